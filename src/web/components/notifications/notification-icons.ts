import type { NotificationIcon } from '../../../core/view/notification-presentation';
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

/**
 * The web's picture for each of core's notification icon ids: SVG icons, where the terminal
 * and desktop notifications use shared's glyphs (a glyph can render as an empty box).
 */
export const NOTIFICATION_ICONS: Readonly<Record<NotificationIcon, LucideIcon>> = {
  mention: MentionIcon,
  status: NotificationsIcon,
  update: EditedIcon,
  favourite: FavouriteIcon,
  reblog: RepeatIcon,
  reaction: ReactionIcon,
  poll: PollIcon,
  follow: FollowIcon,
  follow_request: FollowRequestIcon,
  move: MovedIcon,
  report: ReportIcon,
  chat_mention: DirectIcon,
  sign_up: SignUpIcon,
  other: OtherIcon,
};
