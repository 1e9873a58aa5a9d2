import { observer } from 'mobx-react-lite';
import { markInvisible } from '../../shared/text/invisible';
import { useRoot } from '../app/hooks';
import { Avatar } from '../components/status/Avatar';
import { DisplayName } from '../components/status/DisplayName';

/** The signed-in user's card at the top of the sidebar. */
export const UserCard = observer(function UserCard() {
  const { session } = useRoot();
  const account = session.account;
  if (!account) return null;
  return (
    <div className="user-card" data-testid="user-card">
      <Avatar account={account} size={56} />
      <div className="user-card-names">
        <DisplayName account={account} />
        <span className="status-acct">@{markInvisible(account.acct)}</span>
      </div>
    </div>
  );
});
