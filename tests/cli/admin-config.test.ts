import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** `petrel admin config` for an admin (alice), a moderator (bob) and a member (grace). */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[]) => runCli(args, { configDir: dirs[user]! });

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'petrel-admin-config-'));
  for (const user of ['alice', 'bob', 'grace']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel admin config', () => {
  it('gets, sets (typed by the description) and resets the text limit; posts follow it', async () => {
    const before = await as('alice', ['admin', 'config', 'get', ':pleroma', ':instance', ':limit']);
    expect(before.stderr).toBe('');
    expect(before.code).toBe(0);
    expect(before.stdout).toContain(':pleroma :instance :limit = 5000');
    expect(before.stdout).toContain('Posts character limit');

    // Without colons, and "42" read as the integer the description says.
    const set = await as('alice', ['admin', 'config', 'set', 'pleroma', 'instance', 'limit', '42']);
    expect(set.code).toBe(0);
    expect(set.stdout).toBe('Saved :pleroma :instance :limit = 42\n');
    const json = JSON.parse(
      (await as('alice', ['admin', 'config', 'get', 'pleroma', 'instance', 'limit', '--json']))
        .stdout,
    ) as Record<string, unknown>;
    expect(json).toEqual({
      group: ':pleroma',
      key: ':instance',
      subkey: ':limit',
      value: 42,
      modified: true,
    });
    const listing = await as('alice', ['admin', 'config', 'get', 'pleroma', 'instance']);
    expect(listing.stdout).toContain(':limit = 42  (in the database)');
    expect(listing.stdout).toContain(':user_bio_length = 5000\n');

    // The server now refuses a longer post.
    const refused = await as('alice', ['post', 'x'.repeat(43)]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/42/);

    const reset = await as('alice', [
      'admin',
      'config',
      'reset',
      'pleroma',
      'instance',
      'limit',
      '--json',
    ]);
    expect(reset.code).toBe(0);
    expect(JSON.parse(reset.stdout)).toMatchObject({ value: 5000, reset: true });
    const after = await as('alice', ['admin', 'config', 'get', 'pleroma', 'instance', 'limit']);
    expect(after.stdout).not.toContain('in the database');
  });

  it('takes a whole key as JSON and keeps the keyword list encoding', async () => {
    const set = await as('alice', [
      'admin',
      'config',
      'set',
      ':pleroma',
      ':restrict_unauthenticated',
      '{":timelines": {":local": true}}',
    ]);
    expect(set.code).toBe(0);
    const timelines = JSON.parse(
      (
        await as('alice', [
          'admin',
          'config',
          'get',
          'pleroma',
          'restrict_unauthenticated',
          'timelines',
          '--json',
        ])
      ).stdout,
    ) as { value: unknown };
    expect(timelines.value).toEqual({ ':federated': ':if_instance_is_private', ':local': true });
    await as('alice', ['admin', 'config', 'reset', 'pleroma', 'restrict_unauthenticated']);
  });

  it('refuses a value of the wrong type before saving anything (exit 2)', async () => {
    const bad = await as('alice', [
      'admin',
      'config',
      'set',
      'pleroma',
      'instance',
      'limit',
      'lots',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"lots" is not a whole number');
    const whole = await as('alice', ['admin', 'config', 'set', 'pleroma', 'instance', '12']);
    expect(whole.code).toBe(2);
    expect(whole.stderr).toContain('SUBKEY VALUE');
  });

  it('a moderator and a member lack the privilege: exit 3', async () => {
    for (const user of ['bob', 'grace']) {
      const refused = await as(user, ['admin', 'config', 'get', 'pleroma', 'instance', 'limit']);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('your account lacks the privilege');
      expect(refused.stdout).toBe('');
    }
    const set = await as('grace', ['admin', 'config', 'set', 'pleroma', 'instance', 'limit', '1']);
    expect(set.code).toBe(3);
  });

  it('says when the server keeps its configuration in files', async () => {
    sandbox.state.quirks.select({ quirks: ['no-db-config'] });
    try {
      const res = await as('alice', ['admin', 'config', 'get', 'pleroma', 'instance']);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('configurable_from_database is off');
    } finally {
      sandbox.state.quirks.select({});
    }
  });
});
