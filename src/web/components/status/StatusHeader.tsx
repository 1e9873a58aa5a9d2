import { Link } from 'react-router';
import type { Account, Status } from '../../../core/domain/types';
import { markInvisible } from '../../../shared/text/invisible';
import { useProfilePath } from '../../app/use-profile-path';
import { DisplayName } from './DisplayName';
import { RelativeTime } from './RelativeTime';

/** Name and @acct linking to the profile, and the time linking to the conversation. */
export function StatusHeader({
  status,
  account,
}: {
  status: Status;
  account: Account | undefined;
}) {
  const profilePath = useProfilePath();
  return (
    <header className="status-header">
      {account ? (
        <Link className="status-names" to={profilePath(account)}>
          <DisplayName account={account} />
          <span className="status-acct">@{markInvisible(account.acct)}</span>
        </Link>
      ) : (
        <span className="status-names">
          <DisplayName account={account} />
        </span>
      )}
      <RelativeTime iso={status.createdAt} statusId={status.id} />
    </header>
  );
}
