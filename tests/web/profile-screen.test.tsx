// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDomShims } from './support/dom-shims';
import { accountJson, type FakeServer, fakeServer, statusJson } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

function person(id: string, username: string, extra: Record<string, unknown> = {}) {
  return { ...accountJson(id, username), ...extra };
}

function serverWith(account: Record<string, unknown>): FakeServer {
  const id = String(account.id);
  return fakeServer({
    'GET /api/v1/accounts/lookup': ({ url }) =>
      url.searchParams.get('acct') === account.username
        ? { body: account }
        : { status: 404, body: { error: 'Record not found' } },
    [`GET /api/v1/accounts/${id}`]: { body: account },
    [`GET /api/v1/accounts/${id}/statuses`]: ({ url }) => ({
      body: url.searchParams.get('pinned')
        ? [statusJson('p1', account, '<p>pinned post</p>', { pinned: true })]
        : [
            statusJson('s2', account, '<p>latest post</p>'),
            statusJson('p1', account, '<p>pinned post</p>'),
          ],
    }),
    [`GET /api/v1/accounts/${id}/followers`]: {
      body: [accountJson('8', 'fan')],
    },
    [`GET /api/v1/accounts/${id}/following`]: { body: [] },
  });
}

function tabNames(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

describe('profile screen', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('shows the user card, with emoji, sanitized bio, fields and badges', async () => {
    const account = person('5', 'dora', {
      display_name: 'Dora :blob:',
      emojis: [{ shortcode: 'blob', url: 'https://example.test/blob.png', static_url: '' }],
      note: '<p>Hi<script>alert(1)</script> there</p>',
      fields: [{ name: 'Site', value: '<a href="https://dora.example">dora.example</a>' }],
      bot: true,
      locked: true,
      pleroma: { is_admin: true, birthday: '1990-04-12' },
    });
    renderApp(testServices(serverWith(account)), '/users/dora');
    const card = await screen.findByTestId('profile-card');
    expect(card.querySelector('img.emoji')?.getAttribute('src')).toBe(
      'https://example.test/blob.png',
    );
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('.profile-bio')?.textContent).toBe('Hi there');
    expect(within(card).getByRole('link', { name: 'dora.example' }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(within(card).getByText('Bot')).toBeTruthy();
    expect(within(card).getByText('Locked')).toBeTruthy();
    expect(card.textContent).toContain('Birthday: Apr 12, 1990');
  });

  it('links the profile on its own server and shows the daily average of posts (spec part 2 §2, §9)', async () => {
    // The test clock reads 2024-05-01T12:05Z: ten days after creation, 25 posts → 2.5 → 3.
    const account = person('5', 'dora', {
      acct: 'dora@elsewhere.example',
      url: 'https://elsewhere.example/@dora',
      created_at: '2024-04-21T12:05:00.000Z',
      statuses_count: 25,
    });
    renderApp(testServices(serverWith(account)), '/users/5');
    const card = await screen.findByTestId('profile-card');
    const link = await within(card).findByRole('link', { name: 'Profile on its server' });
    expect(link.getAttribute('href')).toBe('https://elsewhere.example/@dora');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const perDay = within(card).getByTestId('profile-per-day');
    expect(perDay.textContent).toBe('Per day3');
  });

  it('draws no remote link for an address that is not http(s)', async () => {
    const account = person('5', 'dora', { url: 'javascript:alert(1)' });
    renderApp(testServices(serverWith(account)), '/users/5');
    const card = await screen.findByTestId('profile-card');
    expect(within(card).queryByRole('link', { name: 'Profile on its server' })).toBeNull();
  });

  it('lists pinned statuses first on the statuses tab', async () => {
    renderApp(testServices(serverWith(person('5', 'dora'))), '/users/dora');
    await screen.findByText('latest post');
    const articles = [...document.querySelectorAll('main article.status')];
    expect(articles.map((a) => a.getAttribute('data-status-id'))).toEqual(['p1', 's2']);
    expect(articles[0]?.textContent).toContain('Pinned');
  });

  it('hides the followees and followers tabs when the person hides them', async () => {
    const account = person('5', 'dora', {
      pleroma: { hide_follows: true, hide_followers: true, hide_favorites: true },
    });
    renderApp(testServices(serverWith(account)), '/users/dora');
    await screen.findByTestId('profile-card');
    expect(tabNames()).toEqual(['Statuses', 'Media']);
  });

  it('shows every tab on one’s own profile', async () => {
    const account = person('5', 'dora', {
      pleroma: { hide_follows: true, hide_followers: true, hide_favorites: true },
    });
    const services = testServices(serverWith(account));
    services.root.entities.ingest({ accounts: [], statuses: [] });
    const { runInAction } = await import('mobx');
    runInAction(() => {
      services.root.session.accountId = '5';
    });
    renderApp(services, '/users/5');
    await screen.findByTestId('profile-card');
    expect(tabNames()).toEqual(['Statuses', 'Following', 'Followers', 'Media', 'Favorites']);
  });

  it('selects the tab named by ?tab= (the followers list)', async () => {
    renderApp(testServices(serverWith(person('5', 'dora'))), '/dora?tab=followers');
    await screen.findByText('@fan');
    const selected = screen
      .getAllByRole('tab')
      .find((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected?.textContent).toBe('Followers');
  });

  it('says the profile does not exist for the spec’s server message', async () => {
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { status: 404, body: { error: 'Not found' } },
      'GET /api/v1/accounts/ghost': { status: 404, body: { error: 'No user with such user_id' } },
    });
    renderApp(testServices(server), '/users/ghost');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, this profile does not exist.',
    );
  });
});
