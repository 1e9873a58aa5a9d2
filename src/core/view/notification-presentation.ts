/**
 * How a notification is presented (spec part 2 §3 types), decided once for every face: the
 * web list, the terminal list and desktop notifications. Core knows no words (shared builds on
 * core), so it returns a catalogue key and an icon id; `src/shared/notifications` holds the
 * words and glyphs, and each face only lays them out.
 */
import type { NotificationType } from '../domain/types';
import type { MessageKey } from '../model/notices';

/** The icon of a notification, by meaning; `src/shared` maps each id to its glyph. */
export type NotificationIcon =
  | 'mention'
  | 'status'
  | 'update'
  | 'favourite'
  | 'reblog'
  | 'reaction'
  | 'poll'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'report'
  | 'chat_mention'
  | 'sign_up'
  | 'other';

export interface NotificationPresentation {
  /** The words after the account's name (`{{emoji}}`, `{{type}}` filled from the notification). */
  wordsKey: MessageKey;
  icon: NotificationIcon;
  /** What follows the line: the whole status, a one-line summary of it, or nothing. */
  body: 'status' | 'summary' | 'none';
  /** False when the words stand alone ("A poll has ended" names no one). */
  named: boolean;
}

const PRESENTATIONS: Record<NotificationType, NotificationPresentation> = {
  mention: {
    wordsKey: 'notifications.mentioned_you',
    icon: 'mention',
    body: 'status',
    named: true,
  },
  status: { wordsKey: 'notifications.posted', icon: 'status', body: 'status', named: true },
  update: { wordsKey: 'notifications.edited', icon: 'update', body: 'status', named: true },
  favourite: {
    wordsKey: 'notifications.favorited_you',
    icon: 'favourite',
    body: 'summary',
    named: true,
  },
  reblog: { wordsKey: 'notifications.repeated_you', icon: 'reblog', body: 'summary', named: true },
  'pleroma:emoji_reaction': {
    wordsKey: 'notifications.reacted_with',
    icon: 'reaction',
    body: 'summary',
    named: true,
  },
  poll: { wordsKey: 'notifications.poll_ended', icon: 'poll', body: 'summary', named: false },
  follow: { wordsKey: 'notifications.followed_you', icon: 'follow', body: 'none', named: true },
  follow_request: {
    wordsKey: 'notifications.follow_request',
    icon: 'follow_request',
    body: 'none',
    named: true,
  },
  move: { wordsKey: 'notifications.migrated_to', icon: 'move', body: 'none', named: true },
  'pleroma:report': {
    wordsKey: 'notifications.submitted_report',
    icon: 'report',
    body: 'none',
    named: true,
  },
  'admin.report': {
    wordsKey: 'notifications.submitted_report',
    icon: 'report',
    body: 'none',
    named: true,
  },
  'pleroma:chat_mention': {
    wordsKey: 'notifications.chat_mention',
    icon: 'chat_mention',
    body: 'none',
    named: true,
  },
  'admin.sign_up': {
    wordsKey: 'notifications.signed_up',
    icon: 'sign_up',
    body: 'none',
    named: true,
  },
  unknown: { wordsKey: 'notifications.unknown', icon: 'other', body: 'none', named: true },
};

export function presentNotification(type: NotificationType): NotificationPresentation {
  return PRESENTATIONS[type] ?? PRESENTATIONS.unknown;
}
