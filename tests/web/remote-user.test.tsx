// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAcct } from '../../src/core/model/remote-user';
import { normalizeAccount } from '../../src/core/normalize';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

const dave = { ...accountJson('77', 'dave'), acct: 'dave@remote.example' };

function signedIn(routes: Parameters<typeof fakeServer>[0]) {
  const services = testServices(
    fakeServer({
      'GET /api/v1/accounts/77': { body: dave },
      'GET /api/v1/accounts/77/statuses': { body: [] },
      ...routes,
    }),
  );
  // The resolver routes need a login.
  runInAction(() => {
    services.root.session.status = 'signed-in';
    services.root.session.accountId = '1';
  });
  const alice = normalizeAccount(accountJson('1', 'alice'), 'example.test');
  if (alice) services.root.entities.ingest({ accounts: [alice], statuses: [] });
  return services;
}

describe('remote user resolver', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('reads user@host with or without the leading @', () => {
    expect(parseAcct('@dave@remote.example')).toEqual({
      username: 'dave',
      hostname: 'remote.example',
    });
    expect(parseAcct('dave@remote.example')).toEqual({
      username: 'dave',
      hostname: 'remote.example',
    });
    expect(parseAcct('dave')).toBeNull();
  });

  it.each([
    '/remote-users/@dave@remote.example',
    '/remote-users/dave@remote.example',
    '/remote-users/remote.example/dave',
  ])('%s replaces the route with the external profile', async (path) => {
    const services = signedIn({
      'GET /api/v1/accounts/lookup': ({ url }) =>
        url.searchParams.get('acct') === 'dave@remote.example'
          ? { body: dave }
          : { status: 404, body: { error: 'Record not found' } },
    });
    const { router } = renderApp(services, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/77'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says "Not found." when the lookup finds nobody', async () => {
    const services = signedIn({
      'GET /api/v1/accounts/lookup': { status: 404, body: { error: 'Record not found' } },
    });
    renderApp(services, '/remote-users/@nobody@nowhere.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
  });

  it('shows the resolver’s own error otherwise', async () => {
    const services = signedIn({
      'GET /api/v1/accounts/lookup': { status: 502, body: { error: 'Remote server unreachable' } },
    });
    renderApp(services, '/remote-users/@dave@remote.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Remote server unreachable');
  });
});
