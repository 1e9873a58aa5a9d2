import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EditHistory } from '../../../core/model/post/edit-history';
import { postFormWords } from '../../../shared/i18n/en/common-post-form';
import { fullTime } from '../../../shared/text/relative-time';
import { useLanguage, useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { postStoresOf } from '../../model/post-stores';
import { Modal } from '../common/Modal';
import { SafeHtml } from '../common/SafeHtml';
import { Spinner } from '../common/Spinner';
import { PostForm } from './PostForm';

/**
 * The new-post, reply, quote and edit dialogs (one post form on the dialog's own draft) and
 * the edit-history dialog. Lazy: loaded when one first opens.
 */
const PostModals = observer(function PostModals() {
  const model = useModel();
  const t = useT();
  useFeatureWords(postFormWords);
  const modals = postStoresOf(model).postModals;
  const open = modals.open;
  if (!open) return null;
  const close = () => modals.close();
  if (open.kind === 'history') {
    return (
      <Modal title={t('status.edit_history_modal')} onClose={close}>
        <EditHistoryList statusId={open.statusId} />
      </Modal>
    );
  }
  const title =
    open.kind === 'edit'
      ? t('post_status.edit_status')
      : open.kind === 'quote'
        ? t('post_status.quote_option')
        : open.kind === 'reply'
          ? t('post_status.reply_option')
          : t('post_status.new_status');
  const composer = modals.composer;
  return (
    <Modal title={title} onClose={close}>
      {modals.error ? (
        <p className="error">{t('post_status.error', { detail: modals.error })}</p>
      ) : null}
      {open.kind === 'edit' ? (
        <p className="faint">{t('post_status.edit_unsupported_warning')}</p>
      ) : null}
      {composer ? <PostForm idPrefix="modal" composer={composer} /> : null}
    </Modal>
  );
});

/** The versions of an edited status, newest first. */
const EditHistoryList = observer(function EditHistoryList({ statusId }: { statusId: string }) {
  const { root } = useModel();
  const t = useT();
  useFeatureWords(postFormWords);
  const locale = useLanguage();
  const [history] = useState(() => new EditHistory(() => root.client, statusId));
  useEffect(() => {
    void history.load();
  }, [history]);
  if (history.loading && history.versions.length === 0) return <Spinner />;
  if (history.error)
    return <p className="error">{t('post_status.error', { detail: history.error })}</p>;
  return (
    <ol className="edit-history" data-testid="edit-history">
      {history.versions.map((version) => (
        <li key={version.createdAt} className="edit-history-version">
          <time className="faint" dateTime={version.createdAt}>
            {fullTime(version.createdAt, { locale })}
          </time>
          {version.spoilerText ? <p className="faint">{version.spoilerText}</p> : null}
          <SafeHtml html={version.content} />
        </li>
      ))}
    </ol>
  );
});

export default PostModals;
