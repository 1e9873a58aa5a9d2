// Opening the chat with an account from anywhere (a profile's Chat button, the terminal's
// `C`) and from a push notification's click (`/users/{username}/chats?notification={id}`).
import { afterEach, describe, expect, it } from 'vitest';
import { chatListOf } from '../../../src/core/model/chats';
import type { RootStore } from '../../../src/core/model/root';
import { rootOn, twoUserServer } from '../scopes/two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

const bob = { id: 'B1', username: 'bob', acct: 'bob', display_name: 'Bob' };
const carol = { id: 'C9', username: 'carol', acct: 'carol', display_name: 'Carol' };
const chatOf = (id: string, account: typeof bob) => ({
  id,
  account,
  unread: 0,
  last_message: null,
  updated_at: '2026-11-21T12:00:00.000Z',
});

function harness() {
  const http = twoUserServer()
    .on('GET', '/api/v1/pleroma/chats', { body: [chatOf('CB', bob)] })
    .on('POST', '/api/v1/pleroma/chats/by-account-id/C9', { body: chatOf('CC', carol) })
    .on('GET', '/api/v1/notifications/N1', {
      body: {
        id: 'N1',
        type: 'pleroma:chat_mention',
        created_at: '2026-11-21T12:00:00.000Z',
        account: carol,
        chat_message: {
          id: 'M1',
          chat_id: 'CC',
          account_id: 'C9',
          content: 'kites',
          created_at: '2026-11-21T12:00:00.000Z',
        },
      },
    })
    .on('GET', '/api/v1/notifications/N2', {
      body: { id: 'N2', type: 'follow', created_at: '2026-11-21T12:00:00.000Z', account: carol },
    })
    .on('GET', '/api/v1/notifications/N3', { status: 404, body: { error: 'Record not found' } });
  const { root, signIn } = rootOn(http);
  roots.push(root);
  return { http, signIn };
}

describe('chatWith and the chat of a notification', () => {
  it('a listed chat opens without making one; an unlisted one is made on the server once', async () => {
    const { http, signIn } = harness();
    const list = (await signIn('alice')).use(chatListOf);
    expect((await list.chatWith('B1')).id).toBe('CB');
    expect(http.calls('POST', '/api/v1/pleroma/chats/by-account-id/B1')).toHaveLength(0);

    const made = await list.chatWith('C9');
    expect(made.id).toBe('CC');
    expect(http.calls('POST', '/api/v1/pleroma/chats/by-account-id/C9')).toHaveLength(1);
    // Now listed: the next time is the list's.
    expect((await list.chatWith('C9')).id).toBe('CC');
    expect(http.calls('POST', '/api/v1/pleroma/chats/by-account-id/C9')).toHaveLength(1);
  });

  it("a chat message's notification names the sender; another kind names nobody; a missing one fails", async () => {
    const { http, signIn } = harness();
    const list = (await signIn('alice')).use(chatListOf);
    expect(await list.recipientOfNotification('N1')).toBe('C9');
    expect(http.calls('GET', '/api/v1/notifications/N1')).toHaveLength(1);
    expect(await list.recipientOfNotification('N2')).toBeNull();
    await expect(list.recipientOfNotification('N3')).rejects.toThrow();
  });
});
