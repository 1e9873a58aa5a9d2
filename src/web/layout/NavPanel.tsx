import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { useRoot, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { pathFor } from '../app/route-table';
import { useVisibleNavItems } from './nav-items';

/** The follow-request count, with its 10 s poll: loaded only for a locked account. */
const FollowRequestsBadge = lazyFeature(() =>
  import('../screens/people/FollowRequestsBadge').then((m) => m.FollowRequestsBadge),
);

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
            <NavLink to={pathFor('nav-edit')} onClick={onNavigate} end>
              {t('nav.edit_nav')}
            </NavLink>
          </li>
        ) : null}
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
