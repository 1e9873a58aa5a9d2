import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { adminReportsOf } from '../../../../core/model/admin-reports';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { useRoot } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { ReportItem } from './ReportItem';
import { useReportItemProps } from './use-report-state';

/**
 * The report a `pleroma:report` notification names, in the interactions' Reports tab (spec
 * part 1 §2, part 2 §4): its state, comment and notes, with resolve / close / reopen and a
 * note (the account's own deletable), as on the reports desk (the same store: optimistic, reverted with the spec's notice).
 */
export const ReportCard = observer(function ReportCard({ reportId }: { reportId: string }) {
  useFeatureWords(adminModeration);
  const root = useRoot();
  const store = root.use(adminReportsOf);
  useEffect(() => {
    void store.fetch(reportId);
  }, [store, reportId]);
  const itemProps = useReportItemProps(store);
  const report = store.report(reportId);
  if (!report) return null;
  return (
    <li className="report-card">
      <ul className="admin-list">
        <ReportItem {...itemProps(report)} />
      </ul>
    </li>
  );
});
