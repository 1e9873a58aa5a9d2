import { observer } from 'mobx-react-lite';
import { useRoot } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { routeNameAt } from '../app/route-table';
import { useLocation } from '../app/router';
import {
  type NotificationsPlacement,
  useNotificationsPlacement,
} from '../components/notifications/use-notifications-placement';

// Fetched as the column first renders, beside the first timeline request.
const NotificationsPanel = lazyFeature(() =>
  import('../components/notifications/NotificationsPanel').then((m) => m.NotificationsPanel),
);

/**
 * The notifications panel where the layout puts it (spec part 2 §2): `column` beside the
 * main one on wide screens, `sidebar` under the user panel on normal ones. Signed-in only,
 * and not on the notifications page itself (which shows the same panel in the main column).
 */
export const NotificationsColumn = observer(function NotificationsColumn({
  placement: slot = 'column',
}: {
  placement?: Exclude<NotificationsPlacement, 'drawer'>;
}) {
  const { session, realtime, preferences } = useRoot();
  const layoutPlacement = useNotificationsPlacement();
  // Spec: wide only "with a third column enabled".
  const placement =
    layoutPlacement === 'column' && preferences.thirdColumnMode === 'none'
      ? 'sidebar'
      : layoutPlacement;
  const onPage = routeNameAt(useLocation().pathname) === 'notifications';
  if (!session.isSignedIn || placement !== slot || onPage) return null;
  if (slot === 'sidebar') return <NotificationsPanel />;
  return (
    <aside
      className="notifications-column"
      data-testid="notifications-column"
      // Joined user stream: new notifications arrive at once (tests wait for it).
      data-live={realtime.isJoined({ stream: 'user' })}
    >
      <NotificationsPanel />
    </aside>
  );
});
