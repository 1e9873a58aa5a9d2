import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { NotificationTab } from '../../../core/model/interactions';
import { useModel, useT } from '../../app/hooks';
import { PagerFooter } from '../../components/common/PagerFooter';
import { NotificationItem } from '../../components/notifications/NotificationItem';
import { NotificationClockProvider } from '../../components/notifications/notification-clock';
import '../../styles/notifications.css';
import { interactionsStore } from './interactions-store';

/**
 * An interactions tab listed as notifications (Favs+repeats, Follows, Emoji reactions,
 * Reports, Moves): the server's notifications of the tab's types, newest first, with load
 * more until "No more notifications". Loads afresh each time the tab is opened.
 */
export const NotificationTypeTab = observer(function NotificationTypeTab({
  tab,
}: {
  tab: NotificationTab;
}) {
  const { reading } = useModel();
  const t = useT();
  const pager = reading.store(interactionsStore).pager(tab);
  useEffect(() => {
    void pager.loadInitial();
  }, [pager]);
  const notifications = pager.notifications;
  return (
    <NotificationClockProvider>
      <div className="interactions-notifications" role="tabpanel" data-tab={tab}>
        {notifications.length > 0 ? (
          <ul className="notification-list" aria-label={t(`interactions.${tab}`)}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        ) : null}
        <PagerFooter
          pager={pager}
          shown={notifications.length}
          empty={t('notifications.no_notifications')}
          noMore={t('notifications.no_more_notifications')}
          loadMore={t('interactions.load_older')}
        />
      </div>
    </NotificationClockProvider>
  );
});
