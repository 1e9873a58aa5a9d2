import { useT } from '../../app/hooks';

/**
 * Approve and deny on a follow request. Shown but disabled: the core has no follow-request
 * calls yet (spec part 1 §4 follow request), and the title says so.
 */
export function FollowRequestActions() {
  const t = useT();
  const why = t('notifications.follow_request_unavailable');
  return (
    <div className="notification-actions">
      <button type="button" className="button" disabled title={why}>
        {t('notifications.approve')}
      </button>
      <button type="button" className="button" disabled title={why}>
        {t('notifications.deny')}
      </button>
      <span className="visually-hidden">{why}</span>
    </div>
  );
}
