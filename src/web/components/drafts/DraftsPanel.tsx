import { observer } from 'mobx-react-lite';
import { draftContextLabel, draftExcerpt } from '../../../shared/format/draft-summary';
import { useT } from '../../app/hooks';
import type { WebDrafts } from '../../model/web-drafts';
import { Modal } from '../common/Modal';
import './drafts.css';

/**
 * The unsent drafts of the signed-in account, newest first (the same list as `petrel
 * drafts` and the terminal's `g D`): Continue puts one in the post form, Discard drops it.
 */
const DraftsPanel = observer(function DraftsPanel(props: {
  drafts: WebDrafts;
  onClose: () => void;
}) {
  const { onClose } = props;
  const t = useT();
  const drafts = props.drafts.others();
  return (
    <Modal title={t('drafts.title')} onClose={onClose}>
      {drafts.length === 0 ? <p className="faint">{t('drafts.empty')}</p> : null}
      <ul className="drafts-list" aria-label={t('drafts.title')}>
        {drafts.map((draft) => (
          <li key={draft.id} className="drafts-item" data-draft-id={draft.id}>
            <div className="faint">{draftContextLabel(t, draft)}</div>
            <div className="drafts-text">{draftExcerpt(t, draft)}</div>
            {draft.error ? (
              <div className="error">{t('drafts.not_sent', { detail: draft.error })}</div>
            ) : null}
            <div className="drafts-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  props.drafts.resume(draft);
                  onClose();
                }}
              >
                {t('drafts.resume')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => props.drafts.store.discard(draft.id)}
              >
                {t('drafts.discard')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
});

export default DraftsPanel;
