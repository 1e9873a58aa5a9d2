import { missingFeatures, type ServerFeature } from '../../core/api/capabilities';
import type { UnreadSource } from '../../core/model/unread-totals';
import type { TranslationKey } from '../../shared/i18n';
import { useRoot } from '../app/hooks';
import type { RouteName } from '../app/route-table';

export interface NavItem {
  route: RouteName;
  labelKey: TranslationKey;
  /** Spec: signed-out users see only items marked anonymous. */
  anonymous: boolean;
  params?: (username: string) => Record<string, string>;
  /** Left out when the server lacks this (its route says so if followed anyway). */
  feature?: ServerFeature;
  /** Left out once this on-demand feature found the server lacks it (spec: a 404 turns it off). */
  reported?: UnreadSource;
  /** Spec part 1 §5 nav rule lockedUser: only for a locked account (friend requests). */
  lockedUser?: boolean;
  /** Shown only when the server names this feature (the shoutbox: `shout`). */
  named?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { route: 'friends', labelKey: 'nav.home', anonymous: false },
  { route: 'public-timeline', labelKey: 'nav.public_tl', anonymous: true },
  { route: 'public-external-timeline', labelKey: 'nav.twkn', anonymous: true },
  { route: 'bookmarks', labelKey: 'nav.bookmarks', anonymous: false, feature: 'bookmarks' },
  {
    route: 'dms',
    labelKey: 'nav.dms',
    anonymous: false,
    params: (username) => ({ username }),
  },
  {
    route: 'interactions',
    labelKey: 'nav.interactions',
    anonymous: false,
    params: (username) => ({ username }),
  },
  {
    route: 'chats',
    labelKey: 'nav.chats',
    anonymous: false,
    params: (username) => ({ username }),
    feature: 'chats',
    reported: 'chats',
  },
  { route: 'lists', labelKey: 'nav.lists', anonymous: false },
  { route: 'friend-requests', labelKey: 'nav.friend_requests', anonymous: false, lockedUser: true },
  { route: 'search', labelKey: 'nav.search', anonymous: false },
  { route: 'who-to-follow', labelKey: 'nav.who_to_follow', anonymous: false },
  { route: 'shout-panel', labelKey: 'nav.shoutbox', anonymous: false, named: 'shout' },
  {
    route: 'announcements',
    labelKey: 'nav.announcements',
    anonymous: true,
    reported: 'announcements',
  },
  { route: 'about', labelKey: 'nav.about', anonymous: true },
];

/**
 * The items this visitor may see (spec part 1 §5 navigation rules): signed-out visitors only
 * the anonymous ones; server features, locked accounts and named features as each item says.
 * Call it inside an observer.
 */
export function useVisibleNavItems(): readonly NavItem[] {
  const { session, instance, scope } = useRoot();
  const signedIn = session.isSignedIn;
  const missing = missingFeatures(instance.capabilities);
  const locked = session.account?.locked === true;
  return NAV_ITEMS.filter(
    (item) =>
      (signedIn || item.anonymous) &&
      !(item.feature && missing.includes(item.feature)) &&
      !(item.reported && scope.unread.missing.has(item.reported)) &&
      (!item.lockedUser || locked) &&
      (!item.named || instance.has(item.named)),
  );
}
