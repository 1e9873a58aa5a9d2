import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** The status action commands as a user runs them: one process each, against the sandbox. */
let sandbox: Sandbox;
let configDir: string;
const cli = (args: string[]) => runCli(args, { configDir });
const json = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

function post(user: string, text: string, extra: Record<string, unknown> = {}): string {
  return sandbox.state.createStatus(user, { status: text, silent: true, ...extra }).id;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-actions-'));
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('carol'), configDir);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(configDir, { recursive: true, force: true });
});

describe('petrel fav|boost|bookmark|pin|mute-thread and their undo', () => {
  it('favourites and unfavourites, printing the status with --json', async () => {
    const id = post('alice', 'fav me');
    const fav = await cli(['fav', id, '--json']);
    expect(fav.stderr).toBe('');
    expect(fav.code).toBe(0);
    expect(json(fav.stdout)).toMatchObject({ id, favourited: true, favourites_count: 1 });
    const unfav = await cli(['unfav', id]);
    expect(unfav.code).toBe(0);
    expect(unfav.stdout).toBe(`Unfavourited ${id}\n`);
  });

  it('repeats, bookmarks and mutes the thread; every status of it is marked', async () => {
    const id = post('alice', 'thread root');
    const reply = sandbox.state.createStatus('bob', {
      status: 'reply',
      in_reply_to_id: id,
      silent: true,
    }).id;
    expect(json((await cli(['boost', id, '--json'])).stdout)).toMatchObject({
      id,
      reblogged: true,
    });
    expect(json((await cli(['bookmark', id, '--json'])).stdout)).toMatchObject({
      bookmarked: true,
    });
    expect(json((await cli(['mute-thread', reply, '--json'])).stdout)).toMatchObject({
      pleroma: expect.objectContaining({ thread_muted: true }),
    });
    const shown = await cli(['show', id, '--json']);
    expect(json(shown.stdout)).toMatchObject({
      pleroma: expect.objectContaining({ thread_muted: true }),
    });
    expect((await cli(['unmute-thread', id])).stdout).toBe(`Unmuted the conversation of ${id}\n`);
  });

  it('refuses to repeat a private status, and to pin someone else’s, with exit 2', async () => {
    const secret = post('carol', 'followers only', { visibility: 'private' });
    const boost = await cli(['boost', secret]);
    expect(boost.code).toBe(2);
    expect(boost.stderr).toContain('Private and direct statuses cannot be repeated');
    const other = post('alice', 'not yours');
    const pin = await cli(['pin', other]);
    expect(pin.code).toBe(2);
    expect(pin.stderr).toContain('Only your own statuses can be pinned');
    const mine = post('carol', 'pin me');
    expect(json((await cli(['pin', mine, '--json'])).stdout)).toMatchObject({ pinned: true });
  });

  it('a failed favourite exits with the server error and changes nothing', async () => {
    const id = post('alice', 'will fail');
    await injectFault({
      method: 'POST',
      path: `/api/v1/statuses/${id}/favourite`,
      status: 500,
      body: '{"error":"Internal server error"}',
    });
    const fav = await cli(['fav', id]);
    expect(fav.code).toBe(5);
    expect(fav.stderr).toContain('Internal server error');
    expect(json((await cli(['show', id, '--json'])).stdout)).toMatchObject({ favourited: false });
  });

  it('validates the id before anything else', async () => {
    const bad = await cli(['fav', '..']);
    expect(bad.code).toBe(2);
  });
});

describe('petrel delete, react, vote, report', () => {
  it('deletes own statuses; someone else’s is refused with exit 2', async () => {
    const mine = post('carol', 'delete me');
    const done = await cli(['delete', mine, '--json']);
    expect(done.code).toBe(0);
    expect(json(done.stdout)).toMatchObject({ id: mine });
    expect((await cli(['show', mine])).code).toBe(5);
    const other = post('alice', 'keep me');
    const refused = await cli(['delete', other]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Only your own statuses can be deleted');
  });

  it('reacts and takes the reaction back (PUT/DELETE …/reactions/{emoji})', async () => {
    const id = post('alice', 'react to me');
    const added = await cli(['react', id, '🎉', '--json']);
    expect(added.code).toBe(0);
    const reactions = (json(added.stdout).pleroma as { emoji_reactions: unknown[] })
      .emoji_reactions;
    expect(reactions).toEqual([expect.objectContaining({ name: '🎉', count: 1, me: true })]);
    const removed = await cli(['react', id, '🎉', '--remove']);
    expect(removed.stdout).toBe(`Took back 🎉 on ${id}\n`);
    expect((await cli(['react', id, 'two words'])).code).toBe(2);
  });

  it('votes with option numbers; no choice or a wrong one is exit 2', async () => {
    const id = post('alice', 'which?', { poll: { options: ['tea', 'coffee'], expires_in: 3600 } });
    expect((await cli(['vote', id])).code).toBe(2);
    const zero = await cli(['vote', id, '0']);
    expect(zero.code).toBe(2);
    const many = await cli(['vote', id, '1', '2']);
    expect(many.code).toBe(2);
    expect(many.stderr).toContain('This poll takes one choice only');
    const voted = await cli(['vote', id, '2']);
    expect(voted.stdout).toBe(`Voted in ${id}: coffee\n`);
    const again = await cli(['vote', id, '1', '--json']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('This poll is closed');
  });

  it('reports an account with its statuses; forward only for remote accounts', async () => {
    const id = post('alice', 'reportable');
    const done = await cli(['report', 'alice', '--status', id, '--comment', 'spam', '--json']);
    expect(done.code).toBe(0);
    expect(json(done.stdout)).toMatchObject({ status_ids: [id] });
    const forward = await cli(['report', 'alice', '--forward']);
    expect(forward.code).toBe(2);
    expect(forward.stderr).toContain('--forward is only for accounts on other servers');
    const foreign = post('bob', 'not alice');
    const wrong = await cli(['report', 'alice', '--status', foreign]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('pick statuses of the reported account');
  });
});
