import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ReportState } from '../../../../core/api/admin-reports';
import { holds } from '../../../../core/model/admin-privileges';
import { adminReportsOf } from '../../../../core/model/admin-reports';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { DeskPanel } from './DeskPanel';
import { ReportItem } from './ReportItem';
import { useReportItemProps } from './use-report-state';

const FILTERS: readonly (ReportState | null)[] = ['open', 'closed', 'resolved', null];

/**
 * `/admin/reports` (issue 15, spec part 2 §4): the reports queue for holders of
 * reports_manage_reports; resolve, close or reopen (optimistic, reverted with the spec's
 * notice), notes. Others see that they lack the privilege.
 */
export const AdminReportsScreen = observer(function AdminReportsScreen() {
  useFeatureWords(adminModeration);
  const root = useRoot();
  const t = useT();
  const allowed = holds(root.session.account ?? undefined, 'reports_manage_reports');
  const store = root.use(adminReportsOf);
  const itemProps = useReportItemProps(store);
  useEffect(() => {
    if (allowed) void store.load();
  }, [store, allowed]);
  const stateWord = (s: ReportState) => t(`admin_moderation.state_${s}`);
  return (
    <DeskPanel
      name="admin-reports"
      title={t('admin_moderation.reports_title')}
      allowed={allowed}
      load={{
        state: store.state,
        error: store.loadError,
        empty: store.shown.length === 0,
        emptyText: t('admin_moderation.no_reports'),
      }}
      controls={
        <div role="tablist" className="tabs">
          {FILTERS.map((f) => (
            <button
              key={f ?? 'all'}
              type="button"
              role="tab"
              aria-selected={store.filter === f}
              onClick={() => void store.setFilter(f)}
            >
              {f ? stateWord(f) : t('admin_moderation.all')}
            </button>
          ))}
        </div>
      }
    >
      <ul className="admin-list">
        {store.shown.map((report) => (
          <ReportItem key={report.id} {...itemProps(report)} />
        ))}
      </ul>
    </DeskPanel>
  );
});
