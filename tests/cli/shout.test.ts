import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, PETREL, runCli } from './run-cli';

/**
 * `petrel shout` and `petrel shoutbox` as two users would run them: separate processes on
 * the sandbox's Phoenix channel `chat:public`, each seeing the other's messages.
 */
let sandbox: Sandbox;
let mastodon: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[], stdin?: string) =>
  runCli(args, { configDir: dirs[user]!, stdin });
let follower: ChildProcess | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  mastodon = await startSandbox({ port: 0, flavour: 'mastodon' });
  work = await mkdtemp(join(tmpdir(), 'petrel-shout-'));
  for (const user of ['alice', 'bob']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
  dirs.mastodon = join(work, 'mastodon');
  await loginWithToken(mastodon.url, mastodon.state.tokenFor('alice'), dirs.mastodon);
});

afterEach(() => {
  if (follower && follower.exitCode === null) follower.kill('SIGKILL');
  follower = undefined;
});

afterAll(async () => {
  await sandbox?.close();
  await mastodon?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel shout / shoutbox', () => {
  it("a follower sees another user's shouts live, from an argument and from stdin", async () => {
    follower = spawn(process.execPath, [PETREL, 'shoutbox', '--follow', '--json'], {
      env: {
        ...process.env,
        PETREL_CONFIG_DIR: dirs.bob,
        NO_COLOR: '1',
        HTTPS_PROXY: '',
        HTTP_PROXY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const lines: Array<() => void> = [];
    follower.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      for (const wake of lines) wake();
    });
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => out.includes(text) && resolve();
        lines.push(check);
        check();
      });
    // Bob's process has joined once the sandbox counts a member: shout until he sees one.
    const shout = await as('alice', ['shout', 'Ahoy from alice', '--json']);
    expect(shout.stderr).toBe('');
    expect(shout.code).toBe(0);
    expect(JSON.parse(shout.stdout)).toMatchObject({
      text: 'Ahoy from alice',
      author: { username: 'alice' },
    });
    // Whether bob joined before or after alice's shout, he prints it (kept list or live).
    await seen('Ahoy from alice');
    const fromStdin = await as('alice', ['shout', '-'], '  Second, from stdin \n');
    expect(fromStdin.stdout).toBe('Shouted\n');
    await seen('Second, from stdin');
    const printed = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { text: string; author: { acct: string } });
    expect(printed.filter((m) => m.text === 'Ahoy from alice')).toHaveLength(1);
    expect(printed.at(-1)).toMatchObject({ text: 'Second, from stdin', author: { acct: 'alice' } });
  }, 60_000);

  it("one user's list shows the other's shouts", async () => {
    expect((await as('alice', ['shout', 'Ahoy from alice'])).code).toBe(0);
    expect((await as('bob', ['shout', 'Hello alice'])).code).toBe(0);
    const list = await as('alice', ['shoutbox']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('@alice: Ahoy from alice\n');
    expect(list.stdout).toContain('@bob: Hello alice\n');
    const json = JSON.parse((await as('alice', ['shoutbox', '--json'])).stdout) as unknown[];
    expect(json.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('checks its input, and says so where the server has no shoutbox', async () => {
    const empty = await as('alice', ['shout', '   ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/needs its text/);
    const none = await runCli(['shoutbox'], { configDir: dirs.mastodon! });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/does not offer a shoutbox/);
    const hostile = await as('alice', ['shout', 'bell\u0007 and \u001b[31mred']);
    expect(hostile.code).toBe(0);
    const list = await as('bob', ['shoutbox']);
    expect(list.stdout.includes('\u0007') || list.stdout.includes('\u001b')).toBe(false);
    expect(list.stdout).toContain('bell');
  }, 60_000);
});
