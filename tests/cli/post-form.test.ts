import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** `petrel post` with polls, quotes, previews and `--at`; `petrel edit`; `petrel scheduled`. */

let sandbox: Sandbox;
let configDir: string;
const cli = (args: string[], stdin?: string) => runCli(args, { configDir, stdin });
const json = <T>(text: string) => JSON.parse(text) as T;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  configDir = await mkdtemp(join(tmpdir(), 'petrel-post-form-'));
  await loginWithToken(sandbox.url, sandbox.state.tokenFor('alice'), configDir);
});

afterAll(async () => {
  await sandbox?.close();
  await rm(configDir, { recursive: true, force: true });
});

/** Ten minutes from now as "YYYY-MM-DD HH:MM" in local time, as a user types it. */
function localTime(offsetMs: number): string {
  const d = new Date(Date.now() + offsetMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describe('petrel post: the post form as a command', () => {
  it('posts a poll with its options, expiry and multiple choice', async () => {
    const result = await cli([
      'post',
      'Lunch?',
      '--poll',
      'Pizza',
      '--poll',
      'Soup',
      '--poll',
      'Salad',
      '--poll-expires',
      '1h',
      '--poll-multiple',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const status = json<{ id: string; poll: Record<string, unknown> }>(result.stdout);
    expect(status.poll.multiple).toBe(true);
    expect((status.poll.options as Array<{ title: string }>).map((o) => o.title)).toEqual([
      'Pizza',
      'Soup',
      'Salad',
    ]);
    const seconds = (Date.parse(status.poll.expires_at as string) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
  });

  it('refuses broken polls and other bad input locally with exit code 2', async () => {
    const before = sandbox.state.statuses.size;
    const cases: Array<[string[], RegExp]> = [
      [['post', 'x', '--poll', 'Same', '--poll', ' Same '], /Too few unique options in poll/],
      [['post', 'x', '--poll', 'a', '--poll-expires', '1h'], /Too few unique options in poll/],
      [['post', 'x', '--poll-multiple'], /need at least two --poll options/],
      [['post', 'x', '--poll', 'a', '--poll', 'b', '--poll-expires', 'soon'], /duration like 30m/],
      [['post', 'x', '--poll', 'a'.repeat(201), '--poll', 'b'], /longer than .* allows \(200/],
      [['post', 'x', '--reply-to', '1', '--quote', '2'], /either a reply .* or a quote/],
      [['post', 'x', '--at', 'next tuesday'], /YYYY-MM-DD HH:MM/],
      [['post', 'x', '--at', localTime(60_000)], /5 minutes ahead at the earliest/],
      [['post', 'x', '--content-type', 'text/x-rot13'], /does not take text\/x-rot13/],
      [['post', 'x'.repeat(4999), '--cw', 'ab'], /5001 characters .* at most 5000/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args);
      expect({ args: args.slice(0, 3), code: result.code }).toEqual({
        args: args.slice(0, 3),
        code: 2,
      });
      expect(result.stderr).toMatch(message);
    }
    expect(sandbox.state.statuses.size).toBe(before);
  });

  it('quotes a status (and never sends a reply id with it)', async () => {
    const quoted = json<{ id: string }>((await cli(['post', 'Quote me', '--json'])).stdout);
    const result = await cli(['post', 'Look at this', '--quote', quoted.id, '--json']);
    expect(result.code).toBe(0);
    const { id } = json<{ id: string }>(result.stdout);
    expect(sandbox.state.statuses.get(id)).toMatchObject({ quoteId: quoted.id, inReplyToId: null });
  });

  it('sends the content type and previews without posting', async () => {
    const before = sandbox.state.statuses.size;
    const preview = await cli(['post', '**bold**', '--content-type', 'text/markdown', '--preview']);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain('**bold**');
    expect(sandbox.state.statuses.size).toBe(before);
    const posted = await cli(['post', '*hi*', '--content-type', 'text/markdown', '--json']);
    const id = json<{ id: string }>(posted.stdout).id;
    expect(sandbox.state.statuses.get(id)?.contentType).toBe('text/markdown');
  });

  it('schedules a post, lists it, reschedules it and cancels it', async () => {
    const at = localTime(2 * 3600_000);
    const scheduled = await cli(['post', 'Later, world', '--at', at, '--json']);
    expect(scheduled.stderr).toBe('');
    expect(scheduled.code).toBe(0);
    const item = json<{ id: string; scheduled_at: string; params: { text: string } }>(
      scheduled.stdout,
    );
    expect(item.params.text).toBe('Later, world');
    expect(new Date(item.scheduled_at).getTime()).toBe(new Date(at.replace(' ', 'T')).getTime());

    const list = await cli(['scheduled']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(item.id);
    expect(list.stdout).toContain('Later, world');

    const later = localTime(3 * 3600_000);
    const moved = await cli(['scheduled', 'reschedule', item.id, later, '--json']);
    expect(moved.code).toBe(0);
    expect(new Date(json<{ scheduled_at: string }>(moved.stdout).scheduled_at).getTime()).toBe(
      new Date(later.replace(' ', 'T')).getTime(),
    );

    const cancel = await cli(['scheduled', 'cancel', item.id]);
    expect(cancel.code).toBe(0);
    expect((await cli(['scheduled', '--json'])).stdout.trim()).toBe('[]');
    expect((await cli(['scheduled', 'drop', item.id])).code).toBe(2);
  });
});

describe('petrel edit', () => {
  it('prints the source, edits the text and keeps the history', async () => {
    const posted = json<{ id: string }>((await cli(['post', 'First words', '--json'])).stdout);
    const source = await cli(['edit', posted.id]);
    expect(source.code).toBe(0);
    expect(source.stdout.trim()).toBe('First words');

    const edited = await cli(['edit', posted.id, '-', '--json'], 'Better words\n');
    expect(edited.stderr).toBe('');
    expect(edited.code).toBe(0);
    const status = json<{ content: string; edited_at: string | null }>(edited.stdout);
    expect(status.content).toContain('Better words');
    expect(status.edited_at).not.toBeNull();

    const history = await fetch(`${sandbox.url}/api/v1/statuses/${posted.id}/history`);
    const versions = (await history.json()) as Array<{ content: string }>;
    expect(versions.map((v) => v.content).join('|')).toMatch(/First words.*\|.*Better words/);
  });

  it("refuses someone else's status and an empty text with exit code 2", async () => {
    const bobs = sandbox.state.createStatus('bob', { status: 'Bob speaking', silent: true });
    const other = await cli(['edit', bobs.id, 'Hijack']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/Only your own statuses can be edited/);
    const empty = await cli(['edit', bobs.id, '  ']);
    expect(empty.code).toBe(2);
    expect(sandbox.state.statuses.get(bobs.id)?.source).toBe('Bob speaking');
  });
});
