// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InteractionsScreen } from '../../src/web/screens/interactions/InteractionsScreen';
import { installDomShims } from './support/dom-shims';
import { accountJson, type FakeServer, fakeServer, statusJson } from './support/fake-server';
import { notificationJson, signIn } from './support/reading';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');
const carol = accountJson('3', 'carol');

const FOUR = ['Mentions', 'Repeats and favorites', 'New follows', 'Emoji reactions'];

/**
 * The notifications the server holds for `alice`, newest first. Her own status carries her
 * account as the server renders it for her (with its owner-only fields).
 */
function held(alice: Record<string, unknown>): Array<Record<string, unknown>> {
  const own = statusJson('s1', alice, '<p>My own post</p>');
  return [
    notificationJson('40', 'mention', bob, {
      status: statusJson('s4', bob, '<p>@alice hello there</p>'),
    }),
    notificationJson('39', 'favourite', carol, { status: own }),
    notificationJson('38', 'reblog', bob, { status: own }),
    notificationJson('37', 'follow', carol),
    notificationJson('36', 'follow_request', bob),
    notificationJson('35', 'pleroma:emoji_reaction', bob, { status: own, emoji: '🎉' }),
    notificationJson('34', 'pleroma:report', carol),
    notificationJson(
      '33',
      'move',
      { ...accountJson('4', 'frank'), acct: 'frank@old.example' },
      { target: { ...accountJson('5', 'frank'), acct: 'frank@new.example' } },
    ),
  ];
}

/** The `types[]` of each notifications request, in order. */
let askedTypes: string[][] = [];

/** Pleroma-like: filters by `types[]`, pages below `max_id`, one notification a page. */
function server(alice: Record<string, unknown>): FakeServer {
  const notifications = held(alice);
  return fakeServer({
    'GET /api/v1/notifications': ({ url }) => {
      const types = url.searchParams.getAll('types[]');
      askedTypes.push(types);
      const maxId = url.searchParams.get('max_id');
      return {
        body: notifications
          .filter(
            (n) =>
              (types.length === 0 || types.includes(n.type as string)) &&
              (maxId === null || (n.id as string) < maxId),
          )
          .slice(0, 1),
      };
    },
  });
}

/** Signed in as alice with `pleroma` on her account. */
async function signedIn(pleroma: Record<string, unknown>): Promise<TestServices> {
  const alice = { ...accountJson('1', 'alice'), pleroma };
  const services = testServices(server(alice));
  services.server.routes.set('GET /api/v1/accounts/verify_credentials', { body: alice });
  await signIn(services);
  return services;
}

function tabNames(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

function shownTypes(): string[] {
  return [...document.querySelectorAll<HTMLElement>('li.notification')].map(
    (node) => node.dataset.type ?? '',
  );
}

describe('interactions screen', () => {
  beforeEach(() => {
    installDomShims();
    askedTypes = [];
  });
  afterEach(cleanup);

  it('shows the statuses of mention notifications under Mentions, the four tabs for members', async () => {
    const services = await signedIn({ is_admin: false, is_moderator: false });
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    expect(await screen.findByText('@alice hello there')).toBeTruthy();
    expect(tabNames()).toEqual(FOUR);
    expect(screen.getByRole('tab', { name: 'Mentions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('adds Reports for holders of the reports privilege', async () => {
    // Admins and moderators have it by default (spec part 1 §6).
    for (const role of [{ is_admin: true }, { is_moderator: true }]) {
      const services = await signedIn(role);
      renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
      expect(tabNames()).toEqual([...FOUR, 'Reports']);
      cleanup();
    }
    // The server's own list wins: a moderator without it has no Reports.
    const services = await signedIn({ is_moderator: true, privileges: ['messages_delete'] });
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    expect(tabNames()).toEqual(FOUR);
  });

  it('adds Moves only when follows do not move along automatically', async () => {
    const allowing = await signedIn({ allow_following_move: true });
    renderWithServices(<InteractionsScreen />, allowing, '/users/alice/interactions');
    expect(tabNames()).toEqual(FOUR);
    cleanup();
    const services = await signedIn({ is_admin: true, allow_following_move: false });
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    expect(tabNames()).toEqual([...FOUR, 'Reports', 'User migrates']);
  });

  it('lists a tab’s notifications from the server, with load more until no more', async () => {
    const services = await signedIn({});
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    fireEvent.click(screen.getByRole('tab', { name: 'Repeats and favorites' }));
    await waitFor(() => expect(shownTypes()).toEqual(['favourite']));
    expect(askedTypes.at(-1)).toEqual(['favourite', 'reblog']);
    const item = document.querySelector('li[data-notification-id="39"]')!;
    expect(item.textContent).toContain('Carol');
    expect(item.textContent).toContain('favorited your status');
    expect(item.textContent).toContain('My own post');
    fireEvent.click(screen.getByRole('button', { name: 'Load older interactions' }));
    await waitFor(() => expect(shownTypes()).toEqual(['favourite', 'reblog']));
    expect(document.querySelector('li[data-notification-id="38"]')?.textContent).toContain(
      'repeated your status',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load older interactions' }));
    expect(await screen.findByText('No more notifications')).toBeTruthy();
    expect(shownTypes()).toEqual(['favourite', 'reblog']);
    expect(askedTypes.slice(-3)).toEqual([
      ['favourite', 'reblog'],
      ['favourite', 'reblog'],
      ['favourite', 'reblog'],
    ]);
  });

  it('each tab asks for its own types and shows them', async () => {
    const services = await signedIn({ is_admin: true, allow_following_move: false });
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    // Tab, the types it asks for, the first (newest) one it shows.
    const cases: Array<[string, string[], string]> = [
      ['New follows', ['follow', 'follow_request'], 'follow'],
      ['Emoji reactions', ['pleroma:emoji_reaction'], 'pleroma:emoji_reaction'],
      ['Reports', ['pleroma:report'], 'pleroma:report'],
      ['User migrates', ['move'], 'move'],
    ];
    for (const [tab, asked, first] of cases) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(shownTypes()).toEqual([first]));
      expect(askedTypes.at(-1)).toEqual(asked);
      expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    }
    expect(document.querySelector('li[data-type="move"]')?.textContent).toContain(
      'frank@new.example',
    );
    expect(screen.queryByText('Not available yet')).toBeNull();
    // Back to Follows: loaded afresh, and the follow request is one page further.
    fireEvent.click(screen.getByRole('tab', { name: 'New follows' }));
    await waitFor(() => expect(shownTypes()).toEqual(['follow']));
    fireEvent.click(screen.getByRole('button', { name: 'Load older interactions' }));
    await waitFor(() => expect(shownTypes()).toEqual(['follow', 'follow_request']));
    expect(document.querySelector('li[data-type="follow_request"]')?.textContent).toContain(
      'wants to follow you',
    );
  });
});
