import type { EntityStore, Notification } from '../../../core';
import { presentNotification } from '../../../core/view/notification-presentation';
import {
  NOTIFICATION_GLYPHS,
  notificationSentence,
} from '../../../shared/notifications/presentation';
import { htmlToPlain } from '../../../shared/text/html-to-plain';
import { safeHandle, safeLine } from '../../../shared/text/terminal-safe';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { type Direction, visualLine } from './bidi';
import { logicalName } from './status-layout';
import { type TerminalText, terminalText } from './terminal-text';
import { truncateToWidth, wrapToWidth } from './text-width';
import { uiLine } from './ui-direction';

/**
 * The headline as drawn: one line of the interface's words with the name in it, put in
 * visual order once, in the interface's direction (an Arabic name in an English sentence,
 * or an Arabic sentence, both read correctly).
 */
export function headlineIn(headline: TerminalText, direction: Direction): TerminalText {
  return direction === 'rtl' ? uiLine(headline, 'rtl') : visualLine(headline, 'ltr');
}

/** A notification reduced to its headline and a short excerpt of the status it is about. */
export interface NotificationLayout {
  readonly icon: TerminalText;
  /** In logical order: drawn in visual order in the interface's direction (`headlineIn`). */
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
  const name = logicalName(account);
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
  const presentation = presentNotification(notification.type);
  const base = {
    icon: terminalText(NOTIFICATION_GLYPHS[presentation.icon]),
    headline: terminalText(notificationSentence(notification, entities, t, name, safeLine)),
    createdAt: notification.createdAt,
    statusId: notification.statusId,
    showsStatus: false,
  };
  // The words and icon are shared with the web and desktop notifications; the terminal
  // chooses only what it shows under the line.
  switch (notification.type) {
    case 'mention':
    case 'status':
    case 'update':
      return { ...base, detail: [], showsStatus: status !== undefined };
    case 'follow':
    case 'follow_request':
    case 'admin.sign_up':
      return { ...base, detail: acctLine };
    case 'move':
      return { ...base, detail: [] };
    case 'pleroma:emoji_reaction': {
      const emoji = safeLine(notification.emoji ?? '').trim();
      // A custom emoji has no glyph: its :shortcode: stands in.
      const shown = notification.emojiUrl ? `:${emoji.replace(/^:|:$/g, '')}:` : emoji;
      return { ...base, icon: shown ? terminalText(shown) : base.icon, detail: excerpt() };
    }
    default:
      return { ...base, detail: excerpt() };
  }
}
