import { observer } from 'mobx-react-lite';
import { holds, SECTION_PRIVILEGE } from '../../../../core/model/admin-privileges';
import { useRoot } from '../../../app/hooks';
import { AdminReportsScreen } from '../moderation/AdminReportsScreen';
import { AdminUsersScreen } from '../moderation/AdminUsersScreen';

/**
 * The dashboard's moderation tab: the desk's reports queue (reports_manage_reports) and users
 * list (users_read), each to holders of its privilege (src/web/screens/admin/moderation/,
 * also at /admin/reports and /admin/users).
 */
export const ModerationSlot = observer(function ModerationSlot() {
  const me = useRoot().session.account ?? undefined;
  return (
    <>
      {holds(me, SECTION_PRIVILEGE.reports) ? <AdminReportsScreen /> : null}
      {holds(me, SECTION_PRIVILEGE.users) ? <AdminUsersScreen /> : null}
    </>
  );
});
