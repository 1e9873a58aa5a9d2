import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** `petrel announcements` for a member (carol) and a manager (alice, the sandbox's admin). */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[], stdin?: string) =>
  runCli(args, { configDir: dirs[user]!, stdin });
type Item = { id: string; content: string; read: boolean; inactive: boolean; all_day: boolean };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-announcements-'));
  for (const user of ['alice', 'carol']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel announcements', () => {
  it('lists the active ones; dismiss marks one read for this user only', async () => {
    const listed = await as('carol', ['announcements', '--json']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const items = JSON.parse(listed.stdout) as Item[];
    expect(items.map((a) => a.content).join()).toContain('Picnic on Saturday');
    expect(items.map((a) => a.content).join()).not.toContain('Maintenance window');
    const picnic = items.find((a) => a.content.includes('Picnic'))!;
    expect(picnic).toMatchObject({ read: false, all_day: true, inactive: false });

    const human = await as('carol', ['announcements']);
    expect(human.stdout).toContain('Picnic on Saturday at the lighthouse. Bring jackets.');
    expect(human.stdout).toMatch(/unread/);

    const dismissed = await as('carol', ['announcements', 'dismiss', picnic.id]);
    expect(dismissed.code).toBe(0);
    expect(dismissed.stdout).toBe(`Dismissed ${picnic.id}\n`);
    const after = JSON.parse((await as('carol', ['announcements', '--json'])).stdout) as Item[];
    expect(after.find((a) => a.id === picnic.id)?.read).toBe(true);
    const forAlice = JSON.parse((await as('alice', ['announcements', '--json'])).stdout) as Item[];
    expect(forAlice.find((a) => a.id === picnic.id)?.read).toBe(false);
  });

  it('a manager posts (from stdin), edits and deletes; --all shows inactive ones flagged', async () => {
    const posted = await as(
      'alice',
      ['announcements', 'post', '-', '--start', '2030-01-01', '--all-day'],
      'Server move in 2030\n',
    );
    expect(posted.stderr).toBe('');
    expect(posted.code).toBe(0);
    const all = JSON.parse(
      (await as('alice', ['announcements', '--all', '--json'])).stdout,
    ) as Item[];
    const future = all.find((a) => a.content.includes('Server move in 2030'));
    expect(future).toMatchObject({ inactive: true, all_day: true });
    expect(all.find((a) => a.content.includes('Maintenance window'))?.inactive).toBe(true);
    // Not started yet: not in the regular list.
    const regular = JSON.parse((await as('alice', ['announcements', '--json'])).stdout) as Item[];
    expect(regular.some((a) => a.id === future!.id)).toBe(false);

    const edited = await as('alice', ['announcements', 'edit', future!.id, '--start', 'none']);
    expect(edited.code).toBe(0);
    const now = JSON.parse((await as('carol', ['announcements', '--json'])).stdout) as Item[];
    expect(now.some((a) => a.id === future!.id)).toBe(true);

    const deleted = await as('alice', ['announcements', 'delete', future!.id]);
    expect(deleted.stdout).toBe(`Deleted ${future!.id}\n`);
    const gone = JSON.parse((await as('carol', ['announcements', '--json'])).stdout) as Item[];
    expect(gone.some((a) => a.id === future!.id)).toBe(false);
  });

  it('members cannot manage; bad arguments are usage errors (exit 2)', async () => {
    const refused = await as('carol', ['announcements', 'post', 'Hello all']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Only announcement managers');
    expect((await as('carol', ['announcements', 'shout'])).code).toBe(2);
    expect((await as('carol', ['announcements', 'dismiss'])).code).toBe(2);
    const badTime = await as('alice', ['announcements', 'post', 'x', '--end', 'soonish']);
    expect(badTime.code).toBe(2);
    expect(badTime.stderr).toContain('--end "soonish" is not a time');
    expect((await as('carol', ['announcements', 'dismiss', '999999'])).code).toBe(1);
  });
});
