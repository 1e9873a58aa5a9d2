/**
 * The words and glyphs of notifications, once for every face: core decides which (a
 * catalogue key and an icon id, see core/view/notification-presentation), this file says
 * them. The web and terminal lists and desktop notifications all read from here.
 */

import type { Notification } from '../../core/domain/types';
import type { EntityStore } from '../../core/model/entities';
import {
  type DescribeNotification,
  notificationPlainText,
} from '../../core/model/notification-text';
import {
  type NotificationIcon,
  presentNotification,
} from '../../core/view/notification-presentation';
import type { Translate } from '../i18n';

/** One glyph per icon id (each one terminal column wide). */
export const NOTIFICATION_GLYPHS: Readonly<Record<NotificationIcon, string>> = {
  mention: '@',
  status: '•',
  update: '✎',
  favourite: '★',
  reblog: '⟲',
  reaction: '☺',
  poll: '✓',
  follow: '+',
  follow_request: '?',
  move: '➜',
  report: '⚑',
  chat_mention: '✉',
  sign_up: '+',
  other: '•',
};

/**
 * The words after the account's name, translated: "favorited your status", "reacted with
 * 🎉", "migrated to @new@host". `clean` makes remote text (emoji, type, address) safe for
 * the face that shows it.
 */
export function notificationWords(
  notification: Notification,
  entities: EntityStore,
  t: Translate,
  clean: (remote: string) => string = (text) => text,
): string {
  const { wordsKey } = presentNotification(notification.type);
  const words = t(wordsKey, {
    emoji: clean(notification.emoji ?? '').trim(),
    type: clean(notification.rawType),
  }).trim();
  if (notification.type !== 'move') return words;
  const target = notification.targetId ? entities.account(notification.targetId) : undefined;
  return target ? `${words} @${clean(target.fqn)}` : words;
}

/** A whole line: the name, then the words (unless the words name no one). */
export function notificationSentence(
  notification: Notification,
  entities: EntityStore,
  t: Translate,
  name: string,
  clean?: (remote: string) => string,
): string {
  const words = notificationWords(notification, entities, t, clean);
  return presentNotification(notification.type).named ? `${name} ${words}` : words;
}

/**
 * What a desktop notification says, in the reader's language: the account as the title; the
 * words and an excerpt of the status as the body (a mention is its excerpt).
 */
export function desktopNotificationText(t: Translate): DescribeNotification {
  return (notification: Notification, entities: EntityStore) => {
    const account = entities.account(notification.accountId);
    const title = notificationPlainText(account?.displayName || account?.acct || '?', 80);
    const status = notification.statusId ? entities.status(notification.statusId) : undefined;
    const excerpt = status ? notificationPlainText(status.content) : '';
    const words = notificationWords(notification, entities, t, (text) =>
      notificationPlainText(text, 80),
    );
    const { body } = presentNotification(notification.type);
    if (body === 'status') return { title, body: excerpt || words };
    return { title, body: excerpt ? `${words}: ${excerpt}` : words };
  };
}
