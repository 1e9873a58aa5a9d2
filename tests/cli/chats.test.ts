import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/index';
import { loginWithToken, runCli } from './run-cli';

/** `petrel chats` / `petrel chat`: a round trip between alice and carol, and the queue. */
let sandbox: Sandbox;
let work: string;
const dirs: Record<string, string> = {};
const as = (user: string, args: string[], stdin?: string) =>
  runCli(args, { configDir: dirs[user]!, stdin });
type ChatJson = { id: string; account: { acct: string }; unread: number };
type MessageJson = {
  id: string;
  content: string;
  account_id: string;
  idempotency_key: string;
  attachment: { id: string; url: string } | null;
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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
  work = await mkdtemp(join(tmpdir(), 'petrel-chats-'));
  for (const user of ['alice', 'carol']) {
    dirs[user] = join(work, user);
    await loginWithToken(sandbox.url, sandbox.state.tokenFor(user), dirs[user]);
  }
});

afterAll(async () => {
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('petrel chats and chat', () => {
  it('lists chats with unread counts and shows a chat oldest first', async () => {
    const listed = await as('alice', ['chats', '--json']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const chats = JSON.parse(listed.stdout) as ChatJson[];
    expect(chats.find((c) => c.account.acct.startsWith('dave@'))?.unread).toBe(2);
    expect(chats.find((c) => c.account.acct === 'bob')?.unread).toBe(0);

    const human = await as('alice', ['chats']);
    expect(human.stdout).toContain('@dave');
    expect(human.stdout).toContain('2 unread');
    expect(human.stdout).toContain('Also: the kites are in my car.');

    const shown = await as('alice', ['chat', 'bob']);
    expect(shown.code).toBe(0);
    const lines = shown.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('@bob: Hey, did you see the moderation queue');
    expect(lines[1]).toContain('you: Empty again.');
    const limited = JSON.parse(
      (await as('alice', ['chat', 'bob', '--limit', '1', '--json'])).stdout,
    );
    expect(limited).toHaveLength(1);
  });

  it('a round trip between two accounts: send, read, delete', async () => {
    const sent = await as('alice', ['chat', 'carol', 'send', '-', '--json'], 'Tea at four?\n');
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    const message = JSON.parse(sent.stdout) as MessageJson;
    expect(message.content).toContain('Tea at four?');

    const carolChats = JSON.parse((await as('carol', ['chats', '--json'])).stdout) as ChatJson[];
    expect(carolChats.find((c) => c.account.acct === 'alice')?.unread).toBe(1);
    const carolSees = await as('carol', ['chat', 'alice']);
    expect(carolSees.stdout).toContain('@alice: Tea at four?');
    const reply = await as('carol', ['chat', 'alice', 'send', 'Yes!']);
    expect(reply.stdout).toMatch(/^Sent \S+ to @alice\n$/);
    const read = await as('carol', ['chat', 'alice', 'read', '--json']);
    expect(JSON.parse(read.stdout).unread).toBe(0);

    expect((await as('alice', ['chat', 'carol'])).stdout).toContain('@carol: Yes!');
    const deleted = await as('alice', ['chat', 'carol', 'delete', message.id]);
    expect(deleted.stdout).toBe(`Deleted ${message.id}\n`);
    expect((await as('carol', ['chat', 'alice'])).stdout).not.toContain('Tea at four?');
  });

  it('refuses an empty message and unknown actions locally', async () => {
    const empty = await as('alice', ['chat', 'carol', 'send', '  ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('Cannot post empty message');
    // A single word is a message now (issue 13): `delete` without its id is what is refused.
    expect((await as('alice', ['chat', 'carol', 'delete'])).code).toBe(2);
    expect((await as('alice', ['chat', 'carol', '--limit', 'x'])).code).toBe(2);
  });

  it('queues a message the server refuses (5xx, then a dropped connection) and sends it once', async () => {
    const chats = JSON.parse((await as('alice', ['chats', '--json'])).stdout) as ChatJson[];
    const chatId = chats.find((c) => c.account.acct === 'carol')!.id;
    const path = `/api/v1/pleroma/chats/${chatId}/messages`;
    await fault({ method: 'POST', path, status: 503, times: 1 });
    const first = await as('alice', ['chat', 'carol', 'send', 'first while down']);
    expect(first.code).toBe(5);
    expect(first.stderr).toContain('1 chat message(s) queued');
    // Two drops: a reset on a reused connection is resent once on a fresh one.
    await fault({ method: 'POST', path, status: 0, times: 2 });
    const second = await as('alice', ['chat', 'carol', 'send', 'second while down']);
    expect(second.code).toBe(4);
    expect(second.stderr).toContain('2 chat message(s) queued');

    const flushed = await as('alice', ['chat', 'flush']);
    expect(flushed.stderr).toBe('');
    expect(flushed.stdout).toBe('Sent 2 queued chat message(s)\n');
    const again = await as('alice', ['chat', 'flush']);
    expect(again.stdout).toBe('No queued chat messages\n');

    const seen = JSON.parse(
      (await as('carol', ['chat', 'alice', '--json'])).stdout,
    ) as MessageJson[];
    const texts = seen.map((m) => m.content).filter((c) => c.includes('while down'));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('first while down');
    expect(texts[1]).toContain('second while down');
  });

  it('--media sends one file with the message (or alone); a missing file is refused before anything is sent', async () => {
    const dot = join(work, 'dot.png');
    await writeFile(dot, PNG);
    const uploadsBefore = sandbox.state.media.size;

    const sent = await as('alice', [
      'chat',
      'carol',
      'A picture of the kite',
      '--media',
      dot,
      '--json',
    ]);
    expect(sent.stderr).toBe('');
    expect(sent.code).toBe(0);
    const message = JSON.parse(sent.stdout) as MessageJson;
    expect(message.content).toContain('A picture of the kite');
    expect(message.attachment?.id).toBeTruthy();
    expect(sandbox.state.media.get(String(message.attachment?.id))?.mimeType).toBe('image/png');

    // A file alone is a message too.
    const alone = await as('alice', ['chat', 'carol', '--media', dot]);
    expect(alone.stderr).toBe('');
    expect(alone.stdout).toMatch(/^Sent \S+ to @carol\n$/);
    expect(sandbox.state.media.size).toBe(uploadsBefore + 2);

    // Carol sees both, each with its file's address.
    const carolSees = (await as('carol', ['chat', 'alice'])).stdout;
    expect(carolSees).toContain(`@alice: A picture of the kite [file ${message.attachment?.url}]`);
    expect(carolSees.match(/\[file http/g)).toHaveLength(2);

    // Refused locally (exit 2), nothing uploaded or sent.
    const missing = await as('alice', [
      'chat',
      'carol',
      'Where is it?',
      '--media',
      join(work, 'nope.png'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No such file');
    const withRead = await as('alice', ['chat', 'carol', 'read', '--media', dot]);
    expect(withRead.code).toBe(2);
    expect(withRead.stderr).toContain('--media goes with a message');
    expect(sandbox.state.media.size).toBe(uploadsBefore + 2);
    expect((await as('carol', ['chat', 'alice'])).stdout).not.toContain('Where is it?');
  });
});
