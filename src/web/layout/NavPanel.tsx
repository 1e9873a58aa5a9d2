import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { missingFeatures, type ServerFeature } from '../../core/api/capabilities';
import type { TranslationKey } from '../../shared/i18n';
import { useRoot, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { pathFor, type RouteName } from '../app/route-table';

/** The follow-request count, with its 10 s poll: loaded only for a locked account. */
const FollowRequestsBadge = lazyFeature(() =>
  import('../screens/people/FollowRequestsBadge').then((m) => m.FollowRequestsBadge),
);

interface NavItem {
  route: RouteName;
  labelKey: TranslationKey;
  /** Spec: signed-out users see only items marked anonymous. */
  anonymous: boolean;
  params?: (username: string) => Record<string, string>;
  /** Left out when the server lacks this (its route says so if followed anyway). */
  feature?: ServerFeature;
  /** Spec part 1 §5 nav rule lockedUser: only for a locked account (friend requests). */
  lockedUser?: boolean;
}

const ITEMS: readonly NavItem[] = [
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
  { route: 'lists', labelKey: 'nav.lists', anonymous: false },
  { route: 'friend-requests', labelKey: 'nav.friend_requests', anonymous: false, lockedUser: true },
  { route: 'search', labelKey: 'nav.search', anonymous: false },
  { route: 'who-to-follow', labelKey: 'nav.who_to_follow', anonymous: false },
  { route: 'shout-panel', labelKey: 'nav.shoutbox', anonymous: false },
  { route: 'announcements', labelKey: 'nav.announcements', anonymous: true },
  { route: 'about', labelKey: 'nav.about', anonymous: true },
];

/** The navigation panel: timelines and the other screens (spec §2 drawer list). */
export const NavPanel = observer(function NavPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { session, instance } = useRoot();
  const t = useT();
  const signedIn = session.isSignedIn;
  const missing = missingFeatures(instance.capabilities);
  const username = session.account?.username ?? '';
  const locked = session.account?.locked === true;
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
        {ITEMS.filter(
          (item) =>
            (signedIn || item.anonymous) &&
            !(item.feature && missing.includes(item.feature)) &&
            (!item.lockedUser || locked),
        ).map((item) => (
          <li key={item.route}>
            <NavLink to={pathFor(item.route, item.params?.(username))} onClick={onNavigate} end>
              {t(item.labelKey)}
              {item.lockedUser ? (
                <>
                  {' '}
                  <FollowRequestsBadge />
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
