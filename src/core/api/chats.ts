import type { Chat, ChatMessage } from '../domain/chat';
import { normalizeChat, normalizeChatMessage } from '../normalize/chat';
import { normalizeNotification } from '../normalize/notification';
import { mapValid, obj, str } from '../normalize/read';
import type { PleromaClient } from './client';
import { apiPath } from './path';
import { type ApiContext, expectEntity, expectList, unsupportedWhenMissing } from './resource';

/** Spec part 1 §9: chat messages come 20 to a page. */
export const CHAT_PAGE_SIZE = 20;

export interface ChatMessagesParams {
  /** Older than this id. */
  maxId?: string;
  /** Newer than this id (the latest-message poll). */
  sinceId?: string;
  limit?: number;
}

/** What a chat message carries (spec part 1 §5: text and at most one attachment). */
export interface NewChatMessage {
  content: string;
  mediaId?: string | null;
  /** Sent as the `Idempotency-Key` header: the same key never makes a second message. */
  idempotencyKey: string;
}

/** Which chat a notification is about: the chat's id and the other person's account id. */
export interface NotifiedChat {
  chatId: string;
  accountId: string;
}

/** `/api/v1/pleroma/chats` (spec part 1 §7 "chats"). */
export function chatsResource(ctx: ApiContext) {
  const { http } = ctx;
  const chat = (data: unknown): Chat =>
    expectEntity(
      data,
      (raw) => normalizeChat(raw, ctx.serverHost),
      'The server answered with something that is not a chat',
    );
  const message = (data: unknown): ChatMessage =>
    expectEntity(
      data,
      normalizeChatMessage,
      'The server answered with something that is not a chat message',
    );
  return {
    /** Every chat with its account, newest first. A server without chats: `NotSupportedError`. */
    list: async (): Promise<Chat[]> => {
      const { data } = await unsupportedWhenMissing('chats', () =>
        http.request('GET', '/api/v1/pleroma/chats'),
      );
      return mapValid(
        expectList(data, 'chats'),
        (raw) => normalizeChat(raw, ctx.serverHost),
        (item) => ctx.logger.warn('Skipped an unreadable chat', item),
      );
    },
    get: async (id: string): Promise<Chat> => {
      const { data } = await http.request('GET', apiPath`/api/v1/pleroma/chats/${id}`);
      return chat(data);
    },
    /** The chat with an account, made on first use. */
    withAccount: async (accountId: string): Promise<Chat> => {
      const { data } = await unsupportedWhenMissing('chats', () =>
        http.request('POST', apiPath`/api/v1/pleroma/chats/by-account-id/${accountId}`),
      );
      return chat(data);
    },
    /** Newest first, 20 to a page. */
    messages: async (chatId: string, params: ChatMessagesParams = {}): Promise<ChatMessage[]> => {
      const { data } = await http.request(
        'GET',
        apiPath`/api/v1/pleroma/chats/${chatId}/messages`,
        {
          query: {
            max_id: params.maxId,
            since_id: params.sinceId,
            limit: String(params.limit ?? CHAT_PAGE_SIZE),
          },
        },
      );
      return mapValid(expectList(data, 'chat messages'), normalizeChatMessage, (item) =>
        ctx.logger.warn('Skipped an unreadable chat message', item),
      );
    },
    post: async (chatId: string, input: NewChatMessage): Promise<ChatMessage> => {
      const json: Record<string, string> = { content: input.content };
      if (input.mediaId) json.media_id = input.mediaId;
      const { data } = await http.request(
        'POST',
        apiPath`/api/v1/pleroma/chats/${chatId}/messages`,
        { json, headers: { 'Idempotency-Key': input.idempotencyKey } },
      );
      const sent = message(data);
      return sent.idempotencyKey ? sent : { ...sent, idempotencyKey: input.idempotencyKey };
    },
    /** Everything up to `lastReadId` is read; answers the chat with its new unread count. */
    read: async (chatId: string, lastReadId: string): Promise<Chat> => {
      const { data } = await http.request('POST', apiPath`/api/v1/pleroma/chats/${chatId}/read`, {
        json: { last_read_id: lastReadId },
      });
      return chat(data);
    },
    /**
     * The chat a `pleroma:chat_mention` notification is about (`GET /api/v1/notifications/{id}`,
     * a push notification's click); null for any other kind of notification. Here, not in the
     * notifications resource, so only the lazy chat code carries it (web budget).
     */
    notifiedChat: async (notificationId: string): Promise<NotifiedChat | null> => {
      const { data } = await http.request('GET', apiPath`/api/v1/notifications/${notificationId}`);
      const notification = expectEntity(
        data,
        (raw) => normalizeNotification(raw, ctx.serverHost),
        'The server answered with something that is not a notification',
      );
      if (notification.type !== 'pleroma:chat_mention') return null;
      // The sender is the other person of a chat mention (one's own messages notify nobody).
      return {
        chatId: str(obj(obj(data).chat_message).chat_id),
        accountId: notification.accountId,
      };
    },
    deleteMessage: async (chatId: string, messageId: string): Promise<void> => {
      await http.request('DELETE', apiPath`/api/v1/pleroma/chats/${chatId}/messages/${messageId}`);
    },
  };
}

export type ChatsApi = ReturnType<typeof chatsResource>;

const made = new WeakMap<PleromaClient, ChatsApi>();

/**
 * A client's chat calls, made on first use: the web's first load carries none of them
 * (the chat screens load them with their code).
 */
export function chatsApi(client: PleromaClient): ChatsApi {
  let api = made.get(client);
  if (!api) {
    api = chatsResource(client.context);
    made.set(client, api);
  }
  return api;
}
