// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pathFor, ROUTE_TABLE } from '../../src/web/app/route-table';
import { installDomShims } from './support/dom-shims';
import { fakeServer } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

/** Spec part 1 §2, in the spec's order, names and paths verbatim. */
const SPEC_ROUTES: [string, string][] = [
  ['root', '/'],
  ['public-external-timeline', '/main/all'],
  ['public-timeline', '/main/public'],
  ['friends', '/main/friends'],
  ['tag-timeline', '/tag/{tag}'],
  ['bookmarks', '/bookmarks'],
  ['conversation', '/notice/{id}'],
  ['remote-user-profile-acct', '/remote-users/@{username}@{hostname}'],
  ['remote-user-profile', '/remote-users/{hostname}/{username}'],
  ['external-user-profile', '/users/{id}'],
  ['user-profile', '/users/{name}'],
  ['legacy-user-profile', '/{name}'],
  ['interactions', '/users/{username}/interactions'],
  ['dms', '/users/{username}/dms'],
  ['notifications', '/{username}/notifications'],
  ['registration', '/registration'],
  ['registration-token', '/registration/{token}'],
  ['password-reset', '/password-reset'],
  ['login', '/login'],
  ['oauth-callback', '/oauth-callback'],
  ['shout-panel', '/shout-panel'],
  ['search', '/search'],
  ['friend-requests', '/friend-requests'],
  ['who-to-follow', '/who-to-follow'],
  ['about', '/about'],
  ['announcements', '/announcements'],
  ['nav-edit', '/nav-edit'],
  ['lists', '/lists'],
  ['lists-new', '/lists/new'],
  ['lists-timeline', '/lists/{id}'],
  ['lists-edit', '/lists/{id}/edit'],
  ['chats', '/users/{username}/chats'],
  ['chat', '/users/{username}/chats/{recipient_id}'],
];

/** Petrel's own routes beside the spec's. */
const OWN_ROUTES: [string, string][] = [['mutes', '/mutes']];

const LOGIN_NEEDED = [
  'friends',
  'remote-user-profile-acct',
  'remote-user-profile',
  'interactions',
  'dms',
  'notifications',
  'friend-requests',
  'who-to-follow',
  'nav-edit',
  'chats',
  'chat',
  'mutes',
];

function anonymousServices() {
  return testServices(
    fakeServer({
      'GET /api/v1/timelines/public': { body: [] },
      'GET /api/v1/instance': { body: { uri: 'petrel.test', title: 'Test' } },
    }),
  );
}

describe('route table', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('has every route of the spec with its name and path', () => {
    expect(ROUTE_TABLE).toHaveLength(SPEC_ROUTES.length + OWN_ROUTES.length);
    const table = new Map(ROUTE_TABLE.map((r) => [r.name, r.specPath]));
    for (const [name, path] of [...SPEC_ROUTES, ...OWN_ROUTES])
      expect(table.get(name as never), name).toBe(path);
  });

  it('puts the legacy-user-profile catch-all last', () => {
    expect(ROUTE_TABLE.at(-1)?.name).toBe('legacy-user-profile');
    expect(ROUTE_TABLE.at(-1)?.path).toBe('/:name');
  });

  it('marks the login-needed routes', () => {
    const needed = ROUTE_TABLE.filter((r) => r.loginNeeded).map((r) => r.name);
    expect(needed.sort()).toEqual([...LOGIN_NEEDED].sort());
  });

  it('builds paths for named routes', () => {
    expect(pathFor('conversation', { id: 'AbC' })).toBe('/notice/AbC');
    expect(pathFor('chat', { username: 'alice', recipient_id: '9' })).toBe('/users/alice/chats/9');
  });

  it('/shout-panel shows the shoutbox (issue 13): a signed-out visitor is asked to sign in', async () => {
    renderApp(anonymousServices(), '/shout-panel');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Shoutbox' })).toBeTruthy();
    expect(await main.findByText('Sign in to use the shoutbox.')).toBeTruthy();
    expect(main.queryByText('Not available yet')).toBeNull();
  });

  it('/announcements shows its page (issue 13), not "Not available yet"', async () => {
    renderApp(anonymousServices(), '/announcements');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Announcements' })).toBeTruthy();
    expect(main.queryByText('Not available yet')).toBeNull();
  });

  it('/password-reset shows its form (issue 12), not "Not available yet"', async () => {
    renderApp(anonymousServices(), '/password-reset');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Password reset' })).toBeTruthy();
    expect(main.getByRole('button', { name: 'Send the link' })).toBeTruthy();
    expect(main.queryByText('Not available yet')).toBeNull();
  });

  it('sends a signed-out visitor on a login-needed route to /main/all', async () => {
    const { router } = renderApp(anonymousServices(), '/friend-requests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/all'));
    expect(await screen.findByRole('heading', { name: 'Federated' })).toBeTruthy();
  });

  it('redirects the root to /main/all when signed out', async () => {
    const { router } = renderApp(anonymousServices(), '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/all'));
  });
});
