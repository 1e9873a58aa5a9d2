import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { discPng } from '../../src/sandbox/png';
import { loginWithToken, runCli } from './run-cli';

/** `petrel config …` and `petrel profile edit` against the sandbox (issue 14). */
let sandbox: Sandbox;
let laptop: string;
let phone: string;
let bobDir: string;
let files: string;
const onLaptop = (args: string[]) => runCli(args, { configDir: laptop });
const onPhone = (args: string[]) => runCli(args, { configDir: phone });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  const dirs = await Promise.all(
    ['laptop', 'phone', 'bob', 'files'].map((n) => mkdtemp(join(tmpdir(), `petrel-${n}-`))),
  );
  [laptop, phone, bobDir, files] = dirs as [string, string, string, string];
  // Two devices of one account, and another user who looks at her profile.
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), laptop);
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), phone);
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('bob'), bobDir);
});

afterAll(async () => {
  await sandbox?.close();
  for (const dir of [laptop, phone, bobDir, files]) await rm(dir, { recursive: true, force: true });
});

async function fault(path: string, method: string, status: number): Promise<void> {
  const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandbox.hookHeaders },
    body: JSON.stringify({ method, path, status, body: '{"error":"boom"}' }),
  });
  expect(res.status).toBe(201);
}

describe('petrel config', () => {
  it('refuses unknown names and values the schema does not accept (exit 2)', async () => {
    const unknown = await onLaptop(['config', 'set', 'fontSize', '3']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown setting "fontSize"');
    const bad = await onLaptop(['config', 'set', 'hideNsfw', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('hideNsfw takes true | false, not "maybe"');
    const badScope = await onLaptop(['config', 'set', 'defaultScope', 'friends']);
    expect(badScope.code).toBe(2);
  });

  it('a synced setting changed on one device is seen on another; a device one is not', async () => {
    const set = await onLaptop(['config', 'set', 'hideNsfw', 'off', '--json']);
    expect(set.stderr).toBe('');
    expect(JSON.parse(set.stdout)).toEqual({ name: 'hideNsfw', value: false, where: 'synced' });
    expect((await onLaptop(['config', 'set', 'mutedWords', 'golf, cricket'])).code).toBe(0);
    expect((await onLaptop(['config', 'set', 'streaming', 'false'])).code).toBe(0);

    // Pleroma-FE's store on the server, per user.
    const stored = sandbox.state.findUserByAcct('alice')?.settingsStore['pleroma-fe'] as {
      prefsStorage: { simple: Record<string, unknown>; collections: Record<string, unknown> };
      _version: number;
    };
    expect(stored._version).toBe(1);
    expect(stored.prefsStorage.simple.hideNsfw).toBe(false);
    expect(stored.prefsStorage.collections.mutedWords).toEqual(['golf', 'cricket']);
    const bobStore = sandbox.state.findUserByAcct('bob')?.settingsStore['pleroma-fe'] as
      | { prefsStorage?: unknown }
      | undefined;
    expect(bobStore?.prefsStorage).toBeUndefined();

    const phoneRun = await onPhone(['config', 'list', '--json']);
    expect(phoneRun.stderr).toBe('');
    const phoneList = JSON.parse(phoneRun.stdout) as Array<{
      name: string;
      value: unknown;
      where: string;
    }>;
    const value = (name: string) => phoneList.find((row) => row.name === name)?.value;
    expect(value('hideNsfw')).toBe(false);
    expect(value('mutedWords')).toEqual(['golf', 'cricket']);
    expect(value('streaming')).toBe(true);
    expect(phoneList.find((row) => row.name === 'locked')?.where).toBe('server');

    // The phone removes a word while the laptop keeps its own copy: nothing is lost.
    expect((await onPhone(['config', 'set', 'mutedWords', 'golf'])).code).toBe(0);
    const laptopWords = await onLaptop(['config', 'get', 'mutedWords']);
    expect(laptopWords.stdout).toBe('golf\n');
  });

  it("shows the instance's value of a setting never set, and where each value comes from", async () => {
    const onBob = (args: string[]) => runCli(args, { configDir: bobDir });
    const get = async (name: string) => {
      const run = await onBob(['config', 'get', name, '--json']);
      expect(run.stderr).toBe('');
      return JSON.parse(run.stdout) as { value: unknown; source: string };
    };
    // The sandbox's pleroma_fe says collapseMessageWithSubject: false (Pleroma's own default).
    expect(await get('collapseWithSubject')).toMatchObject({ value: false, source: 'instance' });
    // The terminal and the CLI stream by default; the schema (and the web) do not.
    expect(await get('streaming')).toMatchObject({ value: true, source: 'face' });
    expect(await get('maxThumbnails')).toMatchObject({ value: 16, source: 'default' });
    expect((await onBob(['config', 'set', 'collapseWithSubject', 'true'])).code).toBe(0);
    expect(await get('collapseWithSubject')).toMatchObject({ value: true, source: 'user' });
    const list = await onBob(['config', 'list']);
    expect(list.stdout).toMatch(/^collapseWithSubject +true +\(synced\)$/m);
    expect(list.stdout).toMatch(/^hideMutedPosts +false +\(synced, instance default\)$/m);
  });

  it('saves a profile option on the server, and says "Error saving settings" when it fails', async () => {
    const set = await onLaptop(['config', 'set', 'defaultScope', 'unlisted']);
    expect(set.code).toBe(0);
    expect(sandbox.state.findUserByAcct('alice')?.defaultScope).toBe('unlisted');
    expect((await onPhone(['config', 'get', 'defaultScope'])).stdout).toBe('unlisted\n');

    await fault('/api/v1/accounts/update_credentials', 'PATCH', 500);
    const failed = await onLaptop(['config', 'set', 'locked', 'true']);
    expect(failed.code).toBe(5);
    expect(failed.stderr).toContain('Error saving settings');
    expect(sandbox.state.findUserByAcct('alice')?.locked).toBe(false);
  });
});

describe('petrel profile edit', () => {
  it('changes the name, fields and avatar that another user sees', async () => {
    const avatar = join(files, 'me.png');
    const bytes = discPng(160, [10, 200, 90]);
    await writeFile(avatar, bytes);
    const edited = await onLaptop([
      'profile',
      'edit',
      '--name',
      'Alice of the Harbour',
      '--field',
      'Boat=Skiff',
      '--field',
      'Port=North',
      '--avatar',
      avatar,
      '--bot',
    ]);
    expect(edited.stderr).toBe('');
    expect(edited.stdout).toContain('Profile of @alice@');

    const seen = JSON.parse(
      (await runCli(['profile', 'alice', '--limit', '0', '--json'], { configDir: bobDir })).stdout,
    ) as { account: { display_name: string; avatar: string; bot: boolean; fields: unknown[] } };
    expect(seen.account.display_name).toBe('Alice of the Harbour');
    expect(seen.account.bot).toBe(true);
    expect(seen.account.fields).toHaveLength(2);
    const served = await fetch(seen.account.avatar);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('checks the instance limits before sending anything (exit 2)', async () => {
    const big = join(files, 'big.png');
    await writeFile(big, Buffer.alloc(2_100_000, 1));
    const tooBig = await onLaptop(['profile', 'edit', '--avatar', big]);
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toContain('The avatar is too big [2 MiB / 1.91 MiB]');
    const fields = Array.from({ length: 11 }, (_, i) => ['--field', `k${i}=v`]).flat();
    const many = await onLaptop(['profile', 'edit', ...fields]);
    expect(many.code).toBe(2);
    expect(many.stderr).toContain('at most 10 profile fields');
    const nothing = await onLaptop(['profile', 'edit']);
    expect(nothing.code).toBe(2);
    expect(sandbox.state.findUserByAcct('alice')?.fields).toHaveLength(2);
  });
});
