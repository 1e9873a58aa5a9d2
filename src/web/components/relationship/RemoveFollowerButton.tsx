import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Account } from '../../../core/domain/types';
import { relationshipsOf } from '../../../core/model/relationships';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { Modal } from '../common/Modal';
import '../../styles/relationship.css';

/**
 * The remove-follower button on one's own followers list (spec part 1 §2), asking first
 * when the setting says so (modalOnRemoveUserFromFollowers).
 */
export const RemoveFollowerButton = observer(function RemoveFollowerButton({
  account,
}: {
  account: Account;
}) {
  useFeatureWords({ relationship: words });
  const t = useT();
  const { root } = useModel();
  const store = root.use(relationshipsOf);
  const [asking, setAsking] = useState(false);
  const [removed, setRemoved] = useState(false);
  const busy = store.pendingOp(account.id) === 'remove_follower';
  const remove = () => {
    setAsking(false);
    void store.removeFollower(account.id).then((result) => {
      if (result.kind === 'done') setRemoved(true);
    });
  };
  const user = `@${account.acct}`;
  return (
    <>
      <button
        type="button"
        className="button button-small remove-follower"
        data-testid="remove-follower"
        disabled={busy || removed}
        onClick={() => (root.preferences.confirmRemoveFollower ? setAsking(true) : remove())}
      >
        {removed ? t('relationship.follower_removed', { user }) : t('relationship.remove_follower')}
      </button>
      {asking ? (
        <Modal
          title={t('relationship.remove_follower_confirm_title')}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setAsking(false)}>
                {t('general.cancel')}
              </button>
              <button
                type="button"
                className="button button-primary"
                data-testid="relationship-confirm"
                onClick={remove}
              >
                {t('relationship.remove_follower')}
              </button>
            </>
          }
        >
          <p>{t('relationship.remove_follower_confirm', { user })}</p>
        </Modal>
      ) : null}
    </>
  );
});
