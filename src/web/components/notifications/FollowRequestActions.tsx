import { observer } from 'mobx-react-lite';
import { useRoot } from '../../app/hooks';
import { FollowRequestButtons } from '../../screens/people/FollowRequestButtons';

/**
 * Approve and deny on a follow request's notification (spec part 1 §4): approve turns it
 * into a follow, deny removes it once the server agreed (core's FollowRequestsStore).
 */
export const FollowRequestActions = observer(function FollowRequestActions({
  accountId,
}: {
  accountId: string;
}) {
  const account = useRoot().entities.account(accountId);
  return (
    <FollowRequestButtons
      accountId={accountId}
      name={account ? account.displayName || account.acct : accountId}
    />
  );
});
