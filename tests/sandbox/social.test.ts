import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { asArray, asRecord, getJson, type JsonRecord, send, useSandbox } from './helpers';

const records = (v: unknown): JsonRecord[] => asArray(v as never).map((x) => asRecord(x));

describe('sandbox chats, announcements, conversations', () => {
  const sandbox = useSandbox();
  const token = (u: string): string => sandbox().state.tokenFor(u);
  const get = async (path: string, user?: string) =>
    getJson(sandbox(), path, user ? token(user) : undefined);

  it('lists seeded chats with unread counts and pages messages', async () => {
    const chats = records((await get('/api/v1/pleroma/chats', 'alice')).body);
    expect(chats.map((c) => asRecord(c.account).acct)).toEqual(['dave@remote.example', 'bob']);
    expect(chats[0]!.unread).toBe(2);
    expect(chats[1]!.unread).toBe(0);
    const last = asRecord(chats[0]!.last_message);
    expect(last.content).toBe('Also: the kites are in my car.');
    const msgs = await get(`/api/v1/pleroma/chats/${chats[1]!.id}/messages?limit=2`, 'alice');
    expect(records(msgs.body)).toHaveLength(2);
    expect(msgs.headers.get('link')).toContain('max_id=');
    const read = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          `/api/v1/pleroma/chats/${chats[0]!.id}/read`,
          {},
          token('alice'),
        )
      ).body,
    );
    expect(read.unread).toBe(0);
  });

  it('sends with an idempotency key and streams pleroma:chat_update to the recipient', async () => {
    const sb = sandbox();
    const { users } = sb.seed;
    const ws = new WebSocket(
      `${sb.url.replace('http', 'ws')}/api/v1/streaming?stream=user&access_token=${token('bob')}`,
    );
    await new Promise((r) => ws.once('open', r));
    const got = new Promise<{ event: string; payload: string }>((resolve) =>
      ws.on('message', (d) => {
        const e = JSON.parse(d.toString()) as { event: string; payload: string };
        if (e.event === 'pleroma:chat_update') resolve(e);
      }),
    );
    const chat = asRecord(
      (
        await send(
          sb,
          'POST',
          `/api/v1/pleroma/chats/by-account-id/${users.bob}`,
          null,
          token('grace'),
        )
      ).body,
    );
    const post = () =>
      send(
        sb,
        'POST',
        `/api/v1/pleroma/chats/${chat.id}/messages`,
        { content: 'hi bob' },
        token('grace'),
        {
          'Idempotency-Key': 'chat-1',
        },
      );
    const first = asRecord((await post()).body);
    const second = asRecord((await post()).body);
    expect(second.id).toBe(first.id);
    expect(first.idempotency_key).toBe('chat-1');
    const update = JSON.parse((await got).payload) as {
      account: { acct: string };
      unread: number;
      last_message: { id: string; idempotency_key?: string };
    };
    expect(update.account.acct).toBe('grace');
    expect(update.unread).toBe(1);
    // As Pleroma streams it: the message carries the sender's key (its idempotency cache).
    expect(update.last_message).toMatchObject({ id: first.id, idempotency_key: 'chat-1' });
    ws.close();
    const empty = await send(
      sb,
      'POST',
      `/api/v1/pleroma/chats/${chat.id}/messages`,
      { content: ' ' },
      token('grace'),
    );
    expect(empty.status).toBe(422);
  });

  it('announcements: active ones for users, dismiss, admin CRUD', async () => {
    const list = records((await get('/api/v1/announcements', 'alice')).body);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ read: false, all_day: false });
    await send(
      sandbox(),
      'POST',
      `/api/v1/announcements/${list[0]!.id}/dismiss`,
      null,
      token('alice'),
    );
    expect(records((await get('/api/v1/announcements', 'alice')).body)[0]!.read).toBe(true);
    const all = records((await get('/api/v1/pleroma/admin/announcements', 'alice')).body);
    expect(all).toHaveLength(3);
    expect((await get('/api/v1/pleroma/admin/announcements', 'carol')).status).toBe(403);
    const created = asRecord(
      (
        await send(
          sandbox(),
          'POST',
          '/api/v1/pleroma/admin/announcements',
          { content: 'New!', all_day: true },
          token('alice'),
        )
      ).body,
    );
    expect(created).toMatchObject({ all_day: true, starts_at: null });
    const edited = asRecord(
      (
        await send(
          sandbox(),
          'PATCH',
          `/api/pleroma/admin/announcements/${created.id}`,
          { content: 'Newer' },
          token('alice'),
        )
      ).body,
    );
    expect(asRecord(edited.pleroma).raw_content).toBe('Newer');
    expect(
      (
        await send(
          sandbox(),
          'DELETE',
          `/api/v1/pleroma/admin/announcements/${created.id}`,
          null,
          token('alice'),
        )
      ).status,
    ).toBe(200);
  });

  it('conversations list direct threads', async () => {
    const convs = records((await get('/api/v1/conversations', 'alice')).body);
    expect(convs.length).toBeGreaterThan(0);
    const c = convs[0]!;
    expect(asRecord(c.last_status).visibility).toBe('direct');
    expect(records(c.accounts).map((a) => a.acct)).toContain('carol');
  });
});
