// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InteractionsScreen } from '../../src/web/screens/interactions/InteractionsScreen';
import { serverFixture as fixture, SERVER_DOCUMENTS } from '../core/server/server-fixtures';
import { installDomShims } from './support/dom-shims';
import { fakeServer } from './support/fake-server';
import { signIn } from './support/reading';
import {
  renderApp,
  renderWithServices,
  TEST_ORIGIN,
  type TestServices,
  testServices,
} from './support/test-app';

/** Started (instance and nodeinfo loaded, as the web client does) and signed in. */
async function startedOn(
  instance: Record<string, unknown>,
  nodeinfo?: Record<string, unknown>,
): Promise<TestServices> {
  const services = testServices(
    fakeServer({
      'GET /api/v1/instance': { body: instance },
      'GET /api/v1/notifications': { body: [] },
      'GET /api/v1/timelines/home': { body: [] },
      ...(nodeinfo
        ? {
            'GET /.well-known/nodeinfo': {
              body: {
                links: [
                  {
                    rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
                    href: `${TEST_ORIGIN}/nodeinfo/2.0`,
                  },
                ],
              },
            },
            'GET /nodeinfo/2.0': { body: nodeinfo },
          }
        : {}),
    }),
  );
  await services.model.start();
  await signIn(services);
  return services;
}

const mastodon = () =>
  startedOn(
    fixture(SERVER_DOCUMENTS.mastodon.instance),
    fixture(SERVER_DOCUMENTS.mastodon.nodeinfo),
  );

describe('the web client hides what the server lacks', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('Mastodon: no Emoji reactions tab in interactions', async () => {
    const services = await mastodon();
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Mentions', 'Repeats and favorites', 'New follows']);
  });

  it('Mastodon: a chats link says the server has none, and the about page names what is hidden', async () => {
    const services = await mastodon();
    renderApp(services, '/users/alice/chats');
    expect(await screen.findByText('Mastodon 4.1.0 does not offer chats.')).toBeTruthy();
    cleanup();
    renderApp(services, '/about');
    expect(
      await screen.findByText(
        'Hidden because Mastodon 4.1.0 does not offer them: chats, emoji reactions.',
      ),
    ).toBeTruthy();
  });

  it('a server without bookmarks: no Bookmarks in the navigation; the route says why', async () => {
    // Mastodon 3.0 (bookmarks came in 3.1), as its nodeinfo says.
    const nodeinfo = fixture(SERVER_DOCUMENTS.mastodon.nodeinfo);
    const services = await startedOn(
      { ...fixture(SERVER_DOCUMENTS.mastodon.instance), version: '3.0.2' },
      { ...nodeinfo, software: { name: 'mastodon', version: '3.0.2' } },
    );
    renderApp(services, '/main/friends');
    const nav = await screen.findByRole('navigation', { name: 'Timelines' });
    expect(within(nav).getByText('Home')).toBeTruthy();
    expect(within(nav).queryByText('Bookmarks')).toBeNull();
    cleanup();
    renderApp(services, '/bookmarks');
    expect(await screen.findByText('Mastodon 3.0.2 does not offer bookmarks.')).toBeTruthy();
    expect(services.server.calls.some((c) => c.path === '/api/v1/bookmarks')).toBe(false);
  });

  it('Pleroma keeps them all', async () => {
    const services = await startedOn(
      fixture(SERVER_DOCUMENTS.pleroma.instance),
      fixture(SERVER_DOCUMENTS.pleroma.nodeinfo),
    );
    renderApp(services, '/main/friends');
    const nav = await screen.findByRole('navigation', { name: 'Timelines' });
    expect(within(nav).getByText('Bookmarks')).toBeTruthy();
    cleanup();
    renderWithServices(<InteractionsScreen />, services, '/users/alice/interactions');
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toContain('Emoji reactions');
  });
});
