import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useT } from '../../app/hooks';
import { DesktopNotificationsToggle } from './DesktopNotificationsToggle';
import { NotificationList } from './NotificationList';
import { NotificationsFooter } from './NotificationsFooter';
import { NotificationsHeading } from './NotificationsHeading';
import { NotificationClockProvider } from './notification-clock';
import { scrollToTop } from './scroll-to-top';
import '../../styles/notifications.css';

/**
 * The notifications panel (spec part 2 §2): heading, list and footer, over the core's
 * NotificationsStore. Placed by the layout in the wide third column, the sidebar, the
 * mobile drawer or the notifications page; `minimal` leaves the heading out.
 */
export const NotificationsPanel = observer(function NotificationsPanel({
  minimal = false,
  onClose,
}: {
  minimal?: boolean;
  onClose?: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  return (
    <NotificationClockProvider>
      <section
        ref={ref}
        className="panel notifications-panel"
        data-testid="notifications-panel"
        aria-label={t('notifications.notifications')}
      >
        {minimal ? null : (
          <NotificationsHeading onScrollTop={() => scrollToTop(ref.current)} onClose={onClose} />
        )}
        <DesktopNotificationsToggle />
        <NotificationList />
        <NotificationsFooter />
      </section>
    </NotificationClockProvider>
  );
});
