import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClosingAnswer,
  type ClosingServer,
  startClosingServer,
} from '../support/closing-server';
import { hostileAccount, hostileStatus } from '../support/hostile-server';
import { runCli } from './run-cli';

/**
 * `petrel` as a process against a server that closes the connection after every answer
 * without `Connection: close`: every request after the first lands on a dead pooled
 * connection. Before the fix, `profile`, `timeline user` and `--pages` failed with
 * "Connection … was closed unexpectedly" (exit 4).
 */

let server: ClosingServer;
let dir: string;

const INSTANCE = { uri: 'closer.example', title: 'Closer', version: '4.2.0', urls: {}, stats: {} };

beforeEach(async () => {
  server = await startClosingServer((method, target): ClosingAnswer => {
    const url = new URL(target, 'http://x');
    const path = url.pathname;
    if (path === '/api/v1/instance') return { status: 200, body: INSTANCE };
    if (path === '/api/v1/accounts/verify_credentials' || path === '/api/v1/accounts/lookup') {
      return { status: 200, body: hostileAccount() };
    }
    if (path === '/api/v1/accounts/1') return { status: 200, body: hostileAccount() };
    if (path === '/api/v1/accounts/1/statuses') {
      return { status: 200, body: [hostileStatus('7'), hostileStatus('6')] };
    }
    if (path === '/api/v1/timelines/public' && method === 'GET') {
      // Three pages of two, newest first; each names the next by `max_id`.
      const maxId = Number(url.searchParams.get('max_id') ?? 100);
      const ids = [maxId - 1, maxId - 2].filter((id) => id > 94);
      const next = `<${server.url}/api/v1/timelines/public?max_id=${ids.at(-1)}>; rel="next"`;
      return {
        status: 200,
        body: ids.map((id) => hostileStatus(String(id))),
        headers: ids.length > 0 ? { Link: next } : {},
      };
    }
    if (path === '/api/v1/statuses' && method === 'POST') {
      return { status: 200, body: hostileStatus('200') };
    }
    if (path === '/api/v1/apps') {
      return { status: 200, body: { id: '1', name: 'petrel', client_id: 'c', client_secret: 's' } };
    }
    if (path === '/oauth/token') {
      return {
        status: 200,
        body: { access_token: 't2', token_type: 'Bearer', scope: 'read write', created_at: 1 },
      };
    }
    return { status: 404, body: { error: 'Record not found' } };
  });
  dir = await mkdtemp(join(tmpdir(), 'petrel-stale-'));
  const login = await runCli(['login', '--server', server.url, '--token-stdin'], {
    configDir: dir,
    stdin: 'tok\n',
  });
  expect(login.stderr).toBe('');
  expect(login.code).toBe(0);
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('petrel against a server that closes every connection after its answer', () => {
  it('profile NAME shows the profile', async () => {
    const result = await runCli(['profile', 'alice', '--json'], { configDir: dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"acct"');
  });

  it('timeline user NAME lists the statuses', async () => {
    const result = await runCli(['timeline', 'user', 'alice', '--json'], { configDir: dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const ids = (JSON.parse(result.stdout) as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(['7', '6']);
  });

  it('timeline public --pages 3 walks all three pages', async () => {
    const result = await runCli(['timeline', 'public', '--pages', '3', '--json'], {
      configDir: dir,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const ids = (JSON.parse(result.stdout) as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(['99', '98', '97', '96', '95']);
  });

  it('a post reaches the server exactly once', async () => {
    const result = await runCli(['post', 'hello'], { configDir: dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(server.seen.filter((line) => line.startsWith('POST /api/v1/statuses'))).toHaveLength(1);
  });

  it('password login works (its token request is the second on the connection)', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'petrel-stale-login-'));
    try {
      const result = await runCli(
        ['login', '--server', server.url, '--username', 'alice', '--password-stdin'],
        { configDir: fresh, stdin: 'secret\n' },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(server.seen.filter((line) => line.startsWith('POST /oauth/token'))).toHaveLength(1);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
