import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { loginWithToken, runCli } from './run-cli';

/**
 * `petrel` as a process against a hostile server: redirects to another origin must not
 * carry the token or a body there, and a decompression bomb ends in a clear exit 5.
 */

const TOKEN = 'tok-3f9a1c-never-leaves-home';
let home: HostileServer;
let other: HostileServer;
let dir: string;

beforeEach(async () => {
  home = await startHostileServer({ host: '127.0.0.1' });
  other = await startHostileServer({ host: '127.0.0.2' });
  other.handle((_req, res) => sendJson(res, 200, [hostileStatus('9')]));
  dir = await mkdtemp(join(tmpdir(), 'petrel-cli-hostile-'));
  await loginWithToken(home.url, TOKEN, dir);
});

afterEach(async () => {
  await Promise.all([home.close(), other.close()]);
  await rm(dir, { recursive: true, force: true });
});

/** `answer` for `path`; the calls every command makes first get a plain instance's answers. */
function on(path: string, answer: (res: ServerResponse) => void): void {
  home.handle((req, res) => {
    const asked = (req.url ?? '/').split('?')[0];
    if (asked === path) answer(res);
    else if (asked === '/api/v1/instance') sendJson(res, 200, INSTANCE);
    else if (asked === '/api/v1/accounts/verify_credentials') sendJson(res, 200, hostileAccount());
    else sendJson(res, 404, { error: 'Not found' });
  });
}

const INSTANCE = {
  uri: 'hostile.example',
  title: 'Hostile',
  version: '2.7.2 (compatible; Pleroma 2.6.0)',
  urls: {},
  stats: {},
};

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location });
  res.end();
}

function sawToken(server: HostileServer): boolean {
  return server.seen.some((r) => JSON.stringify(r).includes(TOKEN));
}

describe('petrel against a server that redirects elsewhere', () => {
  it.each([301, 302, 307, 308])(
    'timeline home followed across a %i never hands the token to the other origin',
    async (status) => {
      on('/api/v1/timelines/home', (res) =>
        redirect(res, status, `${other.url}/api/v1/timelines/home?limit=20`),
      );
      const result = await runCli(['timeline', 'home', '--json'], { configDir: dir });
      expect(home.seen.some((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
      expect(other.seen.length).toBeGreaterThan(0);
      expect(sawToken(other)).toBe(false);
      expect(result.stdout + result.stderr).not.toContain(TOKEN);
    },
  );

  it('post answered 307 to another origin is refused: no body, no token there, exit 5', async () => {
    on('/api/v1/statuses', (res) => redirect(res, 307, `${other.url}/api/v1/statuses`));
    const result = await runCli(['post', 'private words for home only'], { configDir: dir });
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/redirected a POST request to another server \(127\.0\.0\.2:/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(other.seen).toEqual([]);
  });

  it('a redirect loop ends with "too many redirects" and exit 5', async () => {
    on('/api/v1/timelines/home', (res) => redirect(res, 302, '/api/v1/timelines/home'));
    const result = await runCli(['timeline', 'home'], { configDir: dir });
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/too many redirects/);
    expect(home.seen.filter((r) => r.url.startsWith('/api/v1/timelines/home'))).toHaveLength(6);
  });
});

describe('petrel against a decompression bomb', () => {
  it('stops at the 64 MiB limit: exit 5, "answer too large", no stack trace, bounded memory', async () => {
    // 600 MiB of zeros in ~0.6 MB of gzip (concatenated 1 MiB members), as in the report.
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = Buffer.concat(Array.from({ length: 600 }, () => member));
    on('/api/v1/timelines/home', (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    // The process reports its own peak memory at exit (kernel maxrss, in KiB).
    const rssFile = join(dir, 'maxrss');
    const probe = join(dir, 'probe.cjs');
    await writeFile(
      probe,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`,
    );
    const result = await runCli(['timeline', 'home'], {
      configDir: dir,
      env: { NODE_OPTIONS: `--require ${probe}` },
    });
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/answer too large: 127\.0\.0\.1:\d+ sent more than 64 MiB/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
    const peakMiB = Number(await readFile(rssFile, 'utf8')) / 1024;
    expect(peakMiB).toBeLessThan(256);
  });
});
