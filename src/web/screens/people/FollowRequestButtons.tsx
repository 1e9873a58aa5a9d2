import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FollowRequestDecision } from '../../../core/model/follow-requests';
import { followRequestsOf } from '../../../core/model/people-kits';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { useRoot, useT } from '../../app/hooks';
import { Modal } from '../../components/common/Modal';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * Approve and deny for one follow request (the friend-requests page and the request's
 * notification). Each asks first when its setting says so (modalOnApproveFollow,
 * modalOnDenyFollow: `confirmApproveFollow`, `confirmDenyFollow`, off by default).
 */
export const FollowRequestButtons = observer(function FollowRequestButtons({
  accountId,
  name,
}: {
  accountId: string;
  /** Who asks, as the confirmation names them. */
  name: string;
}) {
  useFeatureWords(peopleLists);
  const root = useRoot();
  const t = useT();
  const requests = root.use(followRequestsOf);
  const [asking, setAsking] = useState<FollowRequestDecision | null>(null);
  const busy = requests.pending.has(accountId);
  const decide = (decision: FollowRequestDecision) => {
    setAsking(null);
    void (decision === 'approve' ? requests.approve(accountId) : requests.deny(accountId));
  };
  const start = (decision: FollowRequestDecision) => {
    const ask =
      decision === 'approve'
        ? root.preferences.confirmApproveFollow
        : root.preferences.confirmDenyFollow;
    if (ask) setAsking(decision);
    else decide(decision);
  };
  return (
    <div className="notification-actions follow-request-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        data-testid="follow-request-approve"
        onClick={() => start('approve')}
      >
        {t('follow_requests.approve')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        data-testid="follow-request-deny"
        onClick={() => start('deny')}
      >
        {t('follow_requests.deny')}
      </button>
      {asking ? (
        <Modal
          title={t(
            asking === 'approve'
              ? 'follow_requests.approve_confirm_title'
              : 'follow_requests.deny_confirm_title',
          )}
          onClose={() => setAsking(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setAsking(null)}>
                {t('general.cancel')}
              </button>
              <button
                type="button"
                className="button button-primary"
                data-testid="follow-request-confirm"
                onClick={() => decide(asking)}
              >
                {t(asking === 'approve' ? 'follow_requests.approve' : 'follow_requests.deny')}
              </button>
            </>
          }
        >
          <p>
            {t(
              asking === 'approve'
                ? 'follow_requests.approve_confirm'
                : 'follow_requests.deny_confirm',
              { name },
            )}
          </p>
        </Modal>
      ) : null}
    </div>
  );
});
