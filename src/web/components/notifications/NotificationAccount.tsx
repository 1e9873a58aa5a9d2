import { observer } from 'mobx-react-lite';
import { markInvisible } from '../../../shared/text/invisible';
import { useRoot } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { Avatar } from '../status/Avatar';
import { DisplayName } from '../status/DisplayName';

/**
 * An account as a notification names it: avatar, name and @acct, linking to the profile;
 * `compact` is the name alone (above a status that shows its author anyway).
 */
export const NotificationAccount = observer(function NotificationAccount({
  accountId,
  avatarSize = 32,
  compact = false,
}: {
  accountId: string;
  avatarSize?: number;
  compact?: boolean;
}) {
  const root = useRoot();
  const profilePath = useProfilePath();
  const account = root.entities.account(accountId);
  if (!account) return <span className="notification-account faint">…</span>;
  return (
    <Link
      className="notification-account"
      to={profilePath(account)}
      data-pop={`user:${account.id}`}
      title={`@${markInvisible(account.acct)}`}
    >
      {compact ? null : <Avatar account={account} size={avatarSize} />}
      <span className="notification-account-names">
        <DisplayName account={account} />
        {compact ? null : <span className="status-acct">@{markInvisible(account.acct)}</span>}
      </span>
    </Link>
  );
});
