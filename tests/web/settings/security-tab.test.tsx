// @vitest-environment jsdom
/**
 * Issue 14, the web settings' security tab beyond the password and two-factor (which
 * e2e/settings-modal.spec.ts covers): change email with the spec's message, the authorized
 * apps with revoke, account backups, aliases, moving and deleting the account.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsModal } from '../../../src/web/screens/settings/SettingsModal';
import { installDomShims } from '../support/dom-shims';
import { signIn } from '../support/reading';
import { renderWithServices, type TestServices, testServices } from '../support/test-app';

/** The form fields a request sent, read from its urlencoded or FormData body. */
function formOf(init: { body?: unknown } | undefined): Record<string, string> {
  const body = init?.body;
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (body instanceof URLSearchParams || body instanceof FormData) {
    return Object.fromEntries([...body.entries()].map(([k, v]) => [k, String(v)]));
  }
  return {};
}

function sent(services: TestServices, method: string, path: string) {
  return services.server.calls.filter((c) => c.method === method && c.path === path);
}

async function openSecurity(services: TestServices): Promise<void> {
  await signIn(services);
  renderWithServices(<SettingsModal />, services, '/main/public?settings=security');
  await screen.findByTestId('security-email');
}

function type(section: HTMLElement, label: string, value: string) {
  fireEvent.change(within(section).getByLabelText(label), { target: { value } });
}

describe('the web security tab', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('a refused email change says the spec message; the fields go with the request', async () => {
    const services = testServices();
    services.server.routes.set('POST /api/pleroma/change_email', {
      status: 403,
      body: { error: 'Invalid password.' },
    });
    await openSecurity(services);
    const form = screen.getByTestId('security-email');
    type(form, 'New email', 'alice@new.example');
    type(form, 'Current password', 'wrong');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'There was an issue changing your email/password.',
    );
    expect(formOf(sent(services, 'POST', '/api/pleroma/change_email')[0]?.init)).toEqual({
      email: 'alice@new.example',
      password: 'wrong',
    });
  });

  it('lists the authorized apps; Revoke removes one once the server answers 201', async () => {
    const services = testServices();
    services.server.routes.set('GET /api/oauth_tokens.json', {
      body: [
        { id: 7, app_name: 'Petrel', valid_until: '2030-01-02T00:00:00.000Z' },
        { id: 8, app_name: 'Old phone app', valid_until: null },
      ],
    });
    services.server.routes.set('DELETE /api/oauth_tokens/8', { status: 201, body: {} });
    await openSecurity(services);
    const apps = screen.getByTestId('security-tokens');
    await within(apps).findByText('Old phone app');
    expect(within(apps).getByText(/valid until/).textContent).toMatch(/2030/);
    const row = apps.querySelector('[data-token-id="8"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(apps).queryByText('Old phone app')).toBeNull());
    expect(within(apps).getByText('Petrel')).toBeTruthy();
    expect(sent(services, 'DELETE', '/api/oauth_tokens/8')).toHaveLength(1);
  });

  it('creates an account backup and shows it running, then ready to download', async () => {
    const services = testServices();
    let backups: unknown[] = [];
    services.server.routes.set('GET /api/v1/pleroma/backups', () => ({ body: backups }));
    services.server.routes.set('POST /api/v1/pleroma/backups', () => {
      backups = [
        {
          inserted_at: '2024-05-01T12:00:00.000Z',
          state: 'running',
          processed_number: 12,
          url: '',
        },
      ];
      return { body: backups };
    });
    await openSecurity(services);
    const section = screen.getByTestId('security-backups');
    await within(section).findByText('No backups yet.');
    fireEvent.click(within(section).getByRole('button', { name: 'Create a backup' }));
    await within(section).findByText('Running (12 processed)');
    expect(within(section).queryByText('Download')).toBeNull();
  });

  it('adds an alias, lists it, removes it; a refused one says why', async () => {
    const services = testServices();
    let aliases: string[] = [];
    services.server.routes.set('GET /api/pleroma/aliases', () => ({ body: { aliases } }));
    services.server.routes.set('PUT /api/pleroma/aliases', ({ init }) => {
      const alias = formOf(init).alias ?? '';
      if (!alias.includes('@')) return { status: 404, body: { error: 'Account not found' } };
      aliases = [...aliases, alias];
      return { body: { status: 'success' } };
    });
    services.server.routes.set('DELETE /api/pleroma/aliases', ({ init }) => {
      aliases = aliases.filter((a) => a !== formOf(init).alias);
      return { body: { status: 'success' } };
    });
    await openSecurity(services);
    const form = screen.getByTestId('security-aliases');
    type(form, 'Your other account (user@server)', 'alice@old.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Add alias' }));
    await within(form).findByText('alice@old.example');
    type(form, 'Your other account (user@server)', 'nobody');
    fireEvent.click(within(form).getByRole('button', { name: 'Add alias' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Could not change the alias: Account not found',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(form).queryByText('alice@old.example')).toBeNull());
  });

  it('moves the account with the password and target; a refusal shows its reason', async () => {
    const services = testServices();
    services.server.routes.set('POST /api/pleroma/move_account', ({ init }) =>
      formOf(init).password === 'pw'
        ? { body: { status: 'success' } }
        : { status: 400, body: { error: 'Invalid password.' } },
    );
    await openSecurity(services);
    const form = screen.getByTestId('security-move');
    type(form, 'Target account (user@server)', 'alice@new.example');
    type(form, 'Current password', 'nope');
    fireEvent.click(within(form).getByRole('button', { name: 'Move account' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Could not move the account: Invalid password.',
    );
    type(form, 'Current password', 'pw');
    fireEvent.click(within(form).getByRole('button', { name: 'Move account' }));
    expect((await within(form).findByRole('status')).textContent).toBe('The account was moved.');
    expect(formOf(sent(services, 'POST', '/api/pleroma/move_account')[1]?.init)).toEqual({
      password: 'pw',
      target_account: 'alice@new.example',
    });
  });

  it('deletes the account with the password, then signs out', async () => {
    const services = testServices();
    services.server.routes.set('POST /api/pleroma/delete_account', ({ init }) =>
      formOf(init).password === 'pw'
        ? { body: { status: 'success' } }
        : { status: 403, body: { error: 'Invalid password.' } },
    );
    await openSecurity(services);
    const form = screen.getByTestId('security-delete');
    type(form, 'Current password', 'bad');
    fireEvent.click(within(form).getByRole('button', { name: 'Delete account' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Could not delete the account: Invalid password.',
    );
    expect(services.root.session.isSignedIn).toBe(true);
    type(form, 'Current password', 'pw');
    fireEvent.click(within(form).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(services.root.session.isSignedIn).toBe(false));
  });
});
