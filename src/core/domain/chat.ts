import type { Account, Attachment, CustomEmoji } from './types';

/** A Pleroma chat message (spec part 1 §3 "Chat message"), as the server sent it. */
export interface ChatMessage {
  id: string;
  chatId: string;
  /** The author. */
  accountId: string;
  /** ISO time. */
  createdAt: string;
  /** HTML as the server sent it; sanitize before rendering. */
  content: string;
  /** At most one (spec part 1 §5). */
  attachment: Attachment | null;
  emojis: CustomEmoji[];
  /** The key the sender used, when the server echoes it (matches a pending message). */
  idempotencyKey: string | null;
  unread: boolean;
}

/** A one-to-one Pleroma chat (spec part 1 §3 "Chat"). */
export interface Chat {
  id: string;
  /** The other person. */
  account: Account;
  unread: number;
  lastMessage: ChatMessage | null;
  /** ISO time. */
  updatedAt: string;
}
