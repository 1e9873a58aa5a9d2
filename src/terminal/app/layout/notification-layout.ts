import type { EntityStore, Notification } from '../../../core';
import type { EnglishMessages } from '../../../shared/i18n';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { displayName } from './status-layout';
import { type TerminalText, terminalText } from './terminal-text';
import { truncateToWidth, wrapToWidth } from './text-width';

/** A notification reduced to its headline and a short excerpt of the status it is about. */
export interface NotificationLayout {
  readonly icon: TerminalText;
  readonly headline: TerminalText;
  readonly createdAt: string;
  /** Dim lines under the headline (the status excerpt, the follower's address). */
  readonly detail: readonly TerminalText[];
  /** Mentions show their status in full instead of an excerpt. */
  readonly statusId: string | null;
  readonly showsStatus: boolean;
}

/** Lines of the status a favourite, repeat, reaction or poll is about. */
const EXCERPT_LINES = 2;

const ICONS: Readonly<Record<string, string>> = {
  mention: '@',
  status: '✎',
  favourite: '★',
  reblog: '↻',
  follow: '+',
  follow_request: '?',
  move: '→',
  poll: '▤',
  'pleroma:report': '⚑',
  'admin.report': '⚑',
  'pleroma:chat_mention': '✉',
  update: '✎',
  'admin.sign_up': '+',
};

interface CachedLayout {
  width: number;
  deps: readonly unknown[];
  layout: NotificationLayout;
}

const cache = new WeakMap<Notification, CachedLayout>();

/**
 * `layoutNotification`, memoized per notification object, width and the entities it reads
 * (entities are replaced on change): a key press re-renders the list without redoing the
 * HTML-to-text work of every row.
 */
/** The notification types the terminal has words for (`tui.notifications.type.*`). */
type NotificationWording = keyof EnglishMessages['terminal']['tui']['notifications']['type'];

export function cachedNotificationLayout(
  notification: Notification,
  entities: EntityStore,
  width: number,
  t: TuiTranslate,
): NotificationLayout {
  const deps = [
    t,
    entities.account(notification.accountId),
    notification.statusId ? entities.status(notification.statusId) : undefined,
    notification.targetId ? entities.account(notification.targetId) : undefined,
  ];
  const hit = cache.get(notification);
  if (hit && hit.width === width && hit.deps.every((d, i) => d === deps[i])) return hit.layout;
  const layout = layoutNotification(notification, entities, width, t);
  cache.set(notification, { width, deps, layout });
  return layout;
}

/**
 * Spec part 2 §3: every notification type gets its own words (mention, favourite, repeat,
 * follow, follow request, move, emoji reaction with the emoji, poll, report, chat mention).
 * All remote text passes through `safeLine`/`htmlToPlain`.
 */
export function layoutNotification(
  notification: Notification,
  entities: EntityStore,
  width: number,
  t: TuiTranslate,
): NotificationLayout {
  const account = entities.account(notification.accountId);
  const name = displayName(account);
  const status = notification.statusId ? entities.status(notification.statusId) : undefined;
  const excerpt = (): TerminalText[] => {
    if (!status) return [];
    const subject = safeLine(status.spoilerText).trim();
    const text = subject
      ? t('tui.status.content_warning', { subject })
      : htmlToPlain(status.content)
          .replace(/\s*\n\s*/g, ' ')
          .trim();
    const lines = wrapToWidth(terminalText(text), width);
    const cut = lines.slice(0, EXCERPT_LINES);
    if (lines.length > EXCERPT_LINES) {
      cut[EXCERPT_LINES - 1] = truncateToWidth(terminalText(`${cut[EXCERPT_LINES - 1]}…`), width);
    }
    return cut;
  };
  const acctLine = account
    ? [truncateToWidth(terminalText(`@${safeHandle(account.fqn)}`), width)]
    : [];
  const base = {
    icon: terminalText(ICONS[notification.type] ?? '·'),
    createdAt: notification.createdAt,
    statusId: notification.statusId,
    showsStatus: false,
  };
  const say = (key: NotificationWording, values: Record<string, string> = {}) =>
    t(`tui.notifications.type.${key}`, { name, ...values });
  switch (notification.type) {
    case 'mention':
    case 'status':
      return {
        ...base,
        headline: say(notification.type),
        detail: [],
        showsStatus: status !== undefined,
      };
    case 'favourite':
      return { ...base, headline: say('favourite'), detail: excerpt() };
    case 'reblog':
      return { ...base, headline: say('reblog'), detail: excerpt() };
    case 'update':
      return { ...base, headline: say('update'), detail: excerpt() };
    case 'follow':
      return { ...base, headline: say('follow'), detail: acctLine };
    case 'follow_request':
      return { ...base, headline: say('follow_request'), detail: acctLine };
    case 'move': {
      const target = notification.targetId ? entities.account(notification.targetId) : undefined;
      return {
        ...base,
        headline: target ? say('move', { target: safeHandle(target.fqn) }) : say('move_unknown'),
        detail: [],
      };
    }
    case 'pleroma:emoji_reaction': {
      const emoji = safeLine(notification.emoji ?? '').trim();
      const shown = notification.emojiUrl ? `:${emoji.replace(/^:|:$/g, '')}:` : emoji;
      return {
        ...base,
        icon: terminalText(shown || '☺'),
        headline: say('reaction', { emoji: shown || '?' }),
        detail: excerpt(),
      };
    }
    case 'poll':
      return { ...base, headline: say('poll'), detail: excerpt() };
    case 'pleroma:report':
    case 'admin.report':
      return { ...base, headline: say('report'), detail: excerpt() };
    case 'pleroma:chat_mention':
      return { ...base, headline: say('chat_mention'), detail: excerpt() };
    case 'admin.sign_up':
      return { ...base, headline: say('sign_up'), detail: acctLine };
    default:
      return {
        ...base,
        headline: say('other', { type: safeLine(notification.rawType) }),
        detail: excerpt(),
      };
  }
}
