import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type QuirkName, type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/**
 * How `petrel` words a 401/403 and which exit code it gives, against the sandbox switched
 * into each server's answer: a refused stored token is exit 3 whether the server says 401
 * (Mastodon, `unknown-token-401`) or 403 (Pleroma, `unknown-token-403`); a server that lets
 * no one read anonymously (`public-timeline-needs-auth`: 401; Pleroma's
 * `restricts-unauthenticated`: 403) is not a login that "may have expired".
 */

let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'petrel-refusals-'));
});

afterEach(async () => {
  sandbox.state.quirks.select({});
  await rm(dir, { recursive: true, force: true });
});

afterAll(async () => {
  await sandbox?.close();
});

const quirk = (name: QuirkName) => sandbox.state.quirks.select({ quirks: [name] });

describe('reading anonymously from a server that requires a login', () => {
  it.each([
    ['public-timeline-needs-auth', 401],
    ['restricts-unauthenticated', 403],
  ] as const)(
    'timeline public --server with %s (%i) says a login is required, exit 3',
    async (name, status) => {
      quirk(name);
      const answer = await fetch(`${sandbox.url}/api/v1/timelines/public`);
      expect(answer.status).toBe(status);
      const result = await runCli(['timeline', 'public', '--server', sandbox.url], {
        configDir: dir,
      });
      expect(result.stderr).toContain('This server requires a login to read it');
      expect(result.stderr).not.toContain('expired');
      expect(result.code).toBe(3);
    },
  );
});

describe('a stored token the server no longer accepts', () => {
  /** Logged in with alice's token, which is then revoked (as from another client). */
  async function revokedLogin(): Promise<void> {
    const token = sandbox.state.tokenFor('alice');
    await loginWithToken(sandbox.url, token, dir);
    const revoked = await fetch(`${sandbox.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    expect(revoked.status).toBe(200);
  }

  it.each([
    ['unknown-token-401', 'whoami'],
    ['unknown-token-403', 'whoami'],
    ['unknown-token-401', 'timeline home'],
    ['unknown-token-403', 'timeline home'],
  ] as const)('with %s, %s exits 3', async (name, command) => {
    await revokedLogin();
    quirk(name);
    const result = await runCli(command.split(' '), { configDir: dir });
    expect(result.stderr).toContain('run `petrel login` again');
    expect(result.code).toBe(3);
  });
});

describe('a right password on an account that may not sign in', () => {
  it.each([
    [
      'deactivated',
      'carol',
      'Your account is currently disabled: a moderator of the server deactivated it',
    ],
    ['pending approval', 'pat', 'Your account is awaiting approval: it can log in once'],
  ] as const)('a %s account (%s) is told why, exit 3', async (_, name, words) => {
    const user = sandbox.state.findUserByAcct(name);
    if (!user) throw new Error(`no ${name} in the sandbox`);
    const before = { deactivated: user.deactivated, approved: user.approved };
    if (name === 'carol') user.deactivated = true;
    try {
      const result = await runCli(
        ['login', '--server', sandbox.url, '--username', name, '--password-stdin'],
        { configDir: dir, stdin: 'sandbox\n' },
      );
      expect(result.stderr).toContain(words);
      expect(result.stderr).not.toContain('An error occurred');
      expect(result.stderr).not.toContain('requires a login');
      expect(result.code).toBe(3);
    } finally {
      Object.assign(user, before);
    }
  });
});
