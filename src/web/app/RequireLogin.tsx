import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Spinner } from '../components/common/Spinner';
import { useRoot } from './hooks';
import { LOGGED_OUT_ROOT } from './route-table';
import { Navigate } from './router';

/** Spec guard: a signed-out visitor on a login-needed route goes to the logged-out root. */
export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const { session } = useRoot();
  if (session.status === 'restoring') return <Spinner />;
  if (!session.isSignedIn) return <Navigate to={LOGGED_OUT_ROOT} replace />;
  return <>{children}</>;
});
