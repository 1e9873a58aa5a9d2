import { AdminReportsScreen } from '../moderation/AdminReportsScreen';
import { AdminUsersScreen } from '../moderation/AdminUsersScreen';

/**
 * The dashboard's moderation tab: the desk's reports queue and users list
 * (src/web/screens/admin/moderation/, also at /admin/reports and /admin/users).
 */
export function ModerationSlot() {
  return (
    <>
      <AdminReportsScreen />
      <AdminUsersScreen />
    </>
  );
}
