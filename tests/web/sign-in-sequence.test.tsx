// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../src/web/components/login/LoginForm';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

function server() {
  return fakeServer({
    'POST /api/v1/apps': { body: { client_id: 'cid', client_secret: 'secret' } },
    'POST /oauth/token': { body: { access_token: 'tok' } },
    'POST /oauth/revoke': { body: {} },
    'GET /api/v1/accounts/verify_credentials': { body: accountJson('1', 'alice') },
    'GET /api/v1/instance': { body: { uri: 'petrel.test', title: 'Test', max_toot_chars: 321 } },
  });
}

describe('the web signs in through the core’s one sequence', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('the login form goes through root.signIn, which opens the account scope and starts it', async () => {
    const services = testServices(server());
    const signIn = vi.spyOn(services.root, 'signIn');
    const anonymous = services.root.scope;
    renderWithServices(<LoginForm idPrefix="t" />, services, '/main/all');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hunter2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    await waitFor(() => expect(services.root.session.isSignedIn).toBe(true));
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'password', username: 'alice', password: 'hunter2' }),
    );
    expect(services.root.scope.account?.key).toBe('alice@petrel.test');
    expect(anonymous.isDisposed).toBe(true);
    // The core's start-up steps ran: the instance's limit is in.
    await waitFor(() => expect(services.root.instance.textLimit).toBe(321));
  });

  it('start-up restores through root.signIn and logout disposes the account scope', async () => {
    const first = testServices(server());
    await first.model.login('alice', 'pw');
    const restoredServer = server();
    const services = testServices(restoredServer);
    // The same stored login, as a reload of the page finds it.
    for (const key of ['session.accounts', 'session.current']) {
      services.root.ports.storage.set(key, first.root.ports.storage.get(key));
    }
    services.root.ports.secrets.set('tokens', first.root.ports.secrets.get('tokens'));
    const signIn = vi.spyOn(services.root, 'signIn');
    await services.model.start();
    expect(signIn).toHaveBeenCalledWith({ method: 'stored' });
    const scope = services.root.scope;
    expect(scope.account?.key).toBe('alice@petrel.test');
    const epoch = services.model.sessionEpoch;
    await services.model.logout();
    expect(scope.isDisposed).toBe(true);
    expect(services.model.sessionEpoch).not.toBe(epoch);
    expect(services.root.scopes).toEqual([]);
  });
});
