import { observer } from 'mobx-react-lite';
import { useRoot } from '../app/hooks';
import { LOGGED_IN_ROOT, LOGGED_OUT_ROOT } from '../app/route-table';
import { Navigate } from '../app/router';
import { Spinner } from '../components/common/Spinner';

/**
 * What a redirect from `/` leaves in the history entry: a signed-out visitor whose timeline
 * the server refuses to anonymous readers (a private instance) goes on to the login page
 * (TimelineFooter), without waiting for the instance before the first timeline.
 */
export const FROM_ROOT = 'root';

/** `/`: the logged-in target when signed in, else the logged-out one (spec §2). */
export const RootRedirect = observer(function RootRedirect() {
  const { session } = useRoot();
  if (session.status === 'restoring') return <Spinner />;
  if (session.isSignedIn) return <Navigate to={LOGGED_IN_ROOT} replace />;
  return <Navigate to={LOGGED_OUT_ROOT} replace state={FROM_ROOT} />;
});
