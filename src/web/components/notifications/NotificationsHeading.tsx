import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { ICON, ScrollTopIcon } from '../common/icons';
import { NotificationFilterMenu } from './NotificationFilterMenu';
import { UnseenBadge } from './UnseenBadge';

/**
 * Spec part 2 §2 heading: title, unseen-count badge, scroll-to-top, the read button (marks
 * everything seen, and tells the server) and the filter dropdown; a close button in the
 * mobile drawer.
 */
export const NotificationsHeading = observer(function NotificationsHeading({
  onScrollTop,
  onClose,
}: {
  onScrollTop: () => void;
  onClose?: () => void;
}) {
  const { notifications } = useRoot();
  const t = useT();
  const unseen = notifications.unseenCount;
  return (
    <header className="panel-heading notifications-heading">
      <h2 className="notifications-title">
        {t('notifications.notifications')} <UnseenBadge count={unseen} />
      </h2>
      <div className="notifications-heading-actions">
        <button
          type="button"
          className="button-icon"
          aria-label={t('notifications.scroll_to_top')}
          title={t('notifications.scroll_to_top')}
          onClick={onScrollTop}
        >
          <ScrollTopIcon {...ICON} />
        </button>
        {unseen > 0 ? (
          <button
            type="button"
            className="button notifications-read"
            onClick={() => void notifications.markAllRead()}
          >
            {t('notifications.read')}
          </button>
        ) : null}
        <NotificationFilterMenu />
        {onClose ? (
          <button
            type="button"
            className="button-icon"
            aria-label={t('notifications.close')}
            title={t('notifications.close')}
            onClick={onClose}
          >
            ×
          </button>
        ) : null}
      </div>
    </header>
  );
});
