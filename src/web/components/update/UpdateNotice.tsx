import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { serverStorageOf } from '../../../core/model/server-storage/kit';
import { markUpdateNoticeRead, updateNoticeOwed } from '../../../core/model/update-notice';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { Modal } from '../common/Modal';

/**
 * The update-notification modal (spec part 1 §2): once per update, for a signed-in reader
 * whose account predates the new-user cutoff. "Got it" sets the server-side flag so it is
 * not shown again anywhere; closing it otherwise only hides it for this page.
 */
export const UpdateNotice = observer(function UpdateNotice() {
  const root = useRoot();
  const account = root.session.account;
  if (!account || root.scope.account === null) return null;
  return <UpdateNoticeFor createdAt={account.createdAt} />;
});

const UpdateNoticeFor = observer(function UpdateNoticeFor({ createdAt }: { createdAt: string }) {
  useFeatureWords(shellWords);
  const root = useRoot();
  const t = useT();
  const storage = root.scope.use(serverStorageOf);
  const [closed, setClosed] = useState(false);
  if (closed || !updateNoticeOwed(storage, createdAt)) return null;
  const read = () => {
    setClosed(true);
    void markUpdateNoticeRead(storage);
  };
  return (
    <Modal
      title={t('update_notice.title')}
      onClose={() => setClosed(true)}
      footer={
        <button type="button" className="button button-primary" onClick={read}>
          {t('update_notice.got_it')}
        </button>
      }
    >
      <p>{t('update_notice.text', { version: import.meta.env.PETREL_VERSION ?? '?' })}</p>
    </Modal>
  );
});
