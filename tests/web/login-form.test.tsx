// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../../src/web/components/login/LoginForm';
import { installDomShims } from './support/dom-shims';
import { accountJson, type FakeAnswer, fakeServer } from './support/fake-server';
import { renderApp, renderWithServices, testServices } from './support/test-app';

const APP = { client_id: 'cid', client_secret: 'secret' };

function serverAnswering(token: FakeAnswer | 'network-error') {
  return fakeServer({
    'POST /api/v1/apps': { body: APP },
    'POST /oauth/token': token,
    'GET /api/v1/accounts/verify_credentials': { body: accountJson('1', 'alice') },
    'GET /api/v1/instance': { body: { uri: 'petrel.test', title: 'Test', max_toot_chars: 500 } },
  });
}

async function submitLogin(password = 'hunter2') {
  // In the app's layout the form is a lazy chunk, drawn just after the first frame.
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

describe('LoginForm', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it.each([
    [
      'wrong_credentials',
      { status: 400, body: { error: 'Invalid credentials' } },
      'Wrong username or password',
    ],
    [
      'wrong_credentials (401)',
      { status: 401, body: { error: 'invalid_grant' } },
      'Wrong username or password',
    ],
    [
      'server_error',
      { status: 500, body: { error: 'boom' } },
      'An error occurred, please try again',
    ],
    ['network', 'network-error' as const, 'Failed to connect to server, try again'],
  ])('shows the %s message in a dismissible banner', async (_code, answer, message) => {
    const services = testServices(serverAnswering(answer));
    renderWithServices(<LoginForm idPrefix="t" />, services);
    await submitLogin();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the server page when the server takes no password from apps', async () => {
    const services = testServices(
      serverAnswering({ status: 400, body: { error: 'unsupported_grant_type' } }),
    );
    renderWithServices(<LoginForm idPrefix="t" />, services);
    await submitLogin();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('does not let apps log in with a password');
    const button = screen.getByRole('button', { name: "Sign in on the server's page" });
    expect(button.className).toContain('button-primary');
  });

  it('password_reset_required goes to the password reset, which says why (spec part 1 §8)', async () => {
    const server = serverAnswering({
      status: 403,
      body: { error: 'Password reset is required', identifier: 'password_reset_required' },
    });
    for (const path of ['public', 'home'])
      server.routes.set(`GET /api/v1/timelines/${path}`, { body: [] });
    const { router } = renderApp(testServices(server), '/main/all');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset'));
    expect(router.state.location.search).toBe('?passwordResetRequested=true');
    expect(
      (await screen.findAllByText('You must reset your password to log in.')).length,
    ).toBeGreaterThan(0);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('the register link shows only when registration is open (open: %s)', async (open, links) => {
    const server = serverAnswering({ body: { access_token: 'tok' } });
    server.routes.set('GET /api/v1/instance', {
      body: { uri: 'petrel.test', title: 'Test', registrations: open },
    });
    server.routes.set('GET /api/v1/timelines/public', { body: [] });
    const services = testServices(server);
    // What the start-up reads first: the instance says whether registration is open.
    await services.root.instance.load(services.root.client);
    expect(services.root.instance.info?.registrationsOpen).toBe(open);
    renderApp(services, '/login');
    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'Forgot password?' });
    expect(within(main).queryAllByTestId('register-link')).toHaveLength(links);
  });

  it('refocuses and selects the password after a failure', async () => {
    const services = testServices(
      serverAnswering({ status: 400, body: { error: 'Invalid credentials' } }),
    );
    renderWithServices(<LoginForm idPrefix="t" />, services);
    await submitLogin('wrong-password');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.selectionStart).toBe(0);
    expect(password.selectionEnd).toBe('wrong-password'.length);
  });

  it('disables the inputs while logging in', async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    const server = serverAnswering({ status: 500 });
    server.routes.set('POST /oauth/token', () => new Promise<FakeAnswer>((r) => (release = r)));
    const services = testServices(server);
    renderWithServices(<LoginForm idPrefix="t" />, services);
    await submitLogin();
    await waitFor(() =>
      expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(true),
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
    await act(async () => release({ body: { access_token: 'tok' } }));
    await waitFor(() => expect(services.root.session.isSignedIn).toBe(true));
  });

  it('signs in and goes to the friends timeline on success', async () => {
    const services = testServices(serverAnswering({ body: { access_token: 'tok' } }));
    renderWithServices(<LoginForm idPrefix="t" />, services, '/main/all');
    await submitLogin();
    await waitFor(() => expect(services.root.session.account?.username).toBe('alice'));
    expect(services.model.sessionEpoch).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the friends timeline at sign-in, and keeps a move made while the rest loads', async () => {
    // After the token, the instance answer waits: the login is done, its loading is not.
    let signedIn = false;
    let release: () => void = () => {};
    const instance: FakeAnswer = { body: { uri: 'petrel.test', title: 'Test' } };
    const server = serverAnswering({ body: { access_token: 'tok' } });
    server.routes.set('POST /oauth/token', () => {
      signedIn = true;
      return { body: { access_token: 'tok' } };
    });
    server.routes.set('GET /api/v1/instance', () =>
      signedIn ? new Promise<FakeAnswer>((r) => (release = () => r(instance))) : instance,
    );
    for (const path of ['home', 'public'])
      server.routes.set(`GET /api/v1/timelines/${path}`, { body: [] });
    const { router } = renderApp(testServices(server), '/main/all');
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/friends'));
    // The reader moves on before the instance and the notifications have loaded.
    await act(() => router.navigate('/main/public'));
    await act(async () => release());
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/api/v1/notifications')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/main/public');
  });
});
