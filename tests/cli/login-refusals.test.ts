import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostileServer,
  hostileAccount,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { runCli } from './run-cli';

/**
 * How `petrel` words a 401/403 and which exit code it gives: a refused stored token is
 * exit 3 whether the server says 401 (Mastodon) or 403 (Pleroma); a server that lets no one
 * read anonymously is not a login that "may have expired".
 */

let server: HostileServer;
let dir: string;

const INSTANCE = { uri: 'closed.example', title: 'Closed', version: '4.2.0', urls: {}, stats: {} };

beforeEach(async () => {
  server = await startHostileServer();
  dir = await mkdtemp(join(tmpdir(), 'petrel-refusals-'));
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The server answers `status` to everything but the instance document. */
function refuseAll(status: number, error: string): void {
  server.handle((req, res) => {
    if ((req.url ?? '').startsWith('/api/v1/instance')) sendJson(res, 200, INSTANCE);
    else sendJson(res, status, { error });
  });
}

async function logIn(): Promise<void> {
  server.handle((req, res) => {
    if ((req.url ?? '').startsWith('/api/v1/instance')) sendJson(res, 200, INSTANCE);
    else sendJson(res, 200, hostileAccount());
  });
  const login = await runCli(['login', '--server', server.url, '--token-stdin'], {
    configDir: dir,
    stdin: 'tok\n',
  });
  expect(login.code).toBe(0);
}

describe('reading anonymously from a server that requires a login', () => {
  it.each([401, 403])(
    'timeline public --server answered %i says a login is required, exit 3',
    async (status) => {
      refuseAll(status, 'authorization required for timeline view');
      const result = await runCli(['timeline', 'public', '--server', server.url], {
        configDir: dir,
      });
      expect(result.stderr).toContain('This server requires a login to read it');
      expect(result.stderr).not.toContain('expired');
      expect(result.code).toBe(3);
      // No token was sent: there is none.
      expect(server.seen.every((r) => r.headers.authorization === undefined)).toBe(true);
    },
  );
});

describe('a stored token the server no longer accepts', () => {
  it.each([401, 403])('whoami answered %i exits 3', async (status) => {
    await logIn();
    refuseAll(status, 'Invalid credentials.');
    const result = await runCli(['whoami'], { configDir: dir });
    expect(result.stderr).toContain('run `petrel login` again');
    expect(result.code).toBe(3);
  });

  it.each([401, 403])('timeline home answered %i exits 3', async (status) => {
    await logIn();
    refuseAll(status, 'Invalid credentials.');
    const result = await runCli(['timeline', 'home'], { configDir: dir });
    expect(result.stderr).toContain('run `petrel login` again');
    expect(result.code).toBe(3);
  });
});
