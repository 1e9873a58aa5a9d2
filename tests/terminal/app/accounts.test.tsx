import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { fileSandbox, sandboxRoot, storedAccount } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * Several accounts in the terminal UI (issue 12): carol on one sandbox, bob on a second one
 * federated with it. `g a` and `:account` switch; `A` makes the next action bob's.
 */
const first = fileSandbox();
const second = fileSandbox(() => ({ port: 0, host: '127.0.0.2', federateWith: [first()] }));

async function twoAccounts(): Promise<{ root: RootStore; carol: string; bob: string }> {
  const carol = await storedAccount(first(), 'carol');
  const bob = await storedAccount(second(), 'bob');
  const root = await sandboxRoot({ accounts: [carol, bob] });
  return { root, carol: carol.key, bob: bob.key };
}

const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

describe('account switcher', () => {
  it('g a and :account switch at once; each account sees only its own home', async () => {
    first().state.createStatus('carol', { status: 'carol home marker', silent: true });
    second().state.createStatus('bob', { status: 'bob home marker', silent: true });
    const { root, carol, bob } = await twoAccounts();
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('carol home marker');
    expect(statusBar(app.frame())).toContain(`@carol@${new URL(first().url).host} +1`);

    await app.press('g', 'a');
    const chooser = await app.waitForText('Accounts —');
    expect(chooser).toContain(`1. @${carol} (current)`);
    expect(chooser).toContain(`2. @${bob}`);
    await app.press('2');
    const bobs = await app.waitForText('bob home marker');
    expect(bobs).not.toContain('carol home marker');
    expect(statusBar(bobs)).toContain(`@bob@${new URL(second().url).host}`);
    expect(root.session.account?.acct).toBe('bob');

    // Back with the command line (a prefix is enough): carol's scope was kept warm.
    const carolScope = root.scopes.find((s) => s.account?.key === carol);
    await app.press(':', ...'account car', KEYS.enter);
    const back = await app.waitForText('carol home marker');
    expect(back).not.toContain('bob home marker');
    expect(root.scope).toBe(carolScope);
    expect(root.scopes).toHaveLength(2);

    // A name that fits nobody says so.
    await app.press(':', ...'account zed', KEYS.enter);
    await app.waitForText('No account "zed" is logged in');
    root.dispose();
  });

  it('A then f favourites the status under the cursor as the other account', async () => {
    const post = first().state.createStatus('carol', {
      status: 'favourite me from afar',
      silent: true,
    });
    const { root, bob } = await twoAccounts();
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitForText('favourite me from afar');
    await app.press('A');
    const chooser = await app.waitForText('Act as —');
    expect(chooser).toContain(`1. @${bob}`);
    expect(chooser).not.toContain('(current)');
    await app.press('1');
    await app.waitFor((f) => statusBar(f).includes(`as @${bob}`), 'acting as bob');
    await app.press('f');
    await app.waitForText(`Favourited as @${bob}`);
    // On the second server, bob favourited its copy of carol's status; carol's stays untouched.
    const bobId = second().state.findUserByAcct('bob')!.id;
    const copy = [...second().state.originUris].find(([, uri]) =>
      uri.endsWith(`/objects/${post.id}`),
    );
    expect(copy).toBeDefined();
    expect(second().state.favourites.get(copy![0])?.has(bobId)).toBe(true);
    expect(first().state.favourites.get(post.id)?.size ?? 0).toBe(0);
    // The acting was for one action: carol is still the one shown and acting.
    expect(root.session.account?.acct).toBe('carol');
    expect(statusBar(app.frame())).not.toContain(` · as @${bob}`);
    root.dispose();
  });
});
