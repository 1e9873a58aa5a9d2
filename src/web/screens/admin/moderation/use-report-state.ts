import type { ReportState } from '../../../../core/api/admin-reports';
import type { AdminReportsStore } from '../../../../core/model/admin-reports';
import { useRoot, useT } from '../../../app/hooks';

/** Sets a report's state through the store and says so when the server took it. */
export function useSetReportState(store: AdminReportsStore) {
  const root = useRoot();
  const t = useT();
  return (id: string, state: ReportState): void =>
    void store.setState(id, state).then((ok) => {
      if (ok)
        root.notices.add('success', 'admin_moderation.done_report', {
          id,
          state: t(`admin_moderation.state_${state}`),
        });
    });
}
