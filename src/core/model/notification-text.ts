import type { Notification } from '../domain/types';
import type { EntityStore } from './entities';

/** What a desktop notification says. */
export interface NotificationText {
  title: string;
  body: string;
}

/** Words a face may translate; the core's defaults are English. */
export type DescribeNotification = (
  notification: Notification,
  entities: EntityStore,
) => NotificationText;

/**
 * Status HTML as one line of plain text for a desktop notification: tags dropped, the common
 * entities decoded, and every control character removed (remote text is hostile, and some
 * notifiers are terminals).
 */
export function notificationPlainText(html: string, max = 200): string {
  const text = html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * Without a face's translated wording (desktop notifications come from the faces, see
 * src/shared/notifications), a notification says who and quotes the status: core has no words.
 */
export const describeNotificationPlainly: DescribeNotification = (notification, entities) => {
  const account = entities.account(notification.accountId);
  const title = notificationPlainText(account?.displayName || account?.acct || '?', 80);
  const status = notification.statusId ? entities.status(notification.statusId) : undefined;
  return { title, body: status ? notificationPlainText(status.content) : '' };
};
