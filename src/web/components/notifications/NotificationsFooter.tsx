import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../common/Spinner';

/**
 * Spec part 2 §2: the load-older button (it reveals 20 more held ones before it fetches),
 * a spinner while fetching, or "No more notifications".
 */
export const NotificationsFooter = observer(function NotificationsFooter() {
  const { notifications } = useRoot();
  const t = useT();
  const seenHeld = notifications.filtered.length - notifications.unseenCount;
  const moreHeld = notifications.seenShown < seenHeld;
  let content: ReactNode = null;
  if (notifications.state === 'loading' || notifications.loadingOlder) {
    content = <Spinner label={t('notifications.loading')} />;
  } else if (notifications.state === 'failed') {
    content = (
      <button type="button" className="button" onClick={() => void notifications.loadInitial()}>
        {t('general.retry')}
      </button>
    );
  } else if (notifications.state === 'loaded') {
    content =
      notifications.bottomedOut && !moreHeld ? (
        <span className="faint">{t('notifications.no_more_notifications')}</span>
      ) : (
        <button
          type="button"
          className="button load-older"
          onClick={() => void notifications.loadOlder()}
        >
          {t('notifications.load_older')}
        </button>
      );
  }
  return <footer className="notifications-footer">{content}</footer>;
});
