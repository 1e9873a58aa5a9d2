import { afterEach, describe, expect, it } from 'vitest';
import { fileSandbox, sandboxRoot } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * The terminal's registration (Ctrl+N) and forgot-password (Ctrl+P) pages from the login
 * form, against the sandbox with its instance quirks (spec part 1 §4, §5, §8).
 */
const sandbox = fileSandbox();

afterEach(() => {
  sandbox().state.quirks.select({ quirks: [] });
});

const CTRL_N = '\x0e';
const CTRL_P = '\x10';
const CTRL_U = '\x15';
const LEFT = '\x1b[D';
const RIGHT = '\x1b[C';

/** The answer of the captcha handed out last (the sandbox draws it in the image). */
function lastCaptchaAnswer(): string {
  return [...sandbox().state.captchas.values()].at(-1)!;
}

describe('terminal registration', () => {
  it('asks what the server requires, lists its refusal keeping the values, gets a new captcha, then registers (approval keeps it waiting)', async () => {
    sandbox().state.quirks.select({ quirks: ['kocaptcha', 'account-approval-required'] });
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url, size: { columns: 120, rows: 34 } });
    await app.waitForText('Password');
    await app.press(CTRL_N);
    let frame = await app.waitForText('CAPTCHA: open');
    expect(frame).toContain(`Register on ${sandbox().url}`);
    expect(frame).toContain('Email (optional)');
    expect(frame).toContain('Reason to register'); // approval required
    expect(frame).toContain(`${sandbox().url}/captcha/`);

    // Nothing typed: every required field says so, nothing is sent.
    await app.press(KEYS.enter);
    frame = await app.waitForText('cannot be left blank');

    // alice is taken: the server's words, the values kept, a new captcha.
    const firstCaptcha = lastCaptchaAnswer();
    await app.press(
      'alice',
      KEYS.tab,
      'New Person',
      KEYS.tab,
      KEYS.tab,
      'hunter22',
      KEYS.tab,
      'hunter22',
      KEYS.tab,
      'I like birds',
      KEYS.tab,
      firstCaptcha,
      KEYS.enter,
    );
    frame = await app.waitForText('The server did not accept the registration:');
    // Spec part 1 §5: "Field name. message.".
    expect(frame).toContain('Username. has already been taken.');
    expect(frame).toContain('New Person');
    expect(frame).toContain('I like birds');
    await app.waitFor(() => lastCaptchaAnswer() !== firstCaptcha, 'a new captcha');
    expect(root.session.isSignedIn).toBe(false);

    // A free name and the new captcha's answer: registered; approval keeps it waiting.
    await app.press(...Array(6).fill(KEYS.up), CTRL_U, 'newbird');
    await app.press(...Array(6).fill(KEYS.down));
    await app.press(CTRL_U, lastCaptchaAnswer(), KEYS.enter);
    // Approval required: the server's words, no sign-in yet.
    await app.waitFor((f) => !f.includes('Enter: register'), 'the outcome');
    expect(sandbox().state.findUserByAcct('newbird')).toBeDefined();
    expect(root.session.isSignedIn).toBe(false);
    root.dispose();
  });

  it('a server that answers a token signs the new account in (home timeline)', async () => {
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url, size: { columns: 120, rows: 30 } });
    await app.waitForText('Password');
    await app.press(CTRL_N);
    await app.waitForText('Display name');
    await app.press('fresh', KEYS.tab, 'Fresh One', KEYS.tab, KEYS.tab, 'pw-12345');
    await app.press(KEYS.tab, 'pw-12345', KEYS.enter);
    await app.waitFor((f) => f.includes('@fresh@'), 'signed in as fresh');
    expect(root.session.account?.acct).toBe('fresh');
    root.dispose();
  });

  it('←/→ move the caret in a field and typing inserts where it stands', async () => {
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url, size: { columns: 120, rows: 30 } });
    await app.waitForText('Password');
    await app.press(CTRL_N);
    await app.waitForText('Display name');
    await app.press('brd', LEFT, LEFT, 'i');
    await app.waitFor((f) => f.includes('bird'), 'i inserted after the b');
    await app.press(RIGHT, RIGHT, 's', KEYS.tab, 'Bird One', LEFT, LEFT, LEFT, LEFT, 'y');
    await app.waitFor((f) => f.includes('birds') && f.includes('Birdy One'), 'both edits');
    // Back on the username, the caret is where it was left (the end), not lost.
    await app.press(KEYS.up, LEFT, KEYS.backspace, 'D_', KEYS.tab, KEYS.tab, KEYS.tab);
    await app.press('pw-12345', KEYS.tab, 'pw-12345', KEYS.enter);
    await app.waitFor(() => root.session.account?.acct === 'birD_s', 'signed in as birD_s');
    expect(sandbox().state.findUserByAcct('birD_s')?.displayName).toBe('Birdy One');
    root.dispose();
  });

  it('says when the server is closed for registration; Esc goes back to the login form', async () => {
    sandbox().state.quirks.select({ quirks: ['registrations-closed'] });
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url });
    await app.waitForText('Password');
    await app.press(CTRL_N);
    await app.waitForText('Registration is closed on');
    await app.press(KEYS.esc);
    await app.waitForText('Log in to a Pleroma');
    root.dispose();
  });
});

describe('terminal forgot password', () => {
  it('sends the link (204: check your email), and says the limit on 429', async () => {
    sandbox().state.passwordResetTimes.length = 0;
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url });
    await app.waitForText('Password');
    await app.press(CTRL_P);
    await app.waitForText('Enter your email address.');
    await app.press('alice@sandbox().test', KEYS.enter);
    await app.waitForText('Check your email for a link to reset your password.');
    await app.press(KEYS.esc);
    await app.waitForText('Log in to a Pleroma');

    // Three within a minute already: the fourth is throttled, the address kept to retry.
    sandbox().state.passwordResetTimes.push(Date.now(), Date.now(), Date.now());
    await app.press(CTRL_P);
    await app.waitForText('Enter your email address.');
    await app.press('alice@sandbox().test', KEYS.enter);
    const frame = await app.waitForText('You have reached the limit of attempts, try again later.');
    expect(frame).toContain('alice@sandbox().test');
    root.dispose();
  });

  it('a login refused with password_reset_required opens the password reset, saying why', async () => {
    const grace = [...sandbox().state.users.values()].find((u) => u.username === 'grace')!;
    grace.passwordResetRequired = true;
    try {
      const root = await sandboxRoot();
      const app = renderApp(root, { server: sandbox().url });
      await app.waitForText('Password');
      await app.press('grace', KEYS.tab, 'sandbox', KEYS.enter);
      const frame = await app.waitForText('You must reset your password to log in.');
      expect(frame).toContain('Enter your email address.');
      expect(root.session.isSignedIn).toBe(false);
      root.dispose();
    } finally {
      grace.passwordResetRequired = false;
    }
  });

  it('says password reset is disabled when the server has no mailer', async () => {
    sandbox().state.quirks.select({ quirks: ['no-mailer'] });
    const root = await sandboxRoot();
    const app = renderApp(root, { server: sandbox().url });
    await app.waitForText('Password');
    await app.press(CTRL_P);
    await app.waitForText('Password reset is disabled.');
    root.dispose();
  });
});
