import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

describe('the terminal signs in through the core’s one sequence', () => {
  it('the login form calls root.signIn, which opens the account scope', async () => {
    const { root } = await createTestRoot();
    const signIn = vi.spyOn(root, 'signIn');
    const anonymous = root.scope;
    const app = renderApp(root, { server: 'https://fake.test' });
    await app.press('alice', KEYS.tab, 'secret', KEYS.enter);
    await app.waitFor(() => root.session.isSignedIn, 'signed in');
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'password',
        server: 'https://fake.test',
        username: 'alice',
      }),
    );
    expect(root.scope.account?.key).toBe('alice@fake.test');
    expect(anonymous.isDisposed).toBe(true);
  });
});
