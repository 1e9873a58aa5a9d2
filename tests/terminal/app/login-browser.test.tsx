import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRootStore,
  FakeClock,
  memoryStorage,
  type RootStore,
  silentLogger,
} from '../../../src/core';
import { type AuthQuirks, type Sandbox, startSandbox } from '../../../src/sandbox/index';
import { authorizeAs } from '../../support/oauth-user';
import { KEYS, renderApp } from './support/render-app';

/**
 * The terminal's sign-in on the server's own page (issue 9), against the sandbox switched
 * into the quirks of servers that refuse or break the password grant.
 */

const CTRL_O = '\x0f';
let sandbox: Sandbox | undefined;

afterEach(async () => {
  cleanup();
  await sandbox?.close();
  sandbox = undefined;
});

async function setUp(quirks: Partial<AuthQuirks>): Promise<{ root: RootStore; opened: string[] }> {
  sandbox = await startSandbox({ port: 0, quirks });
  const opened: string[] = [];
  const root = createRootStore(
    {
      fetch: (input, init) => fetch(input, init),
      socket: undefined,
      storage: memoryStorage(),
      secrets: memoryStorage(),
      clock: new FakeClock(),
      logger: silentLogger,
      open: (url) => opened.push(url),
    },
    { streaming: false },
  );
  return { root, opened };
}

/** The authorize address as the screen shows it (it may wrap over lines). */
function shownUrl(frame: string, origin: string): string {
  const start = frame.indexOf(`${origin}/oauth/authorize?`);
  const rest = frame.slice(start).split('\n\n')[0] ?? '';
  return rest.replace(/\s+/g, '');
}

describe('terminal sign-in on the server page', () => {
  it('falls back from a refused password to the page, and the pasted code logs in', async () => {
    const { root, opened } = await setUp({ noPasswordGrant: true });
    const app = renderApp(root, { server: sandbox!.url });
    await app.press('alice', KEYS.tab, 'sandbox', KEYS.enter);
    const frame = await app.waitForText('Code');
    expect(frame).toContain('does not let apps log in with a password');
    expect(opened).toHaveLength(1);
    const url = opened[0]!;
    expect(shownUrl(frame, sandbox!.url)).toBe(url);
    const { code } = await authorizeAs(url, 'alice');
    await app.press(code, KEYS.enter);
    await app.waitFor(() => root.session.isSignedIn, 'signed in');
    await app.waitForText('Home');
    expect(root.session.account?.acct).toBe('alice');
  });

  it('Ctrl+O opens the page directly; a wrong code says so and can be typed again', async () => {
    const { root, opened } = await setUp({});
    const app = renderApp(root, { server: sandbox!.url });
    await app.waitForText("Ctrl+O: sign in on the server's page instead");
    await app.press(CTRL_O);
    await app.waitForText('Code');
    expect(opened).toHaveLength(1);
    await app.press('wrong', KEYS.enter);
    await app.waitForText('The server did not accept that code');
    const { code } = await authorizeAs(opened[0]!, 'bob');
    await app.press(code, KEYS.enter);
    await app.waitFor(() => root.session.isSignedIn, 'signed in');
    expect(root.session.account?.acct).toBe('bob');
  });
});
