import { observer } from 'mobx-react-lite';
import { useRoot } from '../app/hooks';
import { LOGGED_IN_ROOT, LOGGED_OUT_ROOT } from '../app/route-table';
import { Navigate } from '../app/router';
import { Spinner } from '../components/common/Spinner';

/** `/`: the logged-in target when signed in, else the logged-out one (spec §2). */
export const RootRedirect = observer(function RootRedirect() {
  const { session } = useRoot();
  if (session.status === 'restoring') return <Spinner />;
  return <Navigate to={session.isSignedIn ? LOGGED_IN_ROOT : LOGGED_OUT_ROOT} replace />;
});
