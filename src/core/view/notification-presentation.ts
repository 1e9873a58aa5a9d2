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

/** Words (a key under `notifications.`), icon and body of each type; compact, as it ships. */
const TABLE: Record<
  NotificationType,
  [string, NotificationIcon, NotificationPresentation['body']]
> = {
  mention: ['mentioned_you', 'mention', 'status'],
  status: ['posted', 'status', 'status'],
  update: ['edited', 'update', 'status'],
  favourite: ['favorited_you', 'favourite', 'summary'],
  reblog: ['repeated_you', 'reblog', 'summary'],
  'pleroma:emoji_reaction': ['reacted_with', 'reaction', 'summary'],
  poll: ['poll_ended', 'poll', 'summary'],
  follow: ['followed_you', 'follow', 'none'],
  follow_request: ['follow_request', 'follow_request', 'none'],
  move: ['migrated_to', 'move', 'none'],
  'pleroma:report': ['submitted_report', 'report', 'none'],
  'admin.report': ['submitted_report', 'report', 'none'],
  'pleroma:chat_mention': ['chat_mention', 'chat_mention', 'none'],
  'admin.sign_up': ['signed_up', 'sign_up', 'none'],
  unknown: ['unknown', 'other', 'none'],
};

export function presentNotification(type: NotificationType): NotificationPresentation {
  const [words, icon, body] = TABLE[type] ?? TABLE.unknown;
  return {
    wordsKey: `notifications.${words}` as MessageKey,
    icon,
    body,
    // "A poll has ended" names no one.
    named: type !== 'poll',
  };
}
