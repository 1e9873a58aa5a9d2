import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { ListMembershipStore } from '../../../core/model/list-membership';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useRoot, useT } from '../../app/hooks';
import { Modal } from '../../components/common/Modal';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { listsStore } from './lists-store';

/**
 * "Add to list" from the profile's tools menu (issue 12): a dialog with one checkbox per
 * list of the signed-in user, ticked where the account is a member; a change is sent at
 * once and the box is held while it is on its way (a failure unticks it with the
 * `lists.error` notice). Core's ListMembershipStore does the work, as for the terminal's `L`.
 */
export const AddToList = observer(function AddToList({
  accountId,
  user,
  onClose,
}: {
  accountId: string;
  /** `@name`, in the dialog's title. */
  user: string;
  onClose: () => void;
}) {
  useFeatureWords(screens);
  useFeatureWords(peopleLists);
  const root = useRoot();
  const { reading } = useModel();
  const t = useT();
  const lists = reading.store(listsStore);
  const membership = useMemo(
    () => new ListMembershipStore({ client: () => root.client, lists }, accountId),
    [root, lists, accountId],
  );
  useEffect(() => {
    void membership.load();
  }, [membership]);
  return (
    <Modal
      title={`${t('list_edit.add_to_list')} · ${user}`}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('general.close')}
        </button>
      }
    >
      <div className="add-to-list" data-testid="add-to-list">
        {membership.state === 'loading' || membership.state === 'idle' ? <Spinner /> : null}
        {membership.state === 'failed' ? (
          <p className="error-text" role="alert">
            {t('lists.load_error', { detail: membership.error ?? '' })}
          </p>
        ) : null}
        {membership.state === 'loaded' && membership.lists.length === 0 ? (
          <p className="faint">{t('lists.empty')}</p>
        ) : null}
        <ul className="add-to-list-items">
          {membership.lists.map((list) => (
            <li key={list.id}>
              <label>
                <input
                  type="checkbox"
                  checked={membership.has(list.id)}
                  disabled={membership.state !== 'loaded' || membership.pending.has(list.id)}
                  onChange={() => void membership.toggle(list.id)}
                />{' '}
                {list.title}
              </label>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
});
