/**
 * The web client's icons: lucide's SVGs (each imported by name, so the bundle holds only
 * these), never Unicode glyphs, which show as empty boxes where no installed font has them
 * (⏻, 🔔). Sized to the text around them and hidden from screen readers: the button or
 * line that holds one carries the words.
 */
import type { LucideIcon } from 'lucide-react';

export {
  ArrowRight as MovedIcon,
  ArrowUp as ScrollTopIcon,
  AtSign as MentionIcon,
  Bell as NotificationsIcon,
  ChartColumn as PollIcon,
  Check as CheckIcon,
  CircleHelp as FollowRequestIcon,
  CornerDownRight as ReplyToIcon,
  Dot as OtherIcon,
  Flag as ReportIcon,
  Globe as PublicIcon,
  ListFilter as FilterIcon,
  Lock as PrivateIcon,
  LockOpen as UnlistedIcon,
  LogOut as LogoutIcon,
  Mail as DirectIcon,
  Menu as MenuIcon,
  Pencil as EditedIcon,
  Pin as PinIcon,
  Play as PlayIcon,
  Repeat2 as RepeatIcon,
  Settings as SettingsIcon,
  SmilePlus as ReactionIcon,
  Star as FavouriteIcon,
  UserPlus as FollowIcon,
  UserRoundPlus as SignUpIcon,
  Users as FollowersIcon,
  X as DismissIcon,
} from 'lucide-react';

export type { LucideIcon };

/** Props every icon gets: the size of the text and no name of its own. */
export const ICON = { size: '1.1em', 'aria-hidden': true, className: 'icon' } as const;
