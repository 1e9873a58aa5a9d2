import type { AdminReport, ReportState } from '../../../../core/api/admin-reports';
import type { AdminReportsStore } from '../../../../core/model/admin-reports';
import { useRoot, useT } from '../../../app/hooks';
import type { ReportItem } from './ReportItem';

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

/**
 * What a report's item needs, the same on the desk and in the interactions' Reports tab:
 * state changes and notes through the store, each success said; the account's own notes
 * deletable (the server keeps others').
 */
export function useReportItemProps(store: AdminReportsStore) {
  const root = useRoot();
  const setState = useSetReportState(store);
  const myId = root.session.account?.id;
  return (report: AdminReport): Parameters<typeof ReportItem>[0] => ({
    report,
    busy: store.busy === report.id,
    myId,
    onState: (state) => setState(report.id, state),
    onNote: (text) => store.addNote(report.id, text),
    onDeleteNote: (noteId) =>
      void store.deleteNote(report.id, noteId).then((ok) => {
        if (ok) root.notices.add('success', 'admin_moderation.note_deleted', { id: report.id });
      }),
  });
}
