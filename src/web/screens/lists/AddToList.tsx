import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { ListMembershipStore } from '../../../core/model/list-membership';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { listsStore } from './lists-store';

/**
 * "Add to list" on a profile (issue 12): a disclosure with one checkbox per list of the
 * signed-in user; a change is sent at once. Core's ListMembershipStore does the work, so
 * wherever the profile's tools end up this stays one small element.
 */
export const AddToList = observer(function AddToList({ accountId }: { accountId: string }) {
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
  const [open, setOpen] = useState(false);
  return (
    <details
      className="add-to-list"
      data-testid="add-to-list"
      onToggle={(event) => {
        const opened = (event.currentTarget as HTMLDetailsElement).open;
        setOpen(opened);
        if (opened) void membership.load();
      }}
    >
      <summary className="button">{t('list_edit.add_to_list')}</summary>
      {open ? (
        <div className="add-to-list-body">
          {membership.state === 'loading' ? <Spinner /> : null}
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
                    disabled={membership.pending.has(list.id)}
                    onChange={() => void membership.toggle(list.id)}
                  />{' '}
                  {list.title}
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </details>
  );
});
