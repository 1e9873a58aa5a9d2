import { observer } from 'mobx-react-lite';
import type { Account } from '../../../core/domain/types';
import { markInvisible } from '../../../shared/text/invisible';
import { useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { DisplayName } from '../status/DisplayName';

/**
 * "Alice has moved to @alice@new.example" on a profile whose account migrated (the
 * server's `moved`), linking to the new account's profile.
 */
export const ProfileMoved = observer(function ProfileMoved({ account }: { account: Account }) {
  const t = useT();
  const profilePath = useProfilePath();
  const moved = account.moved;
  if (!moved) return null;
  return (
    <p className="profile-moved" role="note" data-testid="profile-moved">
      <DisplayName account={account} /> {t('user_card.moved_to')}{' '}
      <Link to={profilePath(moved)}>@{markInvisible(moved.fqn)}</Link>
    </p>
  );
});
