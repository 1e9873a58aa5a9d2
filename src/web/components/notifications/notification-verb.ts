import type { NotificationType } from '../../../core/domain/types';
import type { TranslationKey } from '../../../shared/i18n';
import {
  DirectIcon,
  EditedIcon,
  FavouriteIcon,
  FollowIcon,
  FollowRequestIcon,
  type LucideIcon,
  MentionIcon,
  MovedIcon,
  NotificationsIcon,
  OtherIcon,
  PollIcon,
  ReactionIcon,
  RepeatIcon,
  ReportIcon,
  SignUpIcon,
} from '../common/icons';

/** How each notification type is drawn (spec part 2 §3 types). */
export interface NotificationLook {
  /** Translation key of the verb after the account's name. */
  verbKey: TranslationKey;
  icon: LucideIcon;
  /** What follows the line: the whole status, a one-line summary of it, or nothing. */
  body: 'status' | 'summary' | 'none';
}

export function notificationLook(type: NotificationType): NotificationLook {
  switch (type) {
    case 'mention':
      return { verbKey: 'notifications.mentioned_you', icon: MentionIcon, body: 'status' };
    case 'status':
      return { verbKey: 'notifications.posted', icon: NotificationsIcon, body: 'status' };
    case 'update':
      return { verbKey: 'notifications.edited', icon: EditedIcon, body: 'status' };
    case 'favourite':
      return { verbKey: 'notifications.favorited_you', icon: FavouriteIcon, body: 'summary' };
    case 'reblog':
      return { verbKey: 'notifications.repeated_you', icon: RepeatIcon, body: 'summary' };
    case 'pleroma:emoji_reaction':
      return { verbKey: 'notifications.reacted_with', icon: ReactionIcon, body: 'summary' };
    case 'poll':
      return { verbKey: 'notifications.poll_ended', icon: PollIcon, body: 'summary' };
    case 'follow':
      return { verbKey: 'notifications.followed_you', icon: FollowIcon, body: 'none' };
    case 'follow_request':
      return { verbKey: 'notifications.follow_request', icon: FollowRequestIcon, body: 'none' };
    case 'move':
      return { verbKey: 'notifications.migrated_to', icon: MovedIcon, body: 'none' };
    case 'pleroma:report':
    case 'admin.report':
      return { verbKey: 'notifications.submitted_report', icon: ReportIcon, body: 'none' };
    case 'pleroma:chat_mention':
      return { verbKey: 'notifications.chat_mention', icon: DirectIcon, body: 'none' };
    case 'admin.sign_up':
      return { verbKey: 'notifications.signed_up', icon: SignUpIcon, body: 'none' };
    default:
      return { verbKey: 'notifications.unknown', icon: OtherIcon, body: 'none' };
  }
}
