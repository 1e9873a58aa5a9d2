import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { PETREL } from './run-cli';

/**
 * `petrel web` as a process, reached by a page on another origin through DNS rebinding: the
 * browser connects to 127.0.0.1 but names the attacker's host in `Host`. Before the fix every
 * such request was served, the API proxied with it; now only the bound address and
 * `localhost` (with the port) are answered, anything else is 421 in plain text.
 */

let sandbox: Sandbox;
let dir: string;
let web: ChildProcess;
let port: number;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'petrel-web-rebinding-'));
  web = spawn(process.execPath, [PETREL, 'web', '--port', '0', '--server', sandbox.url], {
    env: { ...process.env, PETREL_CONFIG_DIR: dir, HTTP_PROXY: '', HTTPS_PROXY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  web.stdout?.setEncoding('utf8');
  const url = await new Promise<string>((resolve, reject) => {
    web.stdout?.on('data', (d: string) => {
      out += d;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    web.on('exit', () => reject(new Error(`petrel web ended early: ${out}`)));
  });
  port = Number(new URL(url).port);
});

afterAll(async () => {
  if (web && web.exitCode === null) {
    web.kill('SIGTERM');
    await once(web, 'exit');
  }
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string | undefined;
  body: string;
}

/** One request to 127.0.0.1:port naming `host` (or none) in its Host header. */
function ask(path: string, host: string | null, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        setHost: host !== null,
        headers: host === null ? headers : { ...headers, host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => {
          body += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('petrel web and the Host header', () => {
  it('answers its own address and localhost, with the port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const page = await ask('/', host);
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain('petrel-server');
    }
    expect((await ask('/api/v1/instance', `localhost:${port}`)).status).toBe(200);
  });

  it.each([
    ['a rebinding attacker', () => `evil.example:${port}`],
    ['another port', () => `127.0.0.1:${port + 1}`],
    ['no port', () => '127.0.0.1'],
    ['another loopback address', () => `127.0.0.2:${port}`],
  ])('refuses %s: 421 in plain text, the page and the API alike', async (_name, host) => {
    for (const path of ['/', '/api/v1/timelines/public?rebound=1', '/main/friends']) {
      const answer = await ask(path, host());
      expect(answer.status, path).toBe(421);
      expect(answer.type, path).toMatch(/^text\/plain/);
      expect(answer.body, path).toMatch(/^Misdirected request/);
    }
  });

  it('refuses a WebSocket upgrade for another host', async () => {
    const answer = await ask('/api/v1/streaming?stream=public', `evil.example:${port}`, {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    }).catch((error: unknown) => error);
    expect(answer).toMatchObject({ status: 421 });
  });
});
