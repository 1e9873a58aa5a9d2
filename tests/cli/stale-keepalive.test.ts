import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { runCli } from './run-cli';

/**
 * `petrel` as a process against the sandbox switched into `closes-connections` (as the snac
 * server Petrel was tried against): one request per connection, closed after the answer
 * without `Connection: close`, so every request after the first lands on a dead pooled
 * connection. Before the fix, `profile`, `timeline user`, `--pages` and password login
 * failed with "Connection … was closed unexpectedly" (exit 4).
 */

let sandbox: Sandbox;
let dir: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir: dir, stdin });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quirks: ['closes-connections'] });
  dir = await mkdtemp(join(tmpdir(), 'petrel-stale-'));
  const login = await cli(
    ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
    'sandbox\n',
  );
  expect(login.stderr).toBe('');
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const ids = (stdout: string) => (JSON.parse(stdout) as { id: string }[]).map((s) => s.id);

describe('petrel against a server that closes every connection after its answer', () => {
  it('profile NAME shows the profile', async () => {
    const result = await cli(['profile', 'bob', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"acct"');
  });

  it('timeline user NAME lists the statuses', async () => {
    const result = await cli(['timeline', 'user', 'bob', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(ids(result.stdout).length).toBeGreaterThan(0);
  });

  it('timeline public --pages 3 walks all three pages', async () => {
    const result = await cli(['timeline', 'public', '--limit', '2', '--pages', '3', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const walked = ids(result.stdout);
    expect(walked).toHaveLength(6);
    expect(new Set(walked).size).toBe(6);
  });

  it('a post reaches the server exactly once', async () => {
    const text = 'Posted over a connection the server closes';
    const result = await cli(['post', text]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const posted = sandbox.state.statusesNewestFirst().filter((s) => s.source === text);
    expect(posted).toHaveLength(1);
  });

  it('password login works (its token request is the second on the connection)', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'petrel-stale-login-'));
    try {
      const result = await runCli(
        ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
        { configDir: fresh, stdin: 'sandbox\n' },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect((await runCli(['whoami'], { configDir: fresh })).stdout).toContain('alice');
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
