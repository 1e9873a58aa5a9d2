import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import type { Status } from '../../../core/domain/types';
import { mayForwardReport } from '../../../core/model/status-rules';
import type { TranslateFn } from '../../app/hooks';
import type { WebModel } from '../../model/web-model';
import { Modal } from '../common/Modal';

/**
 * Report the author of a status (spec part 2 §2, §5, §8): a comment, forwarding only for
 * remote users, the user's statuses to include with this one pre-ticked; submit is
 * disabled while processing; a failure says "An error occurred while processing your
 * request.".
 */
export const ReportDialog = observer(function ReportDialog({
  status,
  model,
  t,
  onClose,
}: {
  status: Status;
  model: WebModel;
  t: TranslateFn;
  onClose: () => void;
}) {
  const { root } = model;
  const account = root.entities.account(status.accountId);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set([status.id]));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const theirs = [...root.entities.statuses.values()]
    .filter((s) => s.accountId === status.accountId && !s.reblogId && !s.deleted)
    .slice(0, 20);
  const domain = account?.fqn.split('@')[1] ?? '';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    const actions = await root.loadStatusActions();
    const result = await actions.report({
      accountId: status.accountId,
      statusIds: [...ticked],
      comment,
      forward,
    });
    setBusy(false);
    if (result.kind === 'done') {
      root.notices.add('success', 'status_actions.done.report');
      onClose();
    } else setFailed(true);
  };
  const flip = (id: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Modal
      title={t('status_actions.report_dialog.title', { acct: account?.acct ?? '' })}
      onClose={onClose}
    >
      <form className="report-form" onSubmit={onSubmit}>
        <label>
          {t('status_actions.report_dialog.comment')}
          <textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} />
        </label>
        {mayForwardReport(account) ? (
          <label>
            <input
              type="checkbox"
              checked={forward}
              onChange={(e) => setForward(e.target.checked)}
            />{' '}
            {t('status_actions.report_dialog.forward', { domain })}
          </label>
        ) : null}
        <fieldset>
          <legend>{t('status_actions.report_dialog.statuses')}</legend>
          {theirs.map((s) => (
            <label key={s.id} className="report-status">
              <input type="checkbox" checked={ticked.has(s.id)} onChange={() => flip(s.id)} />{' '}
              {plainText(s.content).slice(0, 120)}
            </label>
          ))}
        </fieldset>
        {failed ? <p role="alert">{t('user_reporting.generic_error')}</p> : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('status_actions.report_dialog.submit')}
        </button>
      </form>
    </Modal>
  );
});

/**
 * The text of a status's HTML for a checkbox label. DOMParser runs no scripts and loads
 * nothing; the web's HTML library stays out of the bundle for this one line.
 */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
