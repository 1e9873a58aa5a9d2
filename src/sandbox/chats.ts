import { findEmoji } from './emoji';
import { notFound, unprocessable } from './errors';
import { findShortcodes, renderPlainText } from './html';
import { compareIds } from './ids';
import { MAX_STATUS_CHARS } from './limits';
import type { ChatMessageRecord, ChatRecord } from './records';
import type { SandboxState } from './state';

/**
 * Pleroma chats: one-to-one messages outside the status system. Each participant has
 * their own chat record (own id, own read marker); messages are shared by the pair.
 */
export class ChatStore {
  readonly chats = new Map<string, ChatRecord>();
  readonly messages = new Map<string, ChatMessageRecord>();
  /** idempotency: `${authorId}\0${key}` -> message id. */
  private readonly sent = new Map<string, string>();

  constructor(private readonly state: SandboxState) {}

  /** The owner's chat with `recipientId`, created on first use. */
  chatWith(ownerId: string, recipientId: string, at: number = Date.now()): ChatRecord {
    for (const c of this.chats.values())
      if (c.ownerId === ownerId && c.recipientId === recipientId) return c;
    const chat: ChatRecord = {
      id: this.state.ids.next(at),
      ownerId,
      recipientId,
      lastReadId: null,
      updatedAt: at,
    };
    this.chats.set(chat.id, chat);
    return chat;
  }

  ownChat(ownerId: string, chatId: string): ChatRecord {
    const chat = this.chats.get(chatId);
    if (!chat || chat.ownerId !== ownerId) throw notFound();
    return chat;
  }

  chatsOf(ownerId: string): ChatRecord[] {
    return [...this.chats.values()]
      .filter((c) => c.ownerId === ownerId)
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** Messages between the chat's two people, newest first. */
  messagesOf(chat: ChatRecord): ChatMessageRecord[] {
    return [...this.messages.values()]
      .filter(
        (m) =>
          (m.authorId === chat.ownerId && m.recipientId === chat.recipientId) ||
          (m.authorId === chat.recipientId && m.recipientId === chat.ownerId),
      )
      .sort((a, b) => compareIds(b.id, a.id));
  }

  unreadCount(chat: ChatRecord): number {
    return this.messagesOf(chat).filter((m) => this.isUnread(chat, m)).length;
  }

  isUnread(chat: ChatRecord, m: ChatMessageRecord): boolean {
    return (
      m.authorId !== chat.ownerId &&
      (chat.lastReadId === null || compareIds(m.id, chat.lastReadId) > 0)
    );
  }

  /** Sends a message; the same idempotency key from the same author gives the same message. */
  send(
    authorId: string,
    recipientId: string,
    input: {
      content: string;
      mediaId?: string | null;
      idempotencyKey?: string;
      at?: number;
      silent?: boolean;
    },
  ): { message: ChatMessageRecord; created: boolean } {
    if (input.idempotencyKey) {
      const prior = this.sent.get(`${authorId}\u0000${input.idempotencyKey}`);
      const m = prior ? this.messages.get(prior) : undefined;
      if (m) return { message: m, created: false };
    }
    const text = input.content ?? '';
    if (text.trim() === '' && !input.mediaId) throw unprocessable('Cannot post an empty message');
    if (text.length > MAX_STATUS_CHARS)
      throw unprocessable('The message is over the character limit');
    const recipient = this.state.users.get(recipientId);
    if (!recipient?.acceptsChatMessages)
      throw unprocessable('This user does not accept chat messages');
    if (input.mediaId) {
      const media = this.state.media.get(input.mediaId);
      if (!media || media.ownerId !== authorId) throw unprocessable('Invalid media id');
    }
    const at = input.at ?? Date.now();
    const rendered = renderPlainText(text, () => undefined, this.state.baseUrl);
    const message: ChatMessageRecord = {
      id: this.state.ids.next(at),
      authorId,
      recipientId,
      content: rendered.html,
      mediaId: input.mediaId ?? null,
      emojis: findShortcodes(text, (c) => findEmoji(c) !== undefined),
      createdAt: at,
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    };
    this.messages.set(message.id, message);
    if (input.idempotencyKey) this.sent.set(`${authorId}\u0000${input.idempotencyKey}`, message.id);
    const mine = this.chatWith(authorId, recipientId, at);
    const theirs = this.chatWith(recipientId, authorId, at);
    mine.updatedAt = at;
    theirs.updatedAt = at;
    // Your own message counts as read for you.
    mine.lastReadId = message.id;
    if (!input.silent) {
      this.state.notify(recipientId, 'pleroma:chat_mention', authorId, {
        chatMessageId: message.id,
        at,
      });
      this.state.emit({ type: 'pleroma:chat_update', ownerId: authorId, chatId: mine.id });
      this.state.emit({ type: 'pleroma:chat_update', ownerId: recipientId, chatId: theirs.id });
    }
    return { message, created: true };
  }
}
