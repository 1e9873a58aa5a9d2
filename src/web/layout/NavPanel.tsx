import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { missingFeatures, type ServerFeature } from '../../core/api/capabilities';
import type { UnreadSource } from '../../core/model/unread-totals';
import type { TranslationKey } from '../../shared/i18n';
import { useRoot, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { pathFor, type RouteName } from '../app/route-table';
import { NavLink } from '../app/router';

/** The follow-request count, with its 10 s poll: loaded only for a locked account. */
const FollowRequestsBadge = lazyFeature(() =>
  import('../screens/people/FollowRequestsBadge').then((m) => m.FollowRequestsBadge),
);

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
  /**
   * Spec part 1 §5 nav rule lockedUser: for a locked account (friend requests), or one whose
   * notifications still hold a request (asked while it was locked: they can still be answered).
   */
  lockedUser?: boolean;
  /** Shown only when the server names this feature (the shoutbox: `shout`). */
  named?: string;
  /** Spec part 1 §5 nav rule federating: only on an instance that federates. */
  federating?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { route: 'friends', labelKey: 'nav.home', anonymous: false },
  { route: 'public-timeline', labelKey: 'nav.public_tl', anonymous: true },
  { route: 'public-external-timeline', labelKey: 'nav.twkn', anonymous: true, federating: true },
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
  { route: 'nav-edit', labelKey: 'nav.edit_nav', anonymous: false },
];

/**
 * The items this visitor may see (spec part 1 §5 navigation rules): signed-out visitors only
 * the anonymous ones; server features, locked accounts, named features and federation as
 * each item says.
 * Call it inside an observer.
 */
export function useVisibleNavItems(): readonly NavItem[] {
  const { session, instance, scope } = useRoot();
  const signedIn = session.isSignedIn;
  const missing = missingFeatures(instance.capabilities);
  const locked = session.account?.locked === true;
  // Rule `!private`: a private instance's public timelines are not for signed-out visitors.
  const closed = !signedIn && instance.info?.private === true;
  // Read only for an unlocked account, and only while signed in (the list exists then).
  const asked = () =>
    signedIn && [...scope.notifications.byId.values()].some((n) => n.type === 'follow_request');
  return NAV_ITEMS.filter(
    (item) =>
      (signedIn || item.anonymous) &&
      !(closed && item.route.startsWith('public')) &&
      !(item.feature && missing.includes(item.feature)) &&
      !(item.reported && scope.unread.missing.has(item.reported)) &&
      (!item.lockedUser || locked || asked()) &&
      (!item.named || instance.has(item.named)) &&
      (!item.federating || instance.federating),
  );
}

/** The unread chat messages beside the Chats item (what the chat list reported); nothing at 0. */
function ChatsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="unseen-badge" data-testid="chats-badge">
        {count > 99 ? '∞' : count}
      </span>
    </>
  );
}

// Issue 11: scheduled posts have no route of the spec's; a panel over the page, loaded on use.
const ScheduledPanel = lazy(() => import('../components/scheduled/ScheduledPanel'));

/** The navigation panel: timelines and the other screens (spec §2 drawer list). */
export const NavPanel = observer(function NavPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { session, scope } = useRoot();
  const t = useT();
  const signedIn = session.isSignedIn;
  const visible = useVisibleNavItems();
  const username = session.account?.username ?? '';
  const [scheduledOpen, setScheduledOpen] = useState(false);
  return (
    <nav className="panel nav-panel" aria-label={t('nav.timelines')}>
      <ul className="nav-list">
        {!signedIn ? (
          <li>
            <NavLink to={pathFor('login')} onClick={onNavigate}>
              {t('nav.login')}
            </NavLink>
          </li>
        ) : null}
        {visible.map((item) => (
          <li key={item.route}>
            <NavLink to={pathFor(item.route, item.params?.(username))} onClick={onNavigate} end>
              {t(item.labelKey)}
              {item.route === 'chats' ? (
                <ChatsBadge count={scope.unread.counts.get('chats') ?? 0} />
              ) : null}
              {item.lockedUser ? (
                <>
                  {' '}
                  <FollowRequestsBadge />
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
        {signedIn ? (
          <li>
            <button
              type="button"
              className="nav-button"
              aria-haspopup="dialog"
              // Not onNavigate: the mobile drawer would unmount this panel's owner with it.
              onClick={() => setScheduledOpen(true)}
            >
              {t('scheduled.title')}
            </button>
          </li>
        ) : null}
      </ul>
      {scheduledOpen
        ? createPortal(
            <Suspense fallback={null}>
              <ScheduledPanel onClose={() => setScheduledOpen(false)} />
            </Suspense>,
            document.getElementById('app') ?? document.body,
          )
        : null}
    </nav>
  );
});
