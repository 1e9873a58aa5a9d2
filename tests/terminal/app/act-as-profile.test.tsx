import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/core';
import { fileSandbox, sandboxRoot, storedAccount } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * Act-as on a profile in the terminal UI (issue 12): carol on one sandbox, bob on a second
 * one federated with it. On a profile of carol's server, `A` picks bob and `F` follows (or
 * unfollows) that person as bob, resolved on bob's server first.
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

describe('act as another account on a profile', () => {
  it('A then F follows the profile as the other account, and A then F again unfollows', async () => {
    const { root, bob } = await twoAccounts();
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@carol@'), 'carol signed in');
    await app.press(':', ...'user grace', KEYS.enter);
    await app.waitForText('New here. Hello!');
    await app.press('A');
    await app.waitForText('Act as —');
    await app.press('1');
    await app.waitFor((f) => statusBar(f).includes(`as @${bob}`), 'acting as bob');
    await app.press('F');
    await app.waitForText(`Following @grace as @${bob}`);
    // Bob follows his server's copy of grace; carol (the one shown) does not.
    const bobId = second().state.findUserByAcct('bob')!.id;
    const graceThere = second().state.findUserByAcct(`grace@${new URL(first().url).host}`);
    expect(graceThere).toBeDefined();
    expect(second().state.isFollowing(bobId, graceThere!.id)).toBe(true);
    const carolId = first().state.findUserByAcct('carol')!.id;
    const graceHere = first().state.findUserByAcct('grace')!.id;
    expect(first().state.isFollowing(carolId, graceHere)).toBe(false);
    expect(root.session.account?.acct).toBe('carol');
    expect(statusBar(app.frame())).not.toContain(` · as @${bob}`);

    // Again: bob already follows her there, so it unfollows.
    await app.press('A');
    await app.waitForText('Act as —');
    await app.press('1');
    await app.waitFor((f) => statusBar(f).includes(`as @${bob}`), 'acting as bob');
    await app.press('F');
    await app.waitForText(`Unfollowed @grace as @${bob}`);
    expect(second().state.isFollowing(bobId, graceThere!.id)).toBe(false);
    root.dispose();
  });

  it('another profile key while acting cancels with a sentence', async () => {
    const { root, bob } = await twoAccounts();
    const app = renderApp(root, { size: { columns: 120, rows: 30 } });
    await app.waitFor((f) => statusBar(f).includes('@carol@'), 'carol signed in');
    await app.press(':', ...'user grace', KEYS.enter);
    await app.waitForText('New here. Hello!');
    await app.press('A');
    await app.waitForText('Act as —');
    await app.press('1');
    await app.waitFor((f) => statusBar(f).includes(`as @${bob}`), 'acting as bob');
    await app.press('X');
    await app.waitForText('On a profile, F follows or unfollows as another account');
    expect(statusBar(app.frame())).not.toContain(` · as @${bob}`);
    root.dispose();
  });
});
