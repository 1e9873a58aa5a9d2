import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, PETREL, runCli } from './run-cli';

/**
 * Issue 13's CLI shapes: `petrel chat ACCOUNT [MESSAGE|-]` sends, `petrel chat ACCOUNT
 * --follow [--ndjson]` prints new messages live until interrupted, `petrel shout --follow`.
 * Two accounts as two users would run them: alice sends, bob (or carol) follows.
 */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[], stdin?: string) =>
  runCli(args, { configDir: dirs[user]!, stdin });
const followers: ChildProcess[] = [];
type MessageJson = { id: string; content: string; account_id: string };

/** `petrel ARGS` as USER, left running; `until` waits for output that satisfies a check. */
function follow(user: string, args: string[]) {
  const proc = spawn(process.execPath, [PETREL, ...args], {
    env: {
      ...process.env,
      PETREL_CONFIG_DIR: dirs[user]!,
      NO_COLOR: '1',
      HTTPS_PROXY: '',
      HTTP_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  followers.push(proc);
  let stdout = '';
  let stderr = '';
  const waiters: Array<() => void> = [];
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    notify();
  });
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    notify();
  });
  const closed = new Promise<number | null>((resolve) => proc.on('close', resolve));
  proc.on('close', notify);
  const until = (check: (out: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter = () => {
        if (check(stdout)) resolve();
        else if (proc.exitCode !== null) reject(new Error(`petrel ended early:\n${stderr}`));
      };
      waiters.push(waiter);
      waiter();
    });
  return { until, closed, output: () => ({ stdout, stderr }), proc };
}

async function fault(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-chat-follow-'));
  for (const user of ['alice', 'bob', 'carol']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterEach(() => {
  for (const proc of followers.splice(0)) if (proc.exitCode === null) proc.kill('SIGKILL');
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel chat ACCOUNT MESSAGE', () => {
  it('a message argument sends, - reads stdin; the older `send` form still works', async () => {
    const sent = await as('alice', ['chat', 'carol', 'Lunch tomorrow?']);
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    expect(sent.stdout).toMatch(/^Sent \S+ to @carol\n$/);
    const piped = await as('alice', ['chat', 'carol', '-', '--json'], 'From a pipe\n');
    expect(piped.code).toBe(0);
    expect((JSON.parse(piped.stdout) as MessageJson).content).toContain('From a pipe');
    const old = await as('alice', ['chat', 'carol', 'send', 'The old way']);
    expect(old.code).toBe(0);
    const seen = await as('carol', ['chat', 'alice']);
    expect(seen.stdout).toContain('@alice: Lunch tomorrow?');
    expect(seen.stdout).toContain('@alice: From a pipe');
    expect(seen.stdout).toContain('@alice: The old way');
  });

  it('checks its arguments locally (exit 2)', async () => {
    const unquoted = await as('alice', ['chat', 'carol', 'two', 'words']);
    expect(unquoted.code).toBe(2);
    expect(unquoted.stderr).toContain('Put the message in quotes');
    expect((await as('alice', ['chat', 'carol', '  '])).stderr).toContain(
      'Cannot post empty message',
    );
    const both = await as('alice', ['chat', 'carol', 'hi', '--follow']);
    expect(both.code).toBe(2);
    const ndjson = await as('alice', ['chat', 'carol', '--ndjson']);
    expect(ndjson.code).toBe(2);
    expect(ndjson.stderr).toContain('--ndjson goes with --follow');
    expect((await as('alice', ['chat', 'carol', 'read', '--media', 'x.png'])).code).toBe(2);
  });
});

describe('petrel chat ACCOUNT --follow', () => {
  it('bob follows with --ndjson and sees what alice sends live, once, one JSON per line', async () => {
    const bob = follow('bob', ['chat', 'alice', '--follow', '--ndjson', '--limit', '1']);
    // The newest message of the seeded chat comes first: the follower has loaded the chat.
    await bob.until((out) => out.split('\n').length >= 2);
    const history = bob.output().stdout.trim().split('\n');
    expect(history).toHaveLength(1);
    const sent = await as('alice', ['chat', 'bob', 'Live from alice', '--json']);
    expect(sent.code).toBe(0);
    const id = (JSON.parse(sent.stdout) as MessageJson).id;
    await bob.until((out) => out.includes('Live from alice'));
    const second = await as('alice', ['chat', 'bob', '-'], 'And a second one\n');
    expect(second.code).toBe(0);
    await bob.until((out) => out.includes('And a second one'));
    bob.proc.kill('SIGINT');
    expect(await bob.closed).toBe(0);
    const lines = bob
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MessageJson);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ id });
    expect(lines[1]!.content).toContain('Live from alice');
    expect(lines[2]!.content).toContain('And a second one');
  }, 60_000);

  it('human lines are sanitized; --limit 0 shows only new messages', async () => {
    const carol = follow('carol', ['chat', 'alice', '--follow', '--limit', '0']);
    // Nothing is printed before the first new message: send until carol has it (the
    // follower may still be starting when the first one goes out; none is printed twice).
    let n = 0;
    const deadline = Date.now() + 20_000;
    while (!carol.output().stdout.includes('bell') && Date.now() < deadline) {
      n += 1;
      const sent = await as('alice', ['chat', 'carol', `bell\u0007 ${n} and \u001b[31mred`]);
      expect(sent.code).toBe(0);
      await Promise.race([
        carol.until((out) => out.includes('bell')),
        new Promise((resolve) => setTimeout(resolve, 1500)),
      ]);
    }
    const line = carol.output().stdout.split('\n')[0]!;
    expect(line).toMatch(/@alice: bell/);
    expect(line.includes('\u0007') || line.includes('\u001b')).toBe(false);
    carol.proc.kill('SIGTERM');
    expect(await carol.closed).toBe(0);
  }, 60_000);

  it('a message queued while the server refuses it reaches the follower once, after recovery', async () => {
    const chats = JSON.parse((await as('alice', ['chats', '--json'])).stdout) as Array<{
      id: string;
      account: { acct: string };
    }>;
    const chatId = chats.find((c) => c.account.acct === 'bob')!.id;
    const bob = follow('bob', ['chat', 'alice', '--follow', '--ndjson', '--limit', '1']);
    await bob.until((out) => out.split('\n').length >= 2);
    await fault({
      method: 'POST',
      path: `/api/v1/pleroma/chats/${chatId}/messages`,
      status: 503,
      times: 1,
    });
    const refused = await as('alice', ['chat', 'bob', 'Sent while down']);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('1 chat message(s) queued');
    // The next chat command sends the queue first.
    const next = await as('alice', ['chat', 'bob', 'After the outage']);
    expect(next.code).toBe(0);
    expect(next.stderr).toContain('Sent 1 queued chat message(s) first.');
    await bob.until((out) => out.includes('After the outage'));
    bob.proc.kill('SIGINT');
    expect(await bob.closed).toBe(0);
    const texts = bob
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as MessageJson).content)
      .slice(1);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Sent while down');
    expect(texts[1]).toContain('After the outage');
  }, 60_000);
});

describe('petrel chat ACCOUNT --follow without streaming', () => {
  afterEach(() => sandbox.state.quirks.select({}));

  it('the socket refused, it polls every 5 s: what alice sends reaches bob once as NDJSON', async () => {
    // The instance still names a streaming URL, but upgrades are refused (404).
    sandbox.state.quirks.select({ quirks: ['no-streaming'] });
    const bob = follow('bob', ['chat', 'alice', '--follow', '--ndjson', '--limit', '1']);
    await bob.until((out) => out.split('\n').length >= 2);
    // Said once on stderr, when the socket was refused.
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        const { stderr } = bob.output();
        if (stderr.includes('polling for new messages every 5 s instead')) resolve();
        else if (bob.proc.exitCode !== null) reject(new Error(stderr));
        else bob.proc.stderr!.once('data', check);
      };
      check();
    });
    const text = `Polled to bob ${Date.now()}`;
    const sent = await as('alice', ['chat', 'bob', text, '--json']);
    expect(sent.code).toBe(0);
    const id = (JSON.parse(sent.stdout) as MessageJson).id;
    await bob.until((out) => out.includes(text));
    // A later message comes by the next poll too.
    expect((await as('alice', ['chat', 'bob', `${text} again`])).code).toBe(0);
    await bob.until((out) => out.includes(`${text} again`));
    bob.proc.kill('SIGINT');
    expect(await bob.closed).toBe(0);
    const lines = bob
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MessageJson);
    expect(lines.slice(1).map((m) => m.id)).toEqual([id, expect.any(String)]);
    expect(lines.filter((m) => m.content.includes(text))).toHaveLength(2);
    expect(bob.output().stderr.match(/polling for new messages/g)).toHaveLength(1);
  }, 60_000);
});

describe('petrel shout --follow', () => {
  it('prints the board live without a MESSAGE; --ndjson one message per line', async () => {
    const bob = follow('bob', ['shout', '--follow', '--ndjson']);
    let n = 0;
    const deadline = Date.now() + 20_000;
    while (!bob.output().stdout.includes('Shout for bob') && Date.now() < deadline) {
      n += 1;
      expect((await as('alice', ['shout', `Shout for bob ${n}`])).code).toBe(0);
      await Promise.race([
        bob.until((out) => out.includes('Shout for bob')),
        new Promise((resolve) => setTimeout(resolve, 1500)),
      ]);
    }
    bob.proc.kill('SIGINT');
    expect(await bob.closed).toBe(0);
    const lines = bob
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { text: string; author: { acct: string } });
    expect(lines.at(-1)).toMatchObject({ author: { acct: 'alice' } });
    expect(lines.at(-1)!.text).toMatch(/^Shout for bob \d+$/);
    const none = await as('alice', ['shout']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('or --follow');
    expect((await as('alice', ['shout', 'hi', '--ndjson'])).code).toBe(2);
  }, 60_000);
});
