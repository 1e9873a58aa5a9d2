import { useState } from 'react';
import type { AdminReport, ReportState } from '../../../../core/api/admin-reports';
import { useT } from '../../../app/hooks';

/** One report: who reported whom, its state, the comment, notes, state buttons, a note form. */
export function ReportItem({
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
