import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import {
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { runCli } from './run-cli';

/** The CLI details of issue 9, each through `bin/petrel` as a process. */

let sandbox: Sandbox;
let work: string;
let configDir: string;
const cli = (args: string[], stdin?: string, dir = configDir) =>
  runCli(args, { configDir: dir, stdin });

async function loginTo(url: string, dir: string): Promise<void> {
  const login = await cli(
    ['login', '--server', url, '--username', 'alice', '--password-stdin'],
    'sandbox\n',
    dir,
  );
  expect(login.code, login.stderr).toBe(0);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-cli-details-'));
  configDir = join(work, 'main');
  await loginTo(sandbox.url, configDir);
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('options that do not apply are usage errors', () => {
  it.each([['home'], ['local'], ['public'], ['bookmarks']])(
    'timeline %s --media exits 2 naming where --media applies',
    async (kind) => {
      const result = await cli(['timeline', kind, '--media']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--media applies only to `timeline user NAME`');
      expect(result.stdout).toBe('');
    },
  );

  it('timeline user NAME --media still works', async () => {
    const result = await cli(['timeline', 'user', 'bob', '--media', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const statuses = JSON.parse(result.stdout) as Array<{ media_attachments: unknown[] }>;
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status.media_attachments.length).toBeGreaterThan(0);
  });

  it('timeline home with a stray argument exits 2', async () => {
    const result = await cli(['timeline', 'home', 'bob']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('`timeline home` takes no argument');
  });
});

describe('profile, show, thread and notifications', () => {
  it('profile NAME prints the profile fields', async () => {
    const result = await cli(['profile', 'alice', '--limit', '0']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}Website: https:\/\/alice\.example$/m);
    expect(result.stdout).toMatch(/^ {2}Pronouns: she\/her$/m);
  });

  it.each([['show'], ['thread']])(
    '%s of a missing status says "Status not found", exit 5',
    async (command) => {
      const result = await cli([command, 'NoSuchStatus123']);
      expect(result.code).toBe(5);
      expect(result.stderr.trim()).toBe('petrel: Status not found: NoSuchStatus123');
    },
  );

  it('an unknown notification type lists the valid ones', async () => {
    const result = await cli(['notifications', '--types', 'mention,likes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown notification type likes: use mention, ');
    expect(result.stderr).toContain('favourite');
    expect(result.stderr).toContain('pleroma:emoji_reaction');
  });
});

describe('refused before any request', () => {
  let server: HostileServer;
  let dir: string;

  beforeAll(async () => {
    server = await startHostileServer();
    server.handle((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/v1/instance') {
        return sendJson(res, 200, { uri: server.origin, title: 'tiny', max_toot_chars: 20 });
      }
      if (path === '/api/v1/accounts/verify_credentials')
        return sendJson(res, 200, hostileAccount());
      if (path === '/api/v1/statuses') {
        return sendJson(res, 200, hostileStatus('9'));
      }
      return sendJson(res, 404, { error: 'Not found' });
    });
    dir = join(work, 'tiny');
    const adopt = await cli(['login', '--server', server.url, '--token-stdin'], 'tok\n', dir);
    expect(adopt.code, adopt.stderr).toBe(0);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('a text over the instance’s limit is refused before sending, exit 2', async () => {
    server.seen.length = 0;
    const result = await cli(
      ['post', 'This text is longer than twenty characters'],
      undefined,
      dir,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('allows at most 20');
    expect(server.seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('the limit counts the content warning too, and a short post still goes', async () => {
    const over = await cli(['post', 'short', '--cw', 'a long content warning'], undefined, dir);
    expect(over.code).toBe(2);
    server.seen.length = 0;
    const ok = await cli(['post', 'short'], undefined, dir);
    expect(ok.code, ok.stderr).toBe(0);
    expect(server.seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/v1/statuses',
    ]);
  });

  it('an empty password on stdin is a usage error with no request to the server', async () => {
    server.seen.length = 0;
    const result = await cli(
      ['login', '--server', server.url, '--username', 'alice', '--password-stdin'],
      '\n',
      join(work, 'empty-password'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('No password given');
    expect(server.seen).toEqual([]);
  });
});

it('logout with the server unreachable says the token was forgotten here but not revoked', async () => {
  const gone = await startSandbox({ port: 0 });
  const dir = join(work, 'gone');
  await loginTo(gone.url, dir);
  await gone.close();
  const result = await cli(['logout'], undefined, dir);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('Logged out');
  expect(result.stderr).toContain('forgotten here but not revoked on the server');
  const after = await cli(['whoami'], undefined, dir);
  expect(after.code).toBe(3);
});
