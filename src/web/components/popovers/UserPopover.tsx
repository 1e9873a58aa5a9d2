import { observer } from 'mobx-react-lite';
import { markInvisible } from '../../../shared/text/invisible';
import { useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { SafeHtml } from '../common/SafeHtml';
import { ProfileBadges } from '../profile/ProfileBadges';
import { ProfileCounts } from '../profile/ProfileCounts';
import { Avatar } from '../status/Avatar';
import { DisplayName } from '../status/DisplayName';
import '../../styles/reading.css';

const HTTP_URL = /^https?:\/\//i;

/** The user card in a popover (spec part 2 §2 "user popover"): who, their bio and counts. */
export const UserPopover = observer(function UserPopover({ accountId }: { accountId: string }) {
  const root = useRoot();
  const t = useT();
  const profilePath = useProfilePath();
  const account = root.entities.account(accountId);
  if (!account) return <p className="faint">{t('popover.loading')}</p>;
  const banner = HTTP_URL.test(account.header) ? account.header : null;
  const isOwn = root.session.account?.id === account.id;
  return (
    <section className="popover-user" aria-label={t('popover.user_label', { name: account.acct })}>
      <div
        className="popover-banner"
        style={banner ? { backgroundImage: `url("${banner.replaceAll('"', '%22')}")` } : undefined}
      />
      <div className="popover-identity">
        <Avatar account={account} size={56} />
        <div>
          <p className="popover-name">
            <DisplayName account={account} />
          </p>
          <p className="status-acct">@{markInvisible(account.fqn)}</p>
        </div>
      </div>
      <ProfileBadges account={account} relationship={null} />
      {account.note ? (
        <SafeHtml className="popover-bio" html={account.note} emojis={account.emojis} />
      ) : null}
      <ProfileCounts account={account} isOwn={isOwn} />
      <Link className="button" to={profilePath(account)}>
        {t('popover.open_profile')}
      </Link>
    </section>
  );
});
