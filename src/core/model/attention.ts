/**
 * What asks for the person's attention while the terminal runs (issue 13 "Terminal: ring the
 * bell and/or run a notify command on mentions and chat messages"): a mention newer than what
 * was held when the notifications first loaded, and a chat message from the other person newer
 * than the chat's last message when the chat list first loaded. The backlog never counts.
 * A mention in a direct status is a direct message (Pleroma sends DMs as mentions).
 */
import { reaction } from 'mobx';
import type { Chat } from '../domain/chat';
import type { Notification } from '../domain/types';
import type { EntityStore } from './entities';
import { compareIds } from './ids';
import { notificationPlainText } from './notification-text';
import type { LoadState } from './pager';

export interface Attention {
  /** A mention, a mention in a direct (private) status, or a chat message. */
  kind: 'mention' | 'direct' | 'chat';
  /** Who: `@acct` of the sender. */
  name: string;
  /** One line: who, in the face's words. */
  title: string;
  /** The status or message as plain text (tags and control characters gone). */
  body: string;
}

export interface AttentionDeps {
  notifications: () => {
    readonly state: string;
    readonly ids: readonly string[];
    notification(id: string): Notification | undefined;
  };
  chats: () => { readonly state: LoadState; readonly chats: readonly Chat[] };
  entities: EntityStore;
  ownAccountId: () => string | null;
  /** The face's words for the title, given the sender's name (`direct`: else `mention`'s). */
  words: {
    mention: (name: string) => string;
    chat: (name: string) => string;
    direct?: (name: string) => string;
  };
}

/** Calls `listener` for each new mention and chat message until the returned call. */
export function watchAttention(
  deps: AttentionDeps,
  listener: (attention: Attention) => void,
): () => void {
  let newestNotification: string | null | undefined;
  const stopMentions = reaction(
    () => {
      const store = deps.notifications();
      return store.state === 'loaded' ? store.ids : null;
    },
    (ids) => {
      if (ids === null) return;
      const newest = ids[0] ?? null;
      if (newestNotification === undefined) {
        newestNotification = newest;
        return;
      }
      const after = newestNotification;
      const fresh = ids.filter((id) => after === null || compareIds(id, after) > 0).reverse();
      if (newest !== null && (after === null || compareIds(newest, after) > 0))
        newestNotification = newest;
      for (const id of fresh) {
        const notification = deps.notifications().notification(id);
        if (notification?.type !== 'mention') continue;
        const account = deps.entities.account(notification.accountId);
        const status = notification.statusId
          ? deps.entities.status(notification.statusId)
          : undefined;
        const name = `@${account?.acct ?? '?'}`;
        const direct = status?.visibility === 'direct';
        listener({
          kind: direct ? 'direct' : 'mention',
          name,
          title: ((direct && deps.words.direct) || deps.words.mention)(name),
          body: status ? notificationPlainText(status.content) : '',
        });
      }
    },
    { fireImmediately: true, name: 'attention:mentions' },
  );

  let lastMessages: Map<string, string> | undefined;
  const stopChats = reaction(
    () => {
      const list = deps.chats();
      return list.state === 'loaded' ? list.chats : null;
    },
    (chats) => {
      if (chats === null) return;
      const before = lastMessages;
      lastMessages = new Map(
        chats.flatMap((c) => (c.lastMessage ? [[c.id, c.lastMessage.id] as const] : [])),
      );
      if (!before) return;
      for (const chat of chats) {
        const message = chat.lastMessage;
        if (!message) continue;
        const known = before.get(chat.id);
        if (known !== undefined && compareIds(message.id, known) <= 0) continue;
        if (message.accountId === deps.ownAccountId()) continue;
        const name = `@${chat.account.acct}`;
        listener({
          kind: 'chat',
          name,
          title: deps.words.chat(name),
          body: notificationPlainText(message.content),
        });
      }
    },
    { fireImmediately: true, name: 'attention:chats' },
  );
  return () => {
    stopMentions();
    stopChats();
  };
}
