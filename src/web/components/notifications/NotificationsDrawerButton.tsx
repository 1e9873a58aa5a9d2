import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../../app/hooks';
import { ICON, NotificationsIcon } from '../common/icons';
import { notificationsDrawer } from './notifications-drawer';
import { UnseenBadge } from './UnseenBadge';

/** The mobile nav bar's bell: opens the notifications drawer, with the unseen badge. */
export const NotificationsDrawerButton = observer(function NotificationsDrawerButton() {
  const model = useModel();
  const t = useT();
  const drawer = notificationsDrawer(model);
  if (!model.root.session.isSignedIn) return null;
  return (
    <button
      type="button"
      className="button-icon notifications-drawer-button"
      aria-label={t('notifications.open')}
      aria-expanded={drawer.open}
      data-testid="notifications-drawer-button"
      onClick={() => drawer.show()}
    >
      <NotificationsIcon {...ICON} />
      <UnseenBadge count={model.root.notifications.unseenCount} />
    </button>
  );
});
