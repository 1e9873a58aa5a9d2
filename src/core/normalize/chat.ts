import type { Chat, ChatMessage } from '../domain/chat';
import { normalizeAccount, normalizeEmoji } from './account';
import { bool, isObject, isoDate, mapValid, num, str, strOrNull } from './read';
import { normalizeAttachment } from './status';

/** Wire chat message → domain; undefined without an id or a chat. */
export function normalizeChatMessage(raw: unknown): ChatMessage | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const chatId = str(raw.chat_id);
  if (!id || !chatId) return undefined;
  return {
    id,
    chatId,
    accountId: str(raw.account_id),
    createdAt: isoDate(raw.created_at, new Date(0).toISOString()),
    content: str(raw.content),
    attachment: raw.attachment ? (normalizeAttachment(raw.attachment) ?? null) : null,
    emojis: mapValid(raw.emojis, normalizeEmoji),
    idempotencyKey: strOrNull(raw.idempotency_key),
    unread: bool(raw.unread),
  };
}

/** Wire chat → domain; undefined without an id or a readable account. */
export function normalizeChat(raw: unknown, serverHost = ''): Chat | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  const account = normalizeAccount(raw.account, serverHost);
  if (!id || !account) return undefined;
  return {
    id,
    account,
    unread: Math.max(0, num(raw.unread)),
    lastMessage: raw.last_message ? (normalizeChatMessage(raw.last_message) ?? null) : null,
    updatedAt: isoDate(raw.updated_at, new Date(0).toISOString()),
  };
}
