import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { PETREL, runCli } from './run-cli';

let sandbox: Sandbox;
let configDir: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });
const json = <T>(text: string): T => JSON.parse(text) as T;

type ApiStatus = {
  id: string;
  content: string;
  account: { acct: string };
  in_reply_to_id: string | null;
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-cli-reading-'));
  const login = await cli(
    ['login', '--server', sandbox.url, '--username', 'alice', '--password-stdin'],
    'sandbox\n',
  );
  expect(login.code).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(configDir, { recursive: true, force: true });
});

describe('reading commands', () => {
  it('thread --json gives ancestors, the status and its replies', async () => {
    const leaf = sandbox.seed.statuses.deepThreadLeaf;
    const result = await cli(['thread', leaf, '--json']);
    expect(result.code).toBe(0);
    const thread = json<{ ancestors: ApiStatus[]; status: ApiStatus; descendants: ApiStatus[] }>(
      result.stdout,
    );
    expect(thread.status.id).toBe(leaf);
    expect(thread.ancestors.length).toBeGreaterThanOrEqual(8);
    expect(thread.ancestors[0]!.id).toBe(sandbox.seed.statuses.deepThreadRoot);
  });

  it('thread prints an indented tree with the focused status marked', async () => {
    const result = await cli(['thread', sandbox.seed.statuses.deepThreadRoot]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.includes(' · id '));
    expect(lines[0]).toMatch(/^▶ /);
    const indents = lines.map((line) => line.length - line.trimStart().length);
    expect(Math.max(...indents)).toBeGreaterThanOrEqual(16);
    expect(result.stdout).not.toMatch(/<p>|<a /);
  });

  it('profile shows the card and statuses; --json gives the API shape', async () => {
    const human = await cli(['profile', 'bob', '--limit', '2']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/@bob/);
    expect(human.stdout).toMatch(/moderator/);
    expect(human.stdout).toMatch(/followers/);
    const data = json<{
      account: { acct: string; followers_count: number };
      statuses: ApiStatus[];
    }>((await cli(['profile', 'dave@remote.example', '--json'])).stdout);
    expect(data.account.acct).toBe('dave@remote.example');
    expect(data.statuses.length).toBeGreaterThan(0);
    expect(data.statuses.every((s) => s.account.acct === 'dave@remote.example')).toBe(true);
  });

  it('profile shows posts per day: statuses over days since creation (counted up), rounded', async () => {
    // Grace's account is 3 days old: four new statuses lift her average above zero.
    const graceDir = await mkdtemp(join(tmpdir(), 'petrel-cli-grace-'));
    const asGrace = (args: string[], stdin?: string) =>
      runCli(args, { configDir: graceDir, stdin });
    try {
      const login = await asGrace(
        ['login', '--server', sandbox.url, '--username', 'grace', '--password-stdin'],
        'sandbox\n',
      );
      expect(login.code).toBe(0);
      for (const n of [1, 2, 3, 4]) expect((await asGrace(['post', `day note ${n}`])).code).toBe(0);
    } finally {
      await rm(graceDir, { recursive: true, force: true });
    }
    const data = json<{
      account: { statuses_count: number; created_at: string };
      posts_per_day: number | null;
    }>((await cli(['profile', 'grace', '--json', '--limit', '0'])).stdout);
    const days = Math.max(
      1,
      Math.ceil((Date.now() - Date.parse(data.account.created_at)) / (24 * 3600_000)),
    );
    expect(data.posts_per_day).toBeGreaterThan(0);
    expect(data.posts_per_day).toBe(Math.round(data.account.statuses_count / days));
    const human = await cli(['profile', 'grace', '--limit', '0']);
    expect(human.stdout).toContain(
      `${data.account.statuses_count} statuses · ${data.posts_per_day} per day · `,
    );
  });

  it('profile falls back to an id, and says when a profile does not exist', async () => {
    const byId = await cli(['profile', sandbox.seed.users.carol, '--json', '--limit', '0']);
    expect(byId.code).toBe(0);
    expect(json<{ account: { acct: string } }>(byId.stdout).account.acct).toBe('carol');
    const missing = await cli(['profile', 'nobody-here']);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toMatch(/does not exist/);
  });

  it('search finds statuses, people and hashtags with usage counts', async () => {
    const result = await cli(['search', 'picnic', '--json']);
    expect(result.code).toBe(0);
    const found = json<{
      statuses: ApiStatus[];
      hashtags: Array<{ name: string; history: unknown[] }>;
    }>(result.stdout);
    expect(found.statuses.length).toBeGreaterThan(0);
    expect(found.hashtags.map((h) => h.name)).toContain('picnic');
    const people = await cli(['search', 'bob', '--type', 'accounts']);
    expect(people.stdout).toMatch(/People\n.*@bob/);
    const none = await cli(['search', 'zzzqqqxxx']);
    expect(none.stdout.trim()).toBe('No results.');
    const empty = await cli(['search', '  ']);
    expect(empty.code).toBe(2);
  });

  it('notifications lists types and filters with --types', async () => {
    const all = await cli(['notifications', '--json', '--limit', '40']);
    expect(all.code).toBe(0);
    const types = new Set(json<Array<{ type: string }>>(all.stdout).map((n) => n.type));
    for (const type of ['mention', 'favourite', 'reblog', 'follow']) expect(types).toContain(type);
    const mentions = json<Array<{ type: string; status: ApiStatus }>>(
      (await cli(['notifications', '--types', 'mention', '--json'])).stdout,
    );
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.every((n) => n.type === 'mention' && n.status)).toBe(true);
    const bad = await cli(['notifications', '--types', 'likes']);
    expect(bad.code).toBe(2);
  });

  it('timeline reaches every kind: user, media, list, bookmarks, favourites, dms, mentions', async () => {
    for (const args of [
      ['user', 'bob'],
      ['user', 'bob', '--media'],
      ['list', '1'],
      ['bookmarks'],
      ['favourites'],
      ['dms'],
      ['mentions'],
    ]) {
      const result = await cli(['timeline', ...args, '--json', '--limit', '5']);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
      expect(Array.isArray(json<unknown[]>(result.stdout))).toBe(true);
    }
    const media = json<Array<{ media_attachments: unknown[] }>>(
      (await cli(['timeline', 'user', 'bob', '--media', '--json'])).stdout,
    );
    expect(media.every((s) => s.media_attachments.length > 0)).toBe(true);
    const dms = json<Array<{ visibility: string }>>(
      (await cli(['timeline', 'dms', '--json'])).stdout,
    );
    expect(dms.every((s) => s.visibility === 'direct')).toBe(true);
    const unknownList = await cli(['timeline', 'list', 'no such list']);
    expect(unknownList.code).toBe(2);
    expect(unknownList.stderr).toMatch(/No list/);
  });

  it('stream --ndjson prints live updates as one JSON per line', async () => {
    const child = spawn(process.execPath, [PETREL, 'stream', 'public', '--ndjson'], {
      env: { ...process.env, PETREL_CONFIG_DIR: configDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    // Post until the socket is surely joined; the first line that arrives is enough.
    const deadline = Date.now() + 10_000;
    while (!out.includes('\n') && Date.now() < deadline) {
      sandbox.state.createStatus('bob', { status: `live ${Date.now()}`, visibility: 'public' });
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    child.kill('SIGINT');
    await new Promise((resolve) => child.on('close', resolve));
    const first = json<{ event: string; stream: string[]; payload: ApiStatus }>(
      out.split('\n')[0]!,
    );
    expect(first.event).toBe('update');
    expect(first.payload.account.acct).toBe('bob');
    expect(first.payload.content).toMatch(/live/);
  });
});
