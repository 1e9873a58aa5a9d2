import type { ChatMessage } from '../domain/chat';
import type { Attachment, CustomEmoji } from '../domain/types';
import type { QueuedChatMessage } from './chat-outbox';

/** A day line between messages of different days (local date `YYYY-MM-DD`). */
export interface ChatDateItem {
  kind: 'date';
  key: string;
  date: string;
}

/** A message as a chat view shows it (spec part 1 §3: isHead, messageChainId). */
export interface ChatMessageItem {
  kind: 'message';
  /** The server id, or the fakeId while it is not confirmed. */
  key: string;
  id: string | null;
  fakeId: string | null;
  accountId: string;
  createdAt: string;
  /** HTML for server messages; plain text for queued ones (`plain`). */
  content: string;
  plain: boolean;
  attachment: Attachment | null;
  mediaId: string | null;
  emojis: CustomEmoji[];
  mine: boolean;
  pending: boolean;
  failed: boolean;
  error: string | null;
  /** The first of a run of messages by one person on one day. */
  isHead: boolean;
  /** Messages of one run share it. */
  chainId: number;
}

export type ChatViewItem = ChatDateItem | ChatMessageItem;

/** The local calendar day of an ISO time. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Server messages (oldest first) then the queued ones, with a date line before each new day
 * and a new chain whenever the author or the day changes.
 */
export function chatViewItems(
  messages: readonly ChatMessage[],
  queued: readonly QueuedChatMessage[],
  ownId: string | null,
): ChatViewItem[] {
  const items: ChatViewItem[] = [];
  let day = '';
  let author: string | null = null;
  let chain = 0;
  const push = (item: Omit<ChatMessageItem, 'kind' | 'isHead' | 'chainId'>) => {
    const today = localDay(item.createdAt);
    const newDay = today !== day;
    if (newDay) {
      items.push({ kind: 'date', key: `date-${today}-${items.length}`, date: today });
      day = today;
    }
    const isHead = newDay || item.accountId !== author;
    if (isHead) chain += 1;
    author = item.accountId;
    items.push({ kind: 'message', ...item, isHead, chainId: chain });
  };
  for (const m of messages) {
    push({
      key: m.id,
      id: m.id,
      fakeId: null,
      accountId: m.accountId,
      createdAt: m.createdAt,
      content: m.content,
      plain: false,
      attachment: m.attachment,
      mediaId: m.attachment?.id ?? null,
      emojis: m.emojis,
      mine: ownId !== null && m.accountId === ownId,
      pending: false,
      failed: false,
      error: null,
    });
  }
  for (const q of queued) {
    push({
      key: q.fakeId,
      id: null,
      fakeId: q.fakeId,
      accountId: ownId ?? '',
      createdAt: q.createdAt,
      content: q.content,
      plain: true,
      attachment: null,
      mediaId: q.mediaId,
      emojis: [],
      mine: true,
      pending: q.state === 'pending',
      failed: q.state === 'failed',
      error: q.error,
    });
  }
  return items;
}
