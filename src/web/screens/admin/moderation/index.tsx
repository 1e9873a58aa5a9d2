import { RequireLogin } from '../../../app/RequireLogin';
import { useLocation } from '../../../app/router';
import { NotFound } from '../../NotFound';
import { AdminReportsScreen } from './AdminReportsScreen';
import { AdminUsersScreen } from './AdminUsersScreen';

/** The moderation desk's screens (issue 15), one lazy chunk for the routes that host them. */
export { AdminReportsScreen, AdminUsersScreen };

/**
 * What no route of the table takes: `/admin/users` and `/admin/reports` (signed in) until the
 * dashboard hosts the desk, else the app's "not found".
 */
export default function Unrouted() {
  const section = /^\/admin\/(users|reports)\/?$/.exec(useLocation().pathname)?.[1];
  if (!section) return <NotFound />;
  return (
    <RequireLogin>
      {section === 'users' ? <AdminUsersScreen /> : <AdminReportsScreen />}
    </RequireLogin>
  );
}
