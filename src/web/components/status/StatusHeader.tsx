import type { Account, Status } from '../../../core/domain/types';
import { DisplayName } from './DisplayName';
import { RelativeTime } from './RelativeTime';

/** Name, @acct and the time link of a status. */
export function StatusHeader({
  status,
  account,
}: {
  status: Status;
  account: Account | undefined;
}) {
  return (
    <header className="status-header">
      <span className="status-names">
        <DisplayName account={account} />
        <span className="status-acct">@{account?.acct ?? ''}</span>
      </span>
      <RelativeTime iso={status.createdAt} statusId={status.id} />
    </header>
  );
}
