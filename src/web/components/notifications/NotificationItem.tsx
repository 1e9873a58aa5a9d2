import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Notification } from '../../../core/domain/types';
import { dismissNotification } from '../../../core/model/notification-dismiss';
import { presentNotification } from '../../../core/view/notification-presentation';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { DismissIcon, ICON } from '../common/icons';
import { StatusItem } from '../status/StatusItem';
import { FollowRequestActions } from './FollowRequestActions';
import { NotificationAccount } from './NotificationAccount';
import { NotificationStatusSummary } from './NotificationStatusSummary';
import { NotificationTime } from './NotificationTime';
import { NOTIFICATION_ICONS } from './notification-icons';
import { ReactionEmoji } from './ReactionEmoji';

/**
 * One notification (spec part 2 §3): who did what and when; mentions and subscribed posts
 * show the status itself, favourites, repeats, reactions and ended polls a summary of it;
 * follow requests their approve and deny; moves the new account. A button dismisses it
 * (spec part 2 §7).
 */
export const NotificationItem = observer(function NotificationItem({
  notification,
}: {
  notification: Notification;
}) {
  const root = useRoot();
  const t = useT();
  useFeatureWords(shellWords);
  const look = presentNotification(notification.type);
  const Icon = NOTIFICATION_ICONS[look.icon];
  const unseen = !root.notifications.isSeen(notification);
  let extra: ReactNode = null;
  if (look.body === 'status' && notification.statusId) {
    extra = <StatusItem id={notification.statusId} />;
  } else if (look.body === 'summary') {
    extra = <NotificationStatusSummary statusId={notification.statusId} />;
  } else if (notification.type === 'follow_request') {
    extra = <FollowRequestActions accountId={notification.accountId} />;
  } else if (notification.type === 'move' && notification.targetId) {
    extra = (
      <div className="notification-target">
        <NotificationAccount accountId={notification.targetId} />
      </div>
    );
  } else if (notification.type === 'pleroma:report' || notification.type === 'admin.report') {
    extra = <p className="notification-summary faint">{t('notifications.report_hint')}</p>;
  }
  const classes = ['notification', `notification-${look.body}`, unseen ? 'notification-unseen' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      data-notification-id={notification.id}
      data-type={notification.type}
      data-unseen={unseen ? 'true' : undefined}
    >
      <div className="notification-line">
        <span className="notification-icon" aria-hidden="true">
          <Icon {...ICON} />
        </span>
        {look.named ? (
          <NotificationAccount
            accountId={notification.accountId}
            compact={look.body === 'status'}
          />
        ) : null}
        <span className="notification-verb">
          {t(look.wordsKey, { type: notification.rawType, emoji: '' }).trim()}
          {notification.type === 'pleroma:emoji_reaction' ? (
            <>
              {' '}
              <ReactionEmoji notification={notification} />
            </>
          ) : null}
        </span>
        <NotificationTime iso={notification.createdAt} statusId={notification.statusId} />
        <button
          type="button"
          className="button-icon notification-dismiss"
          title={t('dismiss_notification.label')}
          aria-label={t('dismiss_notification.label')}
          onClick={() => void dismissNotification(root, notification.id)}
        >
          <DismissIcon {...ICON} />
        </button>
      </div>
      {extra ? <div className="notification-body">{extra}</div> : null}
    </li>
  );
});
