import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { canEdit, canQuote, hasEditHistory } from '../../../core/model/post/post-rules';
import { useModel, useT } from '../../app/hooks';
import { postStoresOf } from '../../model/post-stores';

/**
 * The post form's entries on a status: reply, quote (where the spec allows it), edit (own
 * status, server with editing) and the edit history (edited statuses only).
 */
export const PostFormActions = observer(function PostFormActions({ status }: { status: Status }) {
  const model = useModel();
  const t = useT();
  const { root } = model;
  const { postModals } = postStoresOf(model);
  if (!root.session.isSignedIn) return null;
  const selfId = root.session.accountId ?? undefined;
  const caps = root.instance.capabilities;
  return (
    <div className="status-post-actions">
      <button
        type="button"
        className="button-link"
        onClick={() => postModals.show('reply', status)}
      >
        {t('post_status.reply_option')}
      </button>
      {canQuote(status, selfId, caps.quotes) ? (
        <button
          type="button"
          className="button-link"
          onClick={() => postModals.show('quote', status)}
        >
          {t('status.quote')}
        </button>
      ) : null}
      {canEdit(status, selfId, caps.editing) ? (
        <button
          type="button"
          className="button-link"
          onClick={() => postModals.show('edit', status)}
        >
          {t('status.edit')}
        </button>
      ) : null}
      {hasEditHistory(status) ? (
        <button
          type="button"
          className="button-link"
          onClick={() => postModals.showHistory(status.id)}
        >
          {t('status.edit_history')}
        </button>
      ) : null}
    </div>
  );
});
