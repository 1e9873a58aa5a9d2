import type { NotificationType } from '../../../core/domain/types';
import type { TranslationKey } from '../../../shared/i18n';

/** How each notification type is drawn (spec part 2 §3 types). */
export interface NotificationLook {
  /** Translation key of the verb after the account's name. */
  verbKey: TranslationKey;
  icon: string;
  /** What follows the line: the whole status, a one-line summary of it, or nothing. */
  body: 'status' | 'summary' | 'none';
}

export function notificationLook(type: NotificationType): NotificationLook {
  switch (type) {
    case 'mention':
      return { verbKey: 'notifications.mentioned_you', icon: '@', body: 'status' };
    case 'status':
      return { verbKey: 'notifications.posted', icon: '•', body: 'status' };
    case 'update':
      return { verbKey: 'notifications.edited', icon: '✎', body: 'status' };
    case 'favourite':
      return { verbKey: 'notifications.favorited_you', icon: '★', body: 'summary' };
    case 'reblog':
      return { verbKey: 'notifications.repeated_you', icon: '⟲', body: 'summary' };
    case 'pleroma:emoji_reaction':
      return { verbKey: 'notifications.reacted_with', icon: '☺', body: 'summary' };
    case 'poll':
      return { verbKey: 'notifications.poll_ended', icon: '✓', body: 'summary' };
    case 'follow':
      return { verbKey: 'notifications.followed_you', icon: '+', body: 'none' };
    case 'follow_request':
      return { verbKey: 'notifications.follow_request', icon: '?', body: 'none' };
    case 'move':
      return { verbKey: 'notifications.migrated_to', icon: '➜', body: 'none' };
    case 'pleroma:report':
    case 'admin.report':
      return { verbKey: 'notifications.submitted_report', icon: '⚑', body: 'none' };
    case 'pleroma:chat_mention':
      return { verbKey: 'notifications.chat_mention', icon: '✉', body: 'none' };
    case 'admin.sign_up':
      return { verbKey: 'notifications.signed_up', icon: '+', body: 'none' };
    default:
      return { verbKey: 'notifications.unknown', icon: '•', body: 'none' };
  }
}
