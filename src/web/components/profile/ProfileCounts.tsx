import type { Account } from '../../../core/domain/types';
import { useT } from '../../app/hooks';

/** Statuses, followees and followers counts; a count the person hides reads "Hidden". */
export function ProfileCounts({ account, isOwn }: { account: Account; isOwn: boolean }) {
  const t = useT();
  const hidden = t('user_card.hidden');
  const following = account.hideFollowsCount && !isOwn ? hidden : account.followingCount;
  const followers = account.hideFollowersCount && !isOwn ? hidden : account.followersCount;
  return (
    <dl className="profile-counts">
      <div>
        <dt>{t('user_card.statuses')}</dt>
        <dd>{account.statusesCount}</dd>
      </div>
      <div>
        <dt>{t('user_card.followees')}</dt>
        <dd>{following}</dd>
      </div>
      <div>
        <dt>{t('user_card.followers')}</dt>
        <dd>{followers}</dd>
      </div>
    </dl>
  );
}
