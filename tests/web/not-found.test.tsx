// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer } from './support/fake-server';
import { renderApp, testServices } from './support/test-app';

describe('addresses with nothing behind them', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('an unknown route shows the app’s "not found" inside the layout, not the router’s error', async () => {
    renderApp(testServices(), '/no/such/place/here');
    const panel = await screen.findByText('Page not found');
    expect(panel.closest('[data-not-found="page"]')).not.toBeNull();
    // Inside the layout: the nav bar is still there.
    expect(document.querySelector('.nav-bar')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(/An error occured|404 Not Found/);
  });

  it('an unknown user reads "User not found", never the server’s raw "Record not found"', async () => {
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { status: 404, body: { error: 'Record not found' } },
      'GET /api/v1/accounts/nobody': { status: 404, body: { error: 'Record not found' } },
    });
    renderApp(testServices(server), '/users/nobody');
    await screen.findByText('User not found');
    expect(screen.getByRole('alert').textContent).toBe('Sorry, this profile does not exist.');
    expect(document.body.textContent).not.toContain('Record not found');
  });

  it('/users/{id} fetches the account by id, with no lookup?acct={id} bound to fail first', async () => {
    const id = 'AbcDef0123456789Xy';
    const server = fakeServer({
      [`GET /api/v1/accounts/${id}`]: {
        body: { ...accountJson(id, 'eve'), acct: 'eve@far.example' },
      },
      [`GET /api/v1/accounts/${id}/statuses`]: { body: [] },
    });
    renderApp(testServices(server), `/users/${id}`);
    await screen.findByTestId('profile-card');
    const accountCalls = server.calls.filter((c) => c.path.startsWith('/api/v1/accounts/'));
    expect(accountCalls.map((c) => c.path)).not.toContain('/api/v1/accounts/lookup');
    expect(accountCalls[0]?.path).toBe(`/api/v1/accounts/${id}`);
  });

  it('/users/{name} still looks the name up first', async () => {
    const server = fakeServer({
      'GET /api/v1/accounts/lookup': { body: accountJson('7', 'dora') },
      'GET /api/v1/accounts/7/statuses': { body: [] },
    });
    renderApp(testServices(server), '/users/dora');
    await screen.findByTestId('profile-card');
    expect(server.calls.find((c) => c.path.startsWith('/api/v1/accounts/'))?.path).toBe(
      '/api/v1/accounts/lookup',
    );
  });
});
