import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { fileSandbox, sandboxRoot } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * The terminal's "Add account" (issue 12): from the accounts chooser (`g a`, then `a`), the
 * login form beside carol's session, on another server: password or a pasted access token,
 * each through core's sign-in sequence. A failure says the spec's words and carol stays
 * the signed-in account; Esc goes back to her as she was.
 */
const first = fileSandbox();
const second = fileSandbox({ port: 0, host: '127.0.0.2' });

const CTRL_T = '\x14';
const CTRL_U = '\x15';
const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

async function carolSignedIn(): Promise<RootStore> {
  const root = await sandboxRoot();
  const result = await root.signIn({
    method: 'password',
    server: first().url,
    username: 'carol',
    password: 'sandbox',
  });
  expect(result.ok).toBe(true);
  return root;
}

describe('terminal: add an account', () => {
  it('g a, a: a wrong password keeps carol; Esc goes back; then bob on another server joins and is active', async () => {
    first().state.createStatus('carol', { status: 'carol add-account marker', silent: true });
    second().state.createStatus('bob', { status: 'bob add-account marker', silent: true });
    const root = await carolSignedIn();
    const carol = root.scope.account!.key;
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('carol add-account marker');

    await app.press('g', 'a');
    await app.waitForText('a: add an account');
    await app.press('a');
    let frame = await app.waitForText('Add an account —');
    expect(frame).toContain(`Esc: back to @${carol}`);

    // Esc: back to carol's timeline, nothing changed.
    await app.press(KEYS.esc);
    await app.waitForText('carol add-account marker');
    expect(root.accounts.map((a) => a.key)).toEqual([carol]);

    await app.press('g', 'a');
    await app.waitForText('a: add an account');
    await app.press('a');
    await app.waitForText('Add an account —');
    await app.press(second().url, KEYS.tab, 'bob', KEYS.tab, 'wrong', KEYS.enter);
    frame = await app.waitForText('Wrong username or password');
    // The form stays with what was typed (the password emptied and focused, spec §8) …
    expect(frame).toContain(second().url);
    expect(frame).toContain('bob');
    // … and carol is still the signed-in, active account.
    expect(root.session.isSignedIn).toBe(true);
    expect(root.scope.account?.key).toBe(carol);
    expect(root.session.server).toBe(first().url);
    expect(root.accounts).toHaveLength(1);

    await app.press('sandbox', KEYS.enter);
    frame = await app.waitForText('bob add-account marker');
    expect(frame).not.toContain('carol add-account marker');
    const bob = `bob@${new URL(second().url).host}`;
    expect(statusBar(frame)).toContain(`@${bob}`);
    expect(root.accounts.map((a) => [a.key, a.active])).toEqual([
      [carol, false],
      [bob, true],
    ]);

    // Both stay signed in: back to carol at once.
    await app.press(':', ...'account carol', KEYS.enter);
    await app.waitForText('carol add-account marker');
    root.dispose();
  });

  it('token mode: a refused token is said and not kept; a good one is verified, kept and active', async () => {
    second().state.createStatus('dana', { status: 'dana token marker', silent: true });
    const root = await carolSignedIn();
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('@carol@');
    await app.press('g', 'a');
    await app.waitForText('a: add an account');
    await app.press('a');
    await app.waitForText('Add an account —');
    await app.press(CTRL_T);
    let frame = await app.waitForText('Paste an access token');
    expect(frame).toContain('Token');

    await app.press(second().url, KEYS.tab, 'not-a-token', KEYS.enter);
    frame = await app.waitForText('The server did not accept this token');
    expect(frame).not.toContain('not-a-token'); // masked
    expect(root.session.storedAccounts).toHaveLength(1);
    expect(root.scope.account?.key).toMatch(/^carol@/);

    await app.press(CTRL_U, second().state.tokenFor('dana'), KEYS.enter);
    frame = await app.waitForText('dana token marker');
    expect(statusBar(frame)).toContain(`@dana@${new URL(second().url).host}`);
    expect(root.session.storedAccounts.map((a) => a.acct)).toEqual(['carol', 'dana']);
    root.dispose();
  });
});
