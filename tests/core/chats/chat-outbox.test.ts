// The chat send state machine on a fake clock (spec part 1 §4 "Chat message", §9): pending at
// once, 5xx and failed fetches retried 1 s, 2 s, 4 s … up to 10 tries, other errors failed
// with a manual retry, order kept, and exactly once across a restart on the same storage.
import { describe, expect, it } from 'vitest';
import { PleromaClient } from '../../../src/core/api/client';
import {
  CHAT_OUTBOX_KEY,
  CHAT_SEND_ATTEMPTS,
  ChatOutbox,
  type QueuedChatMessage,
} from '../../../src/core/model/chat-outbox';
import { memoryStorage, type StoragePort } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from '../helpers/fake-http';

const SERVER = 'https://pleroma.example';
const PATH = '/api/v1/pleroma/chats/C1/messages';

/** A chat server that can be made to fail; it keeps one message per idempotency key. */
function chatServer() {
  const http = new FakeHttp();
  const made: Array<{ id: string; content: string; key: string }> = [];
  let failWith: number | 'network' | null = null;
  http.on('POST', PATH, (request) => {
    if (failWith === 'network') throw new TypeError('fetch failed');
    if (failWith !== null) return { status: failWith, body: { error: 'Nope' } };
    const key = request.headers['Idempotency-Key']!;
    let m = made.find((x) => x.key === key);
    if (!m) {
      m = { id: String(100 + made.length), content: JSON.parse(request.body!).content, key };
      made.push(m);
    }
    return {
      body: {
        id: m.id,
        chat_id: 'C1',
        account_id: 'A1',
        content: m.content,
        created_at: '2026-11-21T12:00:00.000Z',
        idempotency_key: key,
      },
    };
  });
  return {
    http,
    made,
    fail: (how: number | 'network' | null) => {
      failWith = how;
    },
  };
}

function outboxOn(http: FakeHttp, storage: StoragePort, clock: FakeClock, mode?: 'once') {
  const client = new PleromaClient({ fetch: http.fetch, baseUrl: SERVER, token: 'T' });
  return new ChatOutbox({ client: () => client, storage, clock, mode });
}

describe('chat outbox', () => {
  it('refuses an empty message and a second file, queueing nothing', () => {
    const { http } = chatServer();
    const outbox = outboxOn(http, memoryStorage(), new FakeClock());
    expect(outbox.send('C1', '   ')).toEqual({ ok: false, reason: 'empty' });
    expect(outbox.send('C1', 'hi', ['m1', 'm2'])).toEqual({ ok: false, reason: 'too_many_files' });
    expect(outbox.entries).toEqual([]);
    expect(http.requests).toEqual([]);
  });

  it('shows a message as pending at once and drops it when the server confirms it', async () => {
    const { http, made } = chatServer();
    const storage = memoryStorage();
    const outbox = outboxOn(http, storage, new FakeClock());
    const sent: string[] = [];
    outbox.onSent((m, entry) => sent.push(`${m.id}:${entry.fakeId}`));
    const result = outbox.send('C1', 'hello');
    expect(result.ok).toBe(true);
    expect(outbox.entries.map((e) => [e.content, e.state])).toEqual([['hello', 'pending']]);
    expect(storage.get<QueuedChatMessage[]>(CHAT_OUTBOX_KEY)).toHaveLength(1);
    await outbox.flush();
    expect(made.map((m) => m.content)).toEqual(['hello']);
    expect(sent).toEqual([`100:${result.ok ? result.entry.fakeId : ''}`]);
    expect(outbox.entries).toEqual([]);
    expect(storage.get(CHAT_OUTBOX_KEY)).toBeUndefined();
  });

  it('retries 5xx and network failures 1 s, 2 s, 4 s … later and fails after the tenth try', async () => {
    const { http, fail } = chatServer();
    const clock = new FakeClock();
    const outbox = outboxOn(http, memoryStorage(), clock);
    fail(502);
    outbox.send('C1', 'hello');
    await settle();
    const tries = () => http.calls('POST', PATH).length;
    expect(tries()).toBe(1);
    fail('network');
    const delays = [1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000];
    for (const delay of delays) {
      const before = tries();
      await clock.advance(delay - 1);
      expect(tries()).toBe(before);
      await clock.advance(1);
      await settle();
      expect(tries()).toBe(before + 1);
    }
    expect(tries()).toBe(CHAT_SEND_ATTEMPTS);
    expect(outbox.entries[0]).toMatchObject({ state: 'failed' });
    await clock.advance(10 * 60_000);
    expect(tries()).toBe(CHAT_SEND_ATTEMPTS);
  });

  it('on reconnect, a message whose tries ran out offline goes again; one the server refused stays', async () => {
    const { http, fail, made } = chatServer();
    const clock = new FakeClock();
    const outbox = outboxOn(http, memoryStorage(), clock);
    fail(422);
    outbox.send('C1', 'refused');
    await settle();
    fail('network');
    outbox.send('C1', 'typed offline');
    for (let i = 0; i < CHAT_SEND_ATTEMPTS; i++) {
      await settle();
      await clock.advance(256_000);
    }
    expect(outbox.entries.map((e) => [e.content, e.state])).toEqual([
      ['refused', 'failed'],
      ['typed offline', 'failed'],
    ]);
    fail(null);
    await outbox.resume();
    expect(made.map((m) => m.content)).toEqual(['typed offline']);
    expect(outbox.entries.map((e) => [e.content, e.state])).toEqual([['refused', 'failed']]);
  });

  it('fails other errors at once; retry sends it with the same key', async () => {
    const { http, fail, made } = chatServer();
    const clock = new FakeClock();
    const outbox = outboxOn(http, memoryStorage(), clock);
    fail(422);
    outbox.send('C1', 'hello');
    await outbox.flush();
    expect(outbox.entries[0]).toMatchObject({ state: 'failed', error: 'Nope' });
    await clock.advance(60_000);
    expect(http.calls('POST', PATH)).toHaveLength(1);
    fail(null);
    outbox.retry(outbox.entries[0]!.fakeId);
    await outbox.flush();
    expect(made.map((m) => m.content)).toEqual(['hello']);
    expect(outbox.entries).toEqual([]);
  });

  it('keeps the order: later messages wait behind one being retried', async () => {
    const { http, fail, made } = chatServer();
    const clock = new FakeClock();
    const outbox = outboxOn(http, memoryStorage(), clock);
    fail(503);
    outbox.send('C1', 'one');
    await settle();
    outbox.send('C1', 'two');
    outbox.send('C1', 'three');
    await settle();
    expect(made).toEqual([]);
    fail(null);
    await clock.advance(1000);
    await settle();
    expect(made.map((m) => m.content)).toEqual(['one', 'two', 'three']);
  });

  it('survives a restart: a new outbox on the same storage sends the queue exactly once', async () => {
    const { http, fail, made } = chatServer();
    const storage = memoryStorage();
    const first = outboxOn(http, storage, new FakeClock());
    fail(500);
    first.send('C1', 'one');
    await settle();
    first.send('C1', 'two');
    await settle();
    // The program ends while "one" waits for its retry.
    first.dispose();
    fail(null);
    const stillStored = storage.get<QueuedChatMessage[]>(CHAT_OUTBOX_KEY) ?? [];
    expect(stillStored.map((e) => e.content)).toEqual(['one', 'two']);
    // A try whose answer was lost: the server made "one" already.
    await http.fetch(`${SERVER}${PATH}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': stillStored[0]!.idempotencyKey },
      body: JSON.stringify({ content: 'one' }),
    });
    const second = outboxOn(http, storage, new FakeClock());
    expect(second.entries.map((e) => e.state)).toEqual(['pending', 'pending']);
    await second.flush();
    expect(made.map((m) => m.content)).toEqual(['one', 'two']);
    expect(storage.get(CHAT_OUTBOX_KEY)).toBeUndefined();
  });

  it('once mode (a CLI command) leaves a refused queue for the next command', async () => {
    const { http, fail, made } = chatServer();
    const storage = memoryStorage();
    const outbox = outboxOn(http, storage, new FakeClock(), 'once');
    fail('network');
    outbox.send('C1', 'one');
    outbox.send('C1', 'two');
    await outbox.flush();
    expect(http.calls('POST', PATH)).toHaveLength(1);
    expect(outbox.entries.map((e) => e.state)).toEqual(['pending', 'pending']);
    fail(null);
    await outboxOn(http, storage, new FakeClock(), 'once').flush();
    expect(made.map((m) => m.content)).toEqual(['one', 'two']);
  });
});
