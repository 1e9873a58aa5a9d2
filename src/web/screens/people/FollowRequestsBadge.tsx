import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { followRequestsOf } from '../../../core/model/people-kits';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { useRoot, useT } from '../../app/hooks';
import { badgeText } from '../../components/notifications/UnseenBadge';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * The navigation's follow-request count for a locked account (spec part 1 §6), polled every
 * 10 s while shown (§9); nothing at 0.
 */
export const FollowRequestsBadge = observer(function FollowRequestsBadge() {
  useFeatureWords(peopleLists);
  const root = useRoot();
  const t = useT();
  const requests = root.use(followRequestsOf);
  useEffect(() => requests.watch(), [requests]);
  const count = requests.count;
  if (count <= 0) return null;
  return (
    <span
      className="unseen-badge"
      data-testid="follow-requests-badge"
      title={t('follow_requests.badge', { count })}
    >
      {badgeText(count)}
      <span className="visually-hidden"> {t('follow_requests.badge', { count })}</span>
    </span>
  );
});
