import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import type { NotificationTab } from '../../../core/model/interactions';
import { useModel, useT } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';
import { PagerFooter } from '../../components/common/PagerFooter';
import { NotificationItem } from '../../components/notifications/NotificationItem';
import { NotificationClockProvider } from '../../components/notifications/notification-clock';
import '../../styles/notifications.css';
import { interactionsStore } from './interactions-store';

// The report itself, with its state and notes: the moderation desk's chunk (web budget).
const ReportCard = lazyFeature(() =>
  import('../admin/moderation/ReportCard').then((m) => m.ReportCard),
);

/**
 * An interactions tab listed as notifications (Favs+repeats, Follows, Emoji reactions,
 * Reports, Moves): the server's notifications of the tab's types, newest first, with load
 * more until "No more notifications". Loads afresh each time the tab is opened. A report's
 * notification comes with the report, to resolve or close there (spec part 2 §4).
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
              <Fragment key={notification.id}>
                <NotificationItem notification={notification} />
                {tab === 'reports' && notification.reportId ? (
                  <ReportCard reportId={notification.reportId} />
                ) : null}
              </Fragment>
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
