import type { ChatStore } from '../chats';
import { isoTime, type JsonObject } from '../json';
import type { ChatMessageRecord, ChatRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeAccount } from './account';
import { serializeAttachment } from './attachment';
import { serializeEmojis } from './emoji';

/** Pleroma's ChatMessage as seen from `chat` (which owner's chat id it carries). */
export function serializeChatMessage(
  state: SandboxState,
  chats: ChatStore,
  chat: ChatRecord,
  m: ChatMessageRecord,
): JsonObject {
  const media = m.mediaId ? state.media.get(m.mediaId) : undefined;
  return {
    account_id: m.authorId,
    attachment: media ? serializeAttachment(state, media) : null,
    card: null,
    chat_id: chat.id,
    content: m.content,
    created_at: isoTime(m.createdAt),
    emojis: serializeEmojis(state, m.emojis),
    id: m.id,
    ...(m.idempotencyKey ? { idempotency_key: m.idempotencyKey } : {}),
    unread: chats.isUnread(chat, m),
  };
}

/** Pleroma's Chat: the other person, unread count and the newest message. */
export function serializeChat(state: SandboxState, chats: ChatStore, chat: ChatRecord): JsonObject {
  const other = state.users.get(chat.recipientId)!;
  const last = chats.messagesOf(chat)[0];
  return {
    account: serializeAccount(state, other, chat.ownerId),
    id: chat.id,
    last_message: last ? serializeChatMessage(state, chats, chat, last) : null,
    unread: chats.unreadCount(chat),
    updated_at: isoTime(chat.updatedAt),
  };
}
