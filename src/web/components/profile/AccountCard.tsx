import type { Account } from '../../../core/domain/types';
import { markInvisible } from '../../../shared/text/invisible';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { Avatar } from '../status/Avatar';
import { DisplayName } from '../status/DisplayName';
import '../../styles/reading.css';

/** One account in a list (followers, followees, search results), linking to its profile. */
export function AccountCard({ account }: { account: Account }) {
  const profilePath = useProfilePath();
  return (
    <Link
      className="account-card"
      to={profilePath(account)}
      data-account-id={account.id}
      data-pop={`user:${account.id}`}
    >
      <Avatar account={account} size={40} />
      <span className="account-card-names">
        <DisplayName account={account} />
        <span className="status-acct">@{markInvisible(account.acct)}</span>
      </span>
    </Link>
  );
}
