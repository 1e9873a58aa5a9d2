import { useState } from 'react';
import type { AdminReport, ReportState } from '../../../../core/api/admin-reports';
import { useT } from '../../../app/hooks';
import { ConfirmAction } from './ConfirmAction';

/**
 * One report: who reported whom, its state, the comment, notes (the account's own with a
 * delete, confirmed first), state buttons, a note form.
 */
export function ReportItem({
  report,
  busy,
  myId,
  onState,
  onNote,
  onDeleteNote,
}: {
  report: AdminReport;
  busy: boolean;
  /** The signed-in account: only its own notes offer a delete. */
  myId: string | undefined;
  onState: (state: ReportState) => void;
  onNote: (text: string) => Promise<boolean>;
  onDeleteNote: (noteId: string) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; content: string } | null>(null);
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
            {myId !== undefined && n.author?.id === myId ? (
              <button
                type="button"
                className="button-link"
                disabled={busy}
                onClick={() => setDeleting({ id: n.id, content: n.content })}
              >
                {t('admin_moderation.delete_note')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {deleting ? (
        <ConfirmAction
          text={t('admin_moderation.confirm_delete_note', { text: deleting.content })}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            onDeleteNote(deleting.id);
          }}
        />
      ) : null}
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
