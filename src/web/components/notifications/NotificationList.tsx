import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { NotificationItem } from './NotificationItem';

/** The shown notifications, newest first: the unseen ones plus the revealed seen ones. */
export const NotificationList = observer(function NotificationList() {
  const { notifications } = useRoot();
  const t = useT();
  const visible = notifications.visible;
  if (visible.length === 0 && notifications.state === 'loaded') {
    return <p className="notifications-empty faint">{t('notifications.no_notifications')}</p>;
  }
  return (
    <ul className="notification-list" aria-label={t('notifications.notifications')}>
      {visible.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
});
