import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { AdminReport, ReportState } from '../../../../core/api/admin-reports';
import { holds } from '../../../../core/model/admin-privileges';
import { adminReportsOf } from '../../../../core/model/admin-reports';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { DeskPanel } from './DeskPanel';

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
          <ReportItem
            key={report.id}
            report={report}
            busy={store.busy === report.id}
            onState={(state) =>
              void store.setState(report.id, state).then((ok) => {
                if (ok)
                  root.notices.add('success', 'admin_moderation.done_report', {
                    id: report.id,
                    state: stateWord(state),
                  });
              })
            }
            onNote={(text) => store.addNote(report.id, text)}
          />
        ))}
      </ul>
    </DeskPanel>
  );
});

function ReportItem({
  report,
  busy,
  onState,
  onNote,
}: {
  report: AdminReport;
  busy: boolean;
  onState: (state: ReportState) => void;
  onNote: (text: string) => Promise<boolean>;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const label = t('admin_moderation.reported_by', {
    actor: report.actor?.acct ?? '?',
    account: report.account?.acct ?? '?',
  });
  const next: ReportState[] = report.state === 'open' ? ['resolved', 'closed'] : ['open'];
  return (
    <li className="admin-report" data-report-id={report.id} aria-label={label}>
      <p>
        <strong>{label}</strong> · {t(`admin_moderation.state_${report.state}`)}
      </p>
      {report.content ? <blockquote>{report.content}</blockquote> : null}
      <ul className="report-notes">
        {report.notes.map((n) => (
          <li key={n.id}>
            {n.author ? `${n.author.acct}: ` : ''}
            {n.content}
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        {next.map((s) => (
          <button key={s} type="button" className="btn" disabled={busy} onClick={() => onState(s)}>
            {t(
              s === 'resolved'
                ? 'admin_moderation.resolve'
                : s === 'closed'
                  ? 'admin_moderation.close'
                  : 'admin_moderation.reopen',
            )}
          </button>
        ))}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onNote(note).then((ok) => {
            if (ok) setNote('');
          });
        }}
      >
        <label>
          {t('admin_moderation.note_label')}
          <input value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={busy || note.trim() === ''}>
          {t('admin_moderation.add_note')}
        </button>
      </form>
    </li>
  );
}
