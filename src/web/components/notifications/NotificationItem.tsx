import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Notification } from '../../../core/domain/types';
import { presentNotification } from '../../../core/view/notification-presentation';
import { useRoot, useT } from '../../app/hooks';
import { ICON } from '../common/icons';
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
 * follow requests their approve and deny; moves the new account.
 */
export const NotificationItem = observer(function NotificationItem({
  notification,
}: {
  notification: Notification;
}) {
  const root = useRoot();
  const t = useT();
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
      </div>
      {extra ? <div className="notification-body">{extra}</div> : null}
    </li>
  );
});
