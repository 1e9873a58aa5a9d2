import { observer } from 'mobx-react-lite';
import type { PopoverStore } from '../../../core/model/popovers';
import { markInvisible } from '../../../shared/text/invisible';
import { useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { Avatar } from '../status/Avatar';
import { DisplayName } from '../status/DisplayName';

/**
 * The user list popover (spec part 2 §2, §9 "caps at 16"): who reacted to a status with one
 * emoji, hovering or focusing that reaction; each account links to its profile.
 */
export const UserListPopover = observer(function UserListPopover({
  store,
  statusId,
  emoji,
}: {
  store: PopoverStore;
  statusId: string;
  emoji: string;
}) {
  const root = useRoot();
  const t = useT();
  const profilePath = useProfilePath();
  const list = store.reactedList(statusId, emoji);
  if (list === 'loading') return <p className="faint">{t('popover.loading')}</p>;
  if (list === 'unavailable') return <p role="status">{t('user_list.unavailable')}</p>;
  const accounts = list.flatMap((id) => root.entities.account(id) ?? []);
  return (
    <section className="popover-user-list" aria-label={t('user_list.reacted', { emoji })}>
      <p className="popover-name">{t('user_list.reacted', { emoji })}</p>
      {accounts.length === 0 ? <p className="faint">{t('user_list.empty')}</p> : null}
      <ul className="user-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <Link to={profilePath(account)} className="user-list-item">
              <Avatar account={account} size={24} />
              <DisplayName account={account} />
              <span className="status-acct">@{markInvisible(account.acct)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
