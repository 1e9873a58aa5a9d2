import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { ICON, RepeatIcon } from '../common/icons';
import { DisplayName } from './DisplayName';

/** "Alice repeated" above a repeated status, the name linking to the profile. */
export const RepeatHeader = observer(function RepeatHeader({ accountId }: { accountId: string }) {
  const root = useRoot();
  const t = useT();
  const profilePath = useProfilePath();
  const account = root.entities.account(accountId);
  return (
    <div className="repeat-header">
      <span className="repeat-icon" aria-hidden="true">
        <RepeatIcon {...ICON} />
      </span>{' '}
      {account ? (
        <Link to={profilePath(account)}>
          <DisplayName account={account} />
        </Link>
      ) : (
        <DisplayName account={account} />
      )}{' '}
      {t('status.repeated')}
    </div>
  );
});
