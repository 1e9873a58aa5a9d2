import type { Account } from '../../../core/domain/types';
import { dailyAveragePosts } from '../../../core/view/daily-average';
import { profileCardWords } from '../../../shared/i18n/en/profile-card';
import { useModel, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * Statuses (with the daily average of spec part 2 §9), followees and followers counts; a
 * count the person hides reads "Hidden".
 */
export function ProfileCounts({ account, isOwn }: { account: Account; isOwn: boolean }) {
  useFeatureWords(profileCardWords);
  const t = useT();
  const now = useModel().root.ports.clock.now();
  const hidden = t('user_card.hidden');
  const following = account.hideFollowsCount && !isOwn ? hidden : account.followingCount;
  const followers = account.hideFollowersCount && !isOwn ? hidden : account.followersCount;
  const perDay = dailyAveragePosts(account.statusesCount, account.createdAt, now);
  return (
    <dl className="profile-counts">
      <div>
        <dt>{t('user_card.statuses')}</dt>
        <dd>{account.statusesCount}</dd>
      </div>
      {perDay === null ? null : (
        <div data-testid="profile-per-day">
          <dt>{t('profile_card.per_day')}</dt>
          <dd>{perDay}</dd>
        </div>
      )}
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
