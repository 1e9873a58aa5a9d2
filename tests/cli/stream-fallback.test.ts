import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, PETREL, runCli } from './run-cli';

/**
 * `petrel stream` where no stream can be had, against the sandbox as the snac server Petrel
 * was tried on (`--flavour snac`: a `wss://` streaming URL on a port that speaks plain HTTP,
 * `since_id` ignored, one request per connection). Before the fix the command ended with
 * "refused the streaming connection (no streaming API?)" (exit 4) or hung, and a server that
 * was simply down got the same sentence. Now the first falls back to polling with `min_id`
 * (said once on stderr, events printed as the stream would), the second says it could not
 * connect.
 */

let sandbox: Sandbox;
let dir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, flavour: 'snac' });
  dir = await mkdtemp(join(tmpdir(), 'petrel-stream-fallback-'));
  // snac's password grant gives a token bound to no user; a user's own token is what works.
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), dir);
});

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.on('close', resolve));
  }
  child = undefined;
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

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
  it('a wss:// streaming URL on a plain-HTTP port falls back to polling and prints new statuses once', async () => {
    const before = sandbox.state.statusesNewestFirst()[0]!.id;
    const stream = start(['stream', '--ndjson', '--poll', '1']);
    await stream.until(({ stderr }) => stderr.includes('instead'));
    const text = 'Posted while petrel stream polls';
    const posted = sandbox.state.createStatus('bob', { status: text });
    await stream.until(({ stdout }) => stdout.includes(posted.id));
    // A later status comes after polls that each met a server ignoring since_id.
    const later = sandbox.state.createStatus('bob', { status: `${text}, again` });
    await stream.until(({ stdout }) => stdout.includes(later.id));
    const first = JSON.parse(stream.output().stdout.split('\n')[0] ?? '') as {
      event: string;
      stream: string[];
      payload: { id: string };
    };
    expect(first).toMatchObject({ event: 'update', stream: ['user'], payload: { id: posted.id } });
    stream.proc.kill('SIGINT');
    expect(await stream.closed).toBe(0);
    const { stdout, stderr } = stream.output();
    expect(stderr.match(/polling for new items every 1 s instead/g)).toHaveLength(1);
    expect(stderr).not.toContain('refused the streaming connection');
    const printed = stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => (JSON.parse(line) as { payload: { id: string } }).payload.id);
    expect(printed).toEqual([posted.id, later.id]);
    // The status that was newest when the stream began is not printed as new.
    expect(stdout).not.toContain(`"id":"${before}"`);
  });

  it('a server that is down says it could not connect', async () => {
    await sandbox.close();
    const result = await runCli(['stream'], { configDir: dir });
    expect(result.stderr).toContain(`Could not connect to 127.0.0.1:${sandbox.port}`);
    expect(result.stderr).not.toContain('no streaming API');
    expect(result.code).toBe(4);
  });
});
