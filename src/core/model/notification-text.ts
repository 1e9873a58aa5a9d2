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

/** English wording of a notification (the faces pass their translated one to the root). */
export const describeNotificationInEnglish: DescribeNotification = (notification, entities) => {
  const account = entities.account(notification.accountId);
  const title = notificationPlainText(account?.displayName || account?.acct || 'Someone', 80);
  const status = notification.statusId ? entities.status(notification.statusId) : undefined;
  const excerpt = status ? notificationPlainText(status.content) : '';
  const withExcerpt = (what: string) => (excerpt ? `${what}: ${excerpt}` : what);
  switch (notification.type) {
    case 'mention':
    case 'status':
      return { title, body: excerpt || 'mentioned you' };
    case 'favourite':
      return { title, body: withExcerpt('favorited your post') };
    case 'reblog':
      return { title, body: withExcerpt('repeated your post') };
    case 'follow':
      return { title, body: 'followed you' };
    case 'follow_request':
      return { title, body: 'wants to follow you' };
    case 'move': {
      const target = notification.targetId ? entities.account(notification.targetId) : undefined;
      return { title, body: target ? `moved to ${target.fqn}` : 'moved to a new account' };
    }
    case 'poll':
      return { title, body: withExcerpt('a poll has ended') };
    case 'pleroma:emoji_reaction':
      return { title, body: withExcerpt(`reacted with ${notification.emoji ?? 'an emoji'}`) };
    case 'pleroma:report':
    case 'admin.report':
      return { title, body: 'reported an account' };
    case 'update':
      return { title, body: withExcerpt('edited a post') };
    default:
      return { title, body: withExcerpt('sent a notification') };
  }
};
