import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** `petrel lists …`, `petrel requests …` and `petrel suggestions` against the sandbox. */
let sandbox: Sandbox;
let aliceDir: string;
let carolDir: string;
const alice = (args: string[]) => runCli(args, { configDir: aliceDir });
const carol = (args: string[]) => runCli(args, { configDir: carolDir });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  aliceDir = await mkdtemp(join(tmpdir(), 'petrel-lists-'));
  carolDir = await mkdtemp(join(tmpdir(), 'petrel-requests-'));
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), aliceDir);
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('carol'), carolDir);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(aliceDir, { recursive: true, force: true });
  await rm(carolDir, { recursive: true, force: true });
});

describe('petrel lists', () => {
  it('creates a list, adds and removes members, renames it and deletes it', async () => {
    const created = await alice(['lists', 'create', 'Harbour folk', '--json']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const list = JSON.parse(created.stdout) as { id: string; title: string };
    expect(list.title).toBe('Harbour folk');

    const added = await alice(['lists', 'add', 'harbour folk', 'bob', 'dave@remote.example']);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added @bob');
    expect(added.stdout).toContain('to Harbour folk');
    const members = await alice(['lists', 'members', list.id, '--json']);
    expect(
      (JSON.parse(members.stdout) as Array<{ acct: string }>).map((a) => a.acct).sort(),
    ).toEqual(['bob', 'dave@remote.example']);

    const removed = await alice(['lists', 'remove', list.id, 'bob', '--json']);
    expect(removed.code).toBe(0);
    expect(
      (JSON.parse(removed.stdout) as { accounts: Array<{ acct: string }> }).accounts.map(
        (a) => a.acct,
      ),
    ).toEqual(['dave@remote.example']);

    const renamed = await alice(['lists', 'rename', list.id, 'Sea people']);
    expect(renamed.stdout).toBe(`Renamed list ${list.id}  Sea people\n`);
    const shown = await alice(['lists']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`${list.id}  Sea people`);
    // The list's timeline reads from the new members.
    const timeline = await alice(['timeline', 'list', 'Sea people', '--json']);
    expect(timeline.code).toBe(0);

    const deleted = await alice(['lists', 'delete', 'Sea people']);
    expect(deleted.stdout).toBe(`Deleted list ${list.id}  Sea people\n`);
    const after = await alice(['lists', '--json']);
    expect((JSON.parse(after.stdout) as Array<{ id: string }>).map((l) => l.id)).not.toContain(
      list.id,
    );
  });

  it('refuses a blank title and an unknown list before or without changing anything', async () => {
    const blank = await alice(['lists', 'create', '   ']);
    expect(blank.code).toBe(2);
    expect(blank.stderr).toContain('must not be blank');
    const unknown = await alice(['lists', 'members', 'No such list']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No list "No such list"');
    const missing = await alice(['lists', 'add', 'x']);
    expect(missing.code).toBe(2);
    const nobody = await alice(['lists', 'create', 'Temp']);
    expect(nobody.code).toBe(0);
    const ghost = await alice(['lists', 'add', 'Temp', 'nobody-at-all']);
    expect(ghost.code).toBe(5);
    expect(ghost.stderr).toContain('nobody-at-all');
  });

  it('needs a login (exit 3)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'petrel-nologin-'));
    try {
      const result = await runCli(['lists'], { configDir: dir });
      expect(result.code).toBe(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('petrel requests and petrel suggestions', () => {
  it('lists the pending request of the locked account and approves it', async () => {
    const listed = await carol(['requests', '--json']);
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as Array<{ acct: string }>).map((a) => a.acct)).toEqual([
      'grace',
    ]);
    const approved = await carol(['requests', 'approve', 'grace']);
    expect(approved.stderr).toBe('');
    expect(approved.stdout).toMatch(/^Approved @grace/);
    expect((await carol(['requests'])).stdout).toBe('No follow requests\n');
    // grace now follows carol.
    const carolId = sandbox.seed.users.carol;
    const graceId = sandbox.seed.users.grace;
    expect(sandbox.state.isFollowing(graceId, carolId)).toBe(true);
  });

  it('denies a request; a wrong action is a usage error', async () => {
    const denied = await alice(['requests', 'deny', 'grace', '--json']);
    expect(denied.code).toBe(0);
    expect(JSON.parse(denied.stdout)).toMatchObject({ action: 'deny', followed_by: false });
    expect(JSON.parse((await alice(['requests', '--json'])).stdout)).toEqual([]);
    const wrong = await alice(['requests', 'accept', 'grace']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('approve or deny');
    const unnamed = await alice(['requests', 'approve']);
    expect(unnamed.code).toBe(2);
  });

  it('prints who to follow', async () => {
    const result = await alice(['suggestions', '--json']);
    expect(result.code).toBe(0);
    const accts = (JSON.parse(result.stdout) as Array<{ acct: string }>).map((a) => a.acct);
    expect(accts).toContain('grace');
    expect(accts).not.toContain('bob');
    const human = await alice(['suggestions']);
    expect(human.stdout).toContain('@grace');
  });
});
