// The chat list and an open chat on an account scope, on a fake clock: the list polls every
// 5 s and reports its unread total to `scope.unread`; the chat view groups messages by day and
// author, polls the latest every 5 s while the stream is down, marks the chat read after 1.5 s
// at the bottom (the unread count resets), keeps 50 once at the bottom for 5 s, and swaps a
// pending message for the server's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatOutboxOf } from '../../../src/core/model/chat-outbox';
import { ChatViewStore } from '../../../src/core/model/chat-view';
import { chatViewsOf } from '../../../src/core/model/chat-views';
import { CHAT_LIST_POLL_MS, chatListOf } from '../../../src/core/model/chats';
import type { RootStore } from '../../../src/core/model/root';
import { settle } from '../helpers/fake-http';
import { rootOn, twoUserServer } from './../scopes/two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

const bob = { id: 'B1', username: 'bob', acct: 'bob', display_name: 'Bob' };

function message(id: number, author: string, day = '2026-11-21') {
  return {
    id: String(id).padStart(4, '0'),
    chat_id: 'C1',
    account_id: author,
    content: `m${id}`,
    created_at: `${day}T12:${String(id % 60).padStart(2, '0')}:00.000Z`,
  };
}

function harness(count = 3) {
  const http = twoUserServer();
  const messages = Array.from({ length: count }, (_, i) =>
    message(i + 1, i === 1 ? 'A1' : 'B1', i === 0 ? '2026-11-20' : '2026-11-21'),
  );
  let unread = 2;
  const chat = () => ({
    id: 'C1',
    account: bob,
    unread,
    last_message: messages[messages.length - 1] ?? null,
    updated_at: '2026-11-21T12:00:00.000Z',
  });
  http
    .on('GET', '/api/v1/pleroma/chats', () => ({ body: [chat()] }))
    .on('GET', '/api/v1/pleroma/chats/C1/messages', (request) => {
      const max = request.query.get('max_id');
      const since = request.query.get('since_id');
      const limit = Number(request.query.get('limit'));
      const newestFirst = [...messages].reverse();
      const page = newestFirst.filter((m) => (!max || m.id < max) && (!since || m.id > since));
      return { body: page.slice(0, limit) };
    })
    .on('POST', '/api/v1/pleroma/chats/C1/messages', (request) => {
      const m = {
        ...message(messages.length + 1, 'A1'),
        content: JSON.parse(request.body!).content,
        idempotency_key: request.headers['Idempotency-Key'],
      };
      messages.push(m);
      return { body: m };
    })
    .on('POST', '/api/v1/pleroma/chats/C1/read', () => {
      unread = 0;
      return { body: chat() };
    });
  const { root, clock, signIn } = rootOn(http);
  roots.push(root);
  return { http, clock, signIn, messages };
}

type Scope = Awaited<ReturnType<ReturnType<typeof harness>['signIn']>>;

/**
 * A chat view on a streaming scope whose server stores a sent message at once but answers
 * only on `answer.release()`; `streamed.push` plays a `pleroma:chat_update` payload.
 */
function slowAnswerView(
  http: ReturnType<typeof harness>['http'],
  messages: ReturnType<typeof harness>['messages'],
  scope: Scope,
) {
  const answer: { release?: () => void } = {};
  const streamed: { push?: (payload: unknown) => void } = {};
  http.on('POST', '/api/v1/pleroma/chats/C1/messages', (request) => {
    const m = {
      ...message(messages.length + 1, 'A1'),
      content: JSON.parse(request.body!).content,
      idempotency_key: request.headers['Idempotency-Key'],
    };
    messages.push(m);
    return new Promise((resolve) => {
      answer.release = () => resolve({ body: m });
    });
  });
  const view = new ChatViewStore({
    chatId: 'C1',
    client: () => scope.client,
    scheduler: scope.scheduler,
    outbox: scope.use(chatOutboxOf),
    ownAccountId: () => scope.ownAccountId(),
    streaming: () => true,
    onChatUpdate: (listener) => {
      streamed.push = listener;
      return () => {};
    },
    markRead: async () => {},
  });
  return { view, answer, streamed };
}

describe('chats on an account scope', () => {
  it('the list polls every 5 s and its unread total reaches scope.unread', async () => {
    const { http, clock, signIn } = harness();
    const scope = await signIn('alice');
    const list = scope.use(chatListOf);
    list.start();
    await settle();
    expect(list.chats.map((c) => [c.account.username, c.unread])).toEqual([['bob', 2]]);
    expect(scope.unread.counts.get('chats')).toBe(2);
    const asked = http.calls('GET', '/api/v1/pleroma/chats').length;
    await clock.advance(CHAT_LIST_POLL_MS);
    await settle();
    expect(http.calls('GET', '/api/v1/pleroma/chats').length).toBe(asked + 1);
    scope.dispose();
    await clock.advance(CHAT_LIST_POLL_MS * 3);
    expect(http.calls('GET', '/api/v1/pleroma/chats').length).toBe(asked + 1);
  });

  it('the list shows the most recently active chat first, whatever order the server sends', async () => {
    const { http, signIn } = harness();
    const chat = (id: string, username: string, updated_at: string) => ({
      id,
      account: { ...bob, id: `A-${id}`, username, acct: username },
      unread: 0,
      last_message: null,
      updated_at,
    });
    http.on('GET', '/api/v1/pleroma/chats', () => ({
      body: [
        chat('C2', 'carol', '2026-11-20T09:00:00.000Z'),
        chat('C3', 'dave', '2026-11-21T18:30:00.000Z'),
        chat('C4', 'erin', '2026-11-21T08:00:00.000Z'),
      ],
    }));
    const scope = await signIn('alice');
    const list = scope.use(chatListOf);
    list.start();
    await settle();
    expect(list.chats.map((c) => c.account.username)).toEqual(['dave', 'erin', 'carol']);
  });

  it('a chat view: date lines, head/chain grouping, read after 1.5 s at the bottom', async () => {
    const { http, clock, signIn } = harness();
    const scope = await signIn('alice');
    scope.use(chatListOf).start();
    const view = scope.use(chatViewsOf).open('C1');
    await view.load();
    const shape = view.items.map((i) =>
      i.kind === 'date' ? `[${i.date}]` : `${i.content}${i.isHead ? '*' : ''}${i.mine ? '<' : ''}`,
    );
    expect(shape).toEqual(['[2026-11-20]', 'm1*', '[2026-11-21]', 'm2*<', 'm3*']);
    view.setAtBottom(true);
    await clock.advance(1499);
    expect(http.calls('POST', '/api/v1/pleroma/chats/C1/read')).toHaveLength(0);
    await clock.advance(1);
    await settle();
    const reads = http.calls('POST', '/api/v1/pleroma/chats/C1/read');
    expect(reads.map((r) => JSON.parse(r.body!))).toEqual([{ last_read_id: '0003' }]);
    expect(scope.unread.counts.get('chats')).toBe(0);
    // Leaving the bottom before 1.5 s marks nothing.
    view.setAtBottom(false);
  });

  it('pages older by 20, keeps 50 after 5 s at the bottom, polls the latest every 5 s', async () => {
    const { http, clock, signIn, messages } = harness(75);
    const scope = await signIn('alice');
    const view = scope.use(chatViewsOf).open('C1');
    await view.load();
    expect(view.messages).toHaveLength(20);
    await view.loadOlder();
    await view.loadOlder();
    expect(view.messages).toHaveLength(60);
    expect(view.messages[0]!.id).toBe('0016');
    view.setAtBottom(true);
    await clock.advance(4999);
    expect(view.messages).toHaveLength(60);
    await clock.advance(1);
    expect(view.messages).toHaveLength(50);
    expect(view.messages[0]!.id).toBe('0026');
    // No stream (the fake socket never joins): the latest are polled every 5 s.
    messages.push(message(76, 'B1'));
    await clock.advance(5000);
    await settle();
    expect(view.messages.at(-1)!.content).toBe('m76');
    const polls = http
      .calls('GET', '/api/v1/pleroma/chats/C1/messages')
      .filter((r) => r.query.get('since_id'));
    expect(polls.length).toBeGreaterThan(0);
  });

  it('a sent message shows as pending, then as the server message, once', async () => {
    const { signIn } = harness();
    const scope = await signIn('alice');
    const view = scope.use(chatViewsOf).open('C1');
    await view.load();
    expect(view.send('')).toBe('empty');
    expect(view.send('hello there')).toBeNull();
    const last = view.items.at(-1);
    expect(last).toMatchObject({ kind: 'message', content: 'hello there', pending: true });
    await scope.use(chatOutboxOf).flush();
    const lines = view.items.filter((i) => i.kind === 'message' && i.content === 'hello there');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ pending: false, id: '0004', mine: true });
  });

  it("a sent message's stream copy arriving before the send's answer never shows it twice", async () => {
    const { http, signIn, messages } = harness();
    const scope = await signIn('alice');
    const { view, answer, streamed } = slowAnswerView(http, messages, scope);
    await view.load();
    const shown = () =>
      view.items.filter((i) => i.kind === 'message' && i.content === 'hello there');
    expect(view.send('hello there')).toBeNull();
    await vi.waitFor(() => expect(answer.release).toBeDefined());
    // The stream's copy (as Pleroma streams it: no idempotency key) comes first.
    const { idempotency_key: _key, ...copy }: Record<string, unknown> = messages.at(-1)!;
    streamed.push!({
      id: 'C1',
      account: bob,
      unread: 0,
      last_message: copy,
      updated_at: copy.created_at,
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ pending: true });
    // Bob's message on the stream meanwhile is not held back.
    const fromBob = message(9, 'B1');
    streamed.push!({
      id: 'C1',
      account: bob,
      unread: 1,
      last_message: fromBob,
      updated_at: fromBob.created_at,
    });
    expect(view.items.some((i) => i.kind === 'message' && i.content === 'm9')).toBe(true);
    answer.release!();
    await scope.use(chatOutboxOf).flush();
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ pending: false, id: '0004', mine: true });
    view.dispose();
  });
  it('a stream copy with the idempotency key (as Pleroma sends it) replaces the pending line at once', async () => {
    const { http, signIn, messages } = harness();
    const scope = await signIn('alice');
    const { view, answer, streamed } = slowAnswerView(http, messages, scope);
    await view.load();
    const shown = () =>
      view.items.filter((i) => i.kind === 'message' && i.content === 'keyed hello');
    expect(view.send('keyed hello')).toBeNull();
    await vi.waitFor(() => expect(answer.release).toBeDefined());
    const copy: Record<string, unknown> = messages.at(-1)!;
    expect(copy.idempotency_key).toBeTruthy();
    streamed.push!({
      id: 'C1',
      account: bob,
      unread: 0,
      last_message: copy,
      updated_at: copy.created_at,
    });
    // Matched by its key: the server's message, not the pending line and not both.
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ pending: false, id: '0004', mine: true });
    expect(view.queued).toHaveLength(0);
    answer.release!();
    await scope.use(chatOutboxOf).flush();
    expect(shown()).toHaveLength(1);
    view.dispose();
  });
});
