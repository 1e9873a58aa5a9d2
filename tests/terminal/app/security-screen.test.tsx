import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { SANDBOX_PASSWORD } from '../../../src/sandbox/index';
import { totpCode } from '../../../src/sandbox/totp';
import { loadTerminalI18n } from '../../../src/terminal/i18n/locale-files';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';
import { endColumn, lineWith, reversed } from './support/rtl-frame';

/**
 * The terminal's security screen (issue 14) against the sandbox's /api/pleroma/* security
 * routes: the same calls as the web's security tab and `petrel account …`.
 */
const sandbox = fileSandbox();

const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

/** `user` signed in, on the security screen opened by `:security`. */
async function securityScreen(user: string, rows = 40) {
  const root: RootStore = await signedInOn(sandbox(), user);
  const app = renderApp(root, { size: { columns: 120, rows } });
  await app.waitFor((f) => statusBar(f).includes(`@${user}`), `${user} signed in`);
  await app.press(':', ...'security', KEYS.enter);
  await app.waitForText('Change password');
  return { root, app };
}

/** Opens the n-th section (0: email … 7: delete) from the section list. */
async function openSection(app: Awaited<ReturnType<typeof securityScreen>>['app'], n: number) {
  await app.press(...Array<string>(n).fill('j'), KEYS.enter);
}

describe('the security screen', () => {
  it('a wrong current password is refused with the spec’s message and the server’s words; the right one changes it', async () => {
    const { app } = await securityScreen('alice');
    await openSection(app, 1);
    await app.waitForText('New password again');
    await app.press(...'wrong-one', KEYS.tab, ...'n3w-secret', KEYS.tab, ...'n3w-secret');
    // Masked: the typed passwords are never drawn.
    expect(app.frame()).not.toContain('n3w-secret');
    expect(app.frame()).toContain('**********');
    await app.press(KEYS.enter);
    await app.waitForText('There was an issue changing your email/password. (Invalid password.)');
    expect(sandbox().state.findUserByAcct('alice')?.password).toBe(SANDBOX_PASSWORD);

    // Two new passwords that differ are refused before anything is sent.
    await app.press(KEYS.tab, ...SANDBOX_PASSWORD, KEYS.tab, ...'abc', KEYS.tab, ...'abd');
    await app.press(KEYS.enter);
    await app.waitForText('The new passwords differ.');
    // The confirmation corrected: the current password is right, the change is made.
    await app.press(KEYS.backspace, 'c', KEYS.enter);
    await app.waitForText('Changed.');
    const alice = sandbox().state.findUserByAcct('alice')!;
    expect(alice.password).toBe('abc');
    alice.password = SANDBOX_PASSWORD;
  });

  it('email: a malformed address is refused here; a right password changes it on the server', async () => {
    const { app } = await securityScreen('dana');
    await openSection(app, 0);
    await app.waitForText('New email');
    await app.press(...'dana-at-home', KEYS.tab, ...SANDBOX_PASSWORD, KEYS.enter);
    await app.waitForText('That is not an email address (name@host)');
    // A refusal made here keeps what was typed: the address is completed, the password kept.
    await app.press(KEYS.tab, ...'@home.example', KEYS.enter);
    await app.waitForText('Changed.');
    expect(sandbox().state.findUserByAcct('dana')?.email).toBe('dana-at-home@home.example');
  });

  it('authorized apps: d and y revoke the app under the cursor; it leaves the list and the server', async () => {
    const state = sandbox().state;
    const bob = state.findUserByAcct('bob')!;
    const app1 = state.createApp('Tusky on the phone', 'urn:ietf:wg:oauth:2.0:oob', 'read', null);
    const extra = state.issueToken(app1.id, bob.id, 'read');
    const { app } = await securityScreen('bob');
    await openSection(app, 3);
    await app.waitForText('Tusky on the phone');
    // Newest first: the extra token is the first row.
    await app.press('d');
    await app.waitForText('Revoke the access of Tusky on the phone? It is logged out. (y/n)');
    await app.press('y');
    await app.waitForText('Tusky on the phone is logged out.');
    await app.waitFor((f) => !f.split('\n').some((l) => l.startsWith('  > Tusky')), 'the row gone');
    expect([...state.tokens.values()].some((t) => t.id === extra.id)).toBe(false);
  });

  it('two-factor: n shows the QR code, key and address; a code and the password turn it on and show the backup codes once', async () => {
    const { app } = await securityScreen('carol', 70);
    await openSection(app, 2);
    await app.waitForText('Two-factor authentication is off.');
    await app.press('n');
    await app.waitForText('Code from the app');
    // The QR code in half blocks (its library loads when the code is first shown).
    const frame = await app.waitFor((f) => /[▀▄█]{10,}/.test(f), 'the QR code');
    const key = /Key: ([A-Z2-7]+)/.exec(frame)?.[1];
    expect(key).toBeDefined();
    expect(frame).toContain(`otpauth://totp/`);
    await app.press(...totpCode(key!), KEYS.tab, ...SANDBOX_PASSWORD, KEYS.enter);
    await app.waitForText('Two-factor authentication is on.');
    await app.waitForText('Backup codes: keep them safe, each works once.');
    const carol = sandbox().state.findUserByAcct('carol')!;
    expect(carol.mfa?.totpSecret).toBe(key);
    for (const code of carol.mfa!.backupCodes) expect(app.frame()).toContain(code);

    // Shown once: back and in again, they are gone; d turns it off with the password.
    await app.press(KEYS.esc);
    await app.waitForText('Change email');
    await app.press(KEYS.enter);
    await app.waitForText('Two-factor authentication is on.');
    expect(app.frame()).not.toContain(carol.mfa!.backupCodes[0]!);
    await app.press('d');
    await app.waitForText('Current password');
    await app.press(...'nope', KEYS.enter);
    await app.waitForText('Two-factor change failed: Invalid password.');
    await app.press(...SANDBOX_PASSWORD, KEYS.enter);
    await app.waitForText('Two-factor authentication is off.');
    expect(sandbox().state.findUserByAcct('carol')?.mfa).toBeNull();
  });

  it('two-factor in a small window: no QR code cut in half, the key and address instead', async () => {
    const { app } = await securityScreen('alice', 24);
    await openSection(app, 2);
    await app.waitForText('Two-factor authentication is off.');
    await app.press('n');
    await app.waitForText('The window is too small for the QR code');
    const frame = app.frame();
    expect(frame).not.toMatch(/[▀▄█]{10,}/);
    expect(frame).toMatch(/Key: [A-Z2-7]{16}/);
    await app.press(KEYS.esc);
    await app.waitForText('Two-factor authentication is off.');
  });

  it('aliases: n adds one by name@host, d and y remove it', async () => {
    const { app } = await securityScreen('grace');
    await openSection(app, 5);
    await app.waitForText('No aliases.');
    await app.press('n');
    await app.waitForText('Other account (name@host)');
    await app.press(...'dana', KEYS.enter);
    const grace = () => sandbox().state.findUserByAcct('grace')!;
    await app.waitForText('> dana@');
    expect(grace().alsoKnownAs).toHaveLength(1);
    await app.press('d');
    await app.waitForText('Remove the alias');
    await app.press('y');
    await app.waitForText('No aliases.');
    expect(grace().alsoKnownAs).toEqual([]);
  });

  it('move: the warning, name@host and the password, a y/n question; the server moves the followers', async () => {
    const state = sandbox().state;
    const carol = state.findUserByAcct('carol')!;
    const bob = state.findUserByAcct('bob')!;
    bob.alsoKnownAs.push(state.userUrl(carol));
    const { app } = await securityScreen('carol');
    await openSection(app, 6);
    await app.waitForText('it must list this one as an alias first');
    await app.press(...'@bob', KEYS.tab, ...SANDBOX_PASSWORD, KEYS.enter);
    await app.waitForText('Move this account to @bob? (y/n)');
    expect(carol.movedToId).toBeNull();
    await app.press('y');
    await app.waitForText('The account was moved.');
    expect(carol.movedToId).toBe(bob.id);
  });

  it('delete: the spec’s warning, the password and y/n; the account is gone and signed out', async () => {
    const { root, app } = await securityScreen('ticker');
    await openSection(app, 7);
    await app.waitForText('This can not be undone. Type your password to delete your account.');
    await app.press(...'wrong', KEYS.enter, 'y');
    await app.waitForText('Could not delete the account: Invalid password.');
    await app.press(...SANDBOX_PASSWORD, KEYS.enter);
    await app.waitForText('and everything it posted, for good? (y/n)');
    await app.press('n');
    await app.waitFor((f) => !f.includes('(y/n)'), 'the question gone');
    expect(sandbox().state.findUserByAcct('ticker')?.deactivated).toBe(false);
    await app.press(KEYS.enter, 'y');
    await app.waitForText('Log in to a Pleroma or Mastodon server');
    expect(sandbox().state.findUserByAcct('ticker')?.deactivated).toBe(true);
    expect(root.session.isSignedIn).toBe(false);
  });

  it('the settings view opens it with S and says so; ? lists its keys', async () => {
    const root = await signedInOn(sandbox(), 'dana');
    const app = renderApp(root, { size: { columns: 120, rows: 60 } });
    await app.waitFor((f) => statusBar(f).includes('@dana'), 'dana signed in');
    await app.press('g', ',');
    await app.waitForText('S: security');
    await app.press('S');
    await app.waitForText('Account backups');
    await app.press('?');
    await app.waitForText('Account security');
    expect(app.frame()).toMatch(/g ?K\s+Account security/);
  });

  it('in Arabic the sections and a form read from the right, the marker ` <` at the right edge', async () => {
    const i18n = await loadTerminalI18n('ar');
    const t = (key: string) => i18n.t(key);
    const root = await signedInOn(sandbox(), 'alice');
    const columns = 80;
    const app = renderApp(root, { i18n, size: { columns, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
    await app.press(':', ...'security', KEYS.enter);
    let frame = await app.waitForText(reversed(t('settings_modal.security.password')));
    expect(endColumn(lineWith(frame, reversed(t('tui_security.title'))))).toBe(columns - 2);
    const first = lineWith(frame, reversed(t('settings_modal.security.email')));
    expect(first.trimEnd().endsWith(`${reversed(t('settings_modal.security.email'))} <`)).toBe(
      true,
    );
    expect(endColumn(first)).toBe(columns);
    await app.press('j', KEYS.enter);
    frame = await app.waitForText(reversed(t('settings_modal.security.confirm_password')));
    const current = lineWith(frame, reversed(t('settings_modal.security.current_password')));
    expect(current.trimEnd().endsWith(' <')).toBe(true);
    await app.press(...'secret');
    frame = await app.waitForText('******');
    expect(frame).not.toContain('secret');
  });
});
