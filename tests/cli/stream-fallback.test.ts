import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type HostileServer,
  hostileAccount,
  hostileStatus,
  sendJson,
  startHostileServer,
} from '../support/hostile-server';
import { PETREL, runCli } from './run-cli';

/**
 * `petrel stream` where no stream can be had. Before the fix a server advertising
 * `streaming_api: wss://host` on a port that speaks plain HTTP ended the command with
 * "refused the streaming connection (no streaming API?)" (exit 4), and a server that was
 * simply down got the same sentence. Now the first falls back to polling (said once on
 * stderr, events printed as the stream would), the second says it could not connect.
 */

let server: HostileServer;
let dir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  server = await startHostileServer();
  dir = await mkdtemp(join(tmpdir(), 'petrel-stream-fallback-'));
});

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.on('close', resolve));
  }
  child = undefined;
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function logIn(): Promise<void> {
  const login = await runCli(['login', '--server', server.url, '--token-stdin'], {
    configDir: dir,
    stdin: 'tok\n',
  });
  expect(login.code).toBe(0);
}

/** `petrel ARGS` left running; `until` waits for output that satisfies a check. */
function start(args: string[]) {
  const proc = spawn(process.execPath, [PETREL, ...args], {
    env: { ...process.env, PETREL_CONFIG_DIR: dir, NO_COLOR: '1', HTTP_PROXY: '', HTTPS_PROXY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let stdout = '';
  let stderr = '';
  const waiters: Array<() => void> = [];
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  proc.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    notify();
  });
  proc.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    notify();
  });
  const closed = new Promise<number | null>((resolve) => proc.on('close', resolve));
  proc.on('close', notify);
  const until = (check: (out: { stdout: string; stderr: string }) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter = () => {
        if (check({ stdout, stderr })) resolve();
        else if (proc.exitCode !== null) reject(new Error(`petrel ended early:\n${stderr}`));
      };
      waiters.push(waiter);
      waiter();
    });
  return { until, closed, output: () => ({ stdout, stderr }), proc };
}

describe('petrel stream without a usable stream', () => {
  it('a wss:// streaming URL on a plain-HTTP port falls back to polling and prints events', async () => {
    let polls = 0;
    server.handle((req, res) => {
      const url = new URL(req.url ?? '/', server.url);
      switch (url.pathname) {
        case '/api/v1/instance':
          // Mastodon's way of naming a streaming host; this port answers TLS with HTTP.
          return sendJson(res, 200, {
            uri: 'plain.example',
            title: 'Plain',
            version: '4.2.0',
            urls: { streaming_api: `wss://127.0.0.1:${server.port}` },
            stats: {},
          });
        case '/api/v1/accounts/verify_credentials':
          return sendJson(res, 200, hostileAccount());
        case '/api/v1/timelines/home': {
          polls += 1;
          const after = url.searchParams.get('min_id');
          // The first ask learns where "now" is; later ones find one new status, once.
          if (!after) return sendJson(res, 200, [hostileStatus('5')]);
          return sendJson(res, 200, after === '5' && polls >= 3 ? [hostileStatus('6')] : []);
        }
        case '/api/v1/notifications': {
          const after = url.searchParams.get('min_id');
          if (!after) return sendJson(res, 200, []);
          return sendJson(res, 200, []);
        }
        default:
          return sendJson(res, 404, { error: 'Not found' });
      }
    });
    await logIn();
    const stream = start(['stream', '--ndjson', '--poll', '1']);
    await stream.until(({ stdout }) => stdout.includes('\n'));
    const first = JSON.parse(stream.output().stdout.split('\n')[0] ?? '') as {
      event: string;
      stream: string[];
      payload: { id: string };
    };
    expect(first).toMatchObject({ event: 'update', stream: ['user'], payload: { id: '6' } });
    stream.proc.kill('SIGINT');
    expect(await stream.closed).toBe(0);
    const { stderr } = stream.output();
    expect(stderr.match(/polling for new items every 1 s instead/g)).toHaveLength(1);
    expect(stderr).not.toContain('refused the streaming connection');
    // The status that was newest when the stream began is not printed as new.
    expect(stream.output().stdout).not.toContain('"id":"5"');
  });

  it('a server that is down says it could not connect', async () => {
    await logIn();
    await server.close();
    const result = await runCli(['stream'], { configDir: dir });
    expect(result.stderr).toContain(`Could not connect to 127.0.0.1:${server.port}`);
    expect(result.stderr).not.toContain('no streaming API');
    expect(result.code).toBe(4);
  });
});
