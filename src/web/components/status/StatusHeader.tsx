import type { Account, Status, Visibility } from '../../../core/domain/types';
import { markInvisible } from '../../../shared/text/invisible';
import { useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { DirectIcon, ICON, type LucideIcon, PrivateIcon, UnlistedIcon } from '../common/icons';
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
        <Link className="status-names" to={profilePath(account)} data-pop={`user:${account.id}`}>
          <DisplayName account={account} />
          <span className="status-acct">@{markInvisible(account.acct)}</span>
        </Link>
      ) : (
        <span className="status-names">
          <DisplayName account={account} />
        </span>
      )}
      <StatusVisibility visibility={status.visibility} />
      <RelativeTime iso={status.createdAt} statusId={status.id} />
    </header>
  );
}

const SCOPE_ICONS: Partial<Record<Visibility, LucideIcon>> = {
  direct: DirectIcon,
  private: PrivateIcon,
  unlisted: UnlistedIcon,
};

/** Who may see a status, when not everyone: a direct message must not look public. */
function StatusVisibility({ visibility }: { visibility: Visibility }) {
  const t = useT();
  if (visibility === 'public') return null;
  const Icon = SCOPE_ICONS[visibility] ?? PrivateIcon;
  return (
    <span
      className={`status-visibility status-visibility-${visibility}`}
      data-visibility={visibility}
    >
      <Icon {...ICON} /> {t(`status.visibility.${visibility}`)}
    </span>
  );
}
