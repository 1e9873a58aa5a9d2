import { observer } from 'mobx-react-lite';
import type { Account } from '../../../core/domain/types';
import type { ListEditorStore } from '../../../core/model/list-editor';
import { useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { AccountCard } from '../../components/profile/AccountCard';

/** One account row with its add / remove / undo button. */
const MemberRow = observer(function MemberRow({
  editor,
  account,
  undoable,
}: {
  editor: ListEditorStore;
  account: Account;
  /** On the members tab a removed account stays, with "undo". */
  undoable: boolean;
}) {
  const t = useT();
  const member = editor.isMember(account.id);
  const removed = undoable && editor.removedIds.has(account.id);
  const label = member
    ? t('list_edit.remove_from_list')
    : removed
      ? t('list_edit.undo')
      : t('list_edit.add_to_list');
  return (
    <li
      className="list-member"
      data-account-id={account.id}
      data-member={member ? 'true' : 'false'}
    >
      <AccountCard account={account} />
      <button
        type="button"
        className="button"
        disabled={editor.busy}
        onClick={() => void (member ? editor.remove(account.id) : editor.add(account.id))}
      >
        {label}
      </button>
    </li>
  );
});

/** The members tab: everyone on the list, removable, a removal undoable while here. */
export const ListMembersTab = observer(function ListMembersTab({
  editor,
}: {
  editor: ListEditorStore;
}) {
  const t = useT();
  const members = editor.members;
  return (
    <div role="tabpanel" className="list-members">
      {editor.membersState === 'failed' ? (
        <p className="error-text" role="alert">
          {t('list_edit.members_error', { detail: editor.error ?? '' })}
        </p>
      ) : null}
      {members.length === 0 && editor.membersState !== 'loading' ? (
        <p className="faint">{t('list_edit.no_members')}</p>
      ) : null}
      <ul className="account-list">
        {members.map((account) => (
          <MemberRow key={account.id} editor={editor} account={account} undoable />
        ))}
      </ul>
    </div>
  );
});

/** The add tab: account search (2000 ms after typing, Enter at once), following only. */
export const ListSearchTab = observer(function ListSearchTab({
  editor,
}: {
  editor: ListEditorStore;
}) {
  const t = useT();
  return (
    <div role="tabpanel" className="list-search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void editor.searchNow();
        }}
      >
        <input
          type="search"
          name="q"
          aria-label={t('list_edit.search')}
          placeholder={t('list_edit.search')}
          value={editor.query}
          onChange={(event) => editor.setQuery(event.target.value)}
        />{' '}
        <label>
          <input
            type="checkbox"
            name="following-only"
            checked={editor.followingOnly}
            onChange={(event) => editor.setFollowingOnly(event.target.checked)}
          />{' '}
          {t('list_edit.following_only')}
        </label>
      </form>
      {editor.searchState === 'loading' ? <Spinner /> : null}
      {editor.searchState === 'loaded' && editor.results.length === 0 ? (
        <p className="faint">{t('list_edit.no_results')}</p>
      ) : null}
      <ul className="account-list">
        {editor.results.map((id) => {
          const account = editor.account(id);
          return account ? (
            <MemberRow key={id} editor={editor} account={account} undoable={false} />
          ) : null;
        })}
      </ul>
    </div>
  );
});
