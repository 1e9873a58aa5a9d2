// @vitest-environment jsdom
/**
 * Behind `petrel web` the page calls the API on its own origin, but accounts belong to the
 * server behind it: an account the server sends without `fqn` is user@server, never
 * user@<the proxy's host:port>.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/core/model/root';
import { memoryStorage, silentLogger } from '../../src/core/ports';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { createWebI18n } from '../../src/web/i18n/create-web-i18n';
import { WebModel } from '../../src/web/model/web-model';
import { proxiedServer } from '../../src/web/ports';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { renderApp, TEST_ORIGIN } from './support/test-app';

const SERVER = 'https://social.example';

describe('the account domain behind petrel web', () => {
  beforeEach(() => installDomShims());
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('reads the proxied server from the page, and only an http(s) origin', () => {
    expect(proxiedServer(document)).toBeUndefined();
    document.head.innerHTML = `<meta name="petrel-server" content="${SERVER}/" />`;
    expect(proxiedServer(document)).toBe(SERVER);
    document.head.innerHTML = '<meta name="petrel-server" content="javascript:alert(1)" />';
    expect(proxiedServer(document)).toBeUndefined();
  });

  it('shows a local account without fqn as user@server, with every call on the page origin', async () => {
    const dora = accountJson('5', 'dora');
    delete dora.fqn;
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { body: dora },
      'GET /api/v1/accounts/5': { body: dora },
      'GET /api/v1/accounts/5/statuses': { body: [] },
    });
    const root = createRootStore(
      {
        fetch: (input, init) => {
          expect(new URL(input).origin).toBe(TEST_ORIGIN);
          return server.fetch(input, init);
        },
        socket: undefined,
        storage: memoryStorage(),
        secrets: memoryStorage(),
        clock: new FakeClock(Date.parse('2024-05-01T12:05:00.000Z')),
        logger: silentLogger,
      },
      { clientName: 'Petrel', streaming: false, apiBase: () => TEST_ORIGIN },
    );
    root.session.connectTo(SERVER);
    const model = new WebModel(root, { server: SERVER });
    renderApp({ model, i18n: createWebI18n('en') }, '/users/dora');
    // The profile screen is a lazy chunk: under a loaded suite it takes longer than 1 s.
    const card = await screen.findByTestId('profile-card', {}, { timeout: 10_000 });
    expect(card.querySelector('.profile-acct')?.textContent).toBe('@dora@social.example');
    expect(server.calls.length).toBeGreaterThan(0);
  });
});
