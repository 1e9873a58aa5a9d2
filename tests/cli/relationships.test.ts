import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** The relationship commands as a user runs them: one process each, against the sandbox. */
let sandbox: Sandbox;
let configDir: string;
let emptyDir: string;
const cli = (args: string[]) => runCli(args, { configDir });
const json = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-rel-'));
  emptyDir = await mkdtemp(join(tmpdir(), 'petrel-rel-none-'));
  // Dana follows nobody the tests touch; carol is locked.
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('dana'), configDir);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(configDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

describe('petrel follow|unfollow|relationships', () => {
  it('a locked account gets a request; unfollow cancels it; approval makes it a follow', async () => {
    const follow = await cli(['follow', 'carol']);
    expect(follow.stderr).toBe('');
    expect(follow.code).toBe(0);
    expect(follow.stdout).toBe('Follow request sent to carol (a locked account approves it)\n');
    const shown = await cli(['relationships', 'carol', '--json']);
    expect(JSON.parse(shown.stdout)).toEqual([
      expect.objectContaining({ acct: 'carol', following: false, requested: true }),
    ]);
    expect((await cli(['unfollow', 'carol'])).stdout).toBe('Unfollowed carol\n');
    expect(json((await cli(['follow', 'carol', '--json'])).stdout)).toMatchObject({
      requested: true,
    });
    const { users } = sandbox.seed;
    sandbox.state.authorizeFollowRequest(users.carol, users.dana);
    const after = await cli(['relationships', 'carol']);
    expect(after.stdout).toBe('carol: following\n');
  });

  it('follows with repeats hidden, then shows them again', async () => {
    const hidden = await cli(['follow', 'hank@loud.example', '--hide-repeats', '--json']);
    expect(hidden.code).toBe(0);
    expect(json(hidden.stdout)).toMatchObject({ following: true, showing_reblogs: false });
    const shown = await cli(['follow', 'hank@loud.example', '--show-repeats', '--json']);
    expect(json(shown.stdout)).toMatchObject({ following: true, showing_reblogs: true });
    expect((await cli(['relationships', 'hank@loud.example'])).stdout).toBe(
      'hank@loud.example: following\n',
    );
  });

  it('mutes for an hour (listed with its end) and unmutes', async () => {
    const before = Date.now();
    const mute = await cli(['mute', 'ticker', '--duration', '1h']);
    expect(mute.stdout).toBe('Muted ticker for 1 hour\n');
    const list = JSON.parse((await cli(['mutes', '--json'])).stdout) as Array<
      Record<string, unknown>
    >;
    const entry = list.find((a) => a.acct === 'ticker');
    const ends = Date.parse(String(entry?.mute_expires_at));
    expect(ends - before).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(ends - before).toBeLessThan(3600_000 + 60_000);
    expect((await cli(['mutes'])).stdout).toContain('ticker  (muted until ');
    expect(json((await cli(['unmute', 'ticker', '--json'])).stdout)).toMatchObject({
      muting: false,
    });
    expect((await cli(['mutes'])).stdout).toBe('No mutes\n');
  });

  it('blocks, lists and unblocks; subscribes; saves and clears a note', async () => {
    expect((await cli(['block', 'frank@remote.example'])).stdout).toBe(
      'Blocked frank@remote.example\n',
    );
    expect((await cli(['blocks'])).stdout).toBe('frank@remote.example\n');
    expect((await cli(['unblock', 'frank@remote.example'])).stdout).toBe(
      'Unblocked frank@remote.example\n',
    );
    expect((await cli(['blocks'])).stdout).toBe('No blocks\n');
    expect(json((await cli(['subscribe', 'erin@social.example', '--json'])).stdout)).toMatchObject({
      subscribing: true,
    });
    expect((await cli(['note', 'erin@social.example', 'met at the tea festival'])).stdout).toBe(
      'Saved your note on erin@social.example\n',
    );
    expect((await cli(['relationships', 'erin@social.example'])).stdout).toBe(
      'erin@social.example: not following, subscribed\n  note: met at the tea festival\n',
    );
    expect((await cli(['note', 'erin@social.example', ''])).stdout).toBe(
      'Cleared your note on erin@social.example\n',
    );
  });

  it('adds, lists and removes a domain block', async () => {
    expect((await cli(['domain-blocks', 'add', 'Spam.Example'])).stdout).toBe(
      'Blocked the domain spam.example\n',
    );
    expect(JSON.parse((await cli(['domain-blocks', '--json'])).stdout)).toEqual(['spam.example']);
    expect((await cli(['domain-blocks', 'remove', 'spam.example'])).code).toBe(0);
    expect((await cli(['domain-blocks'])).stdout).toBe('No blocked domains\n');
  });

  it('suggests domains from the known peers, prefix matches first, blocked ones left out', async () => {
    const suggest = async (typed: string) =>
      JSON.parse((await cli(['domain-blocks', 'suggest', typed, '--json'])).stdout) as string[];
    // Every peer has an "l" (in "example"); loud.example starts with it, so it comes first.
    expect(await suggest('L')).toEqual(['loud.example', 'remote.example', 'social.example']);
    expect((await cli(['domain-blocks', 'suggest', 'soc'])).stdout).toBe('social.example\n');
    expect((await cli(['domain-blocks', 'add', 'loud.example'])).code).toBe(0);
    try {
      expect(await suggest('l')).toEqual(['remote.example', 'social.example']);
    } finally {
      await cli(['domain-blocks', 'remove', 'loud.example']);
    }
    expect((await cli(['domain-blocks', 'suggest', 'zzz'])).stdout).toBe(
      'No known server matches "zzz"\n',
    );
    expect((await cli(['domain-blocks', 'suggest'])).code).toBe(2);
  });

  it('refuses bad input before any request (exit 2), unknown accounts exit 5, no login 3', async () => {
    const week = await cli(['mute', 'bob', '--duration', '1w']);
    expect(week.code).toBe(2);
    expect(week.stderr).toContain('minutes, hours or days');
    const negative = await cli(['mute', 'bob', '--duration', '-5m']);
    expect(negative.code).toBe(2);
    expect((await cli(['follow', 'two words'])).code).toBe(2);
    const both = await cli(['follow', 'bob', '--hide-repeats', '--show-repeats']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('choose one of');
    const domain = await cli(['domain-blocks', 'add', 'not a domain']);
    expect(domain.code).toBe(2);
    expect((await cli(['domain-blocks', 'add'])).code).toBe(2);
    const self = await cli(['follow', 'dana']);
    expect(self.code).toBe(2);
    expect(self.stderr).toContain('your own account');
    const missing = await cli(['follow', 'nobody-here']);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('Sorry, this profile does not exist: nobody-here');
    const none = await runCli(['follow', 'bob'], { configDir: emptyDir });
    expect(none.code).toBe(3);
  });
});
