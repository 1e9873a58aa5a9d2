import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useModel, useT } from '../../app/hooks';
import { useLocation } from '../../app/router';
import { useSwipe } from '../media-viewer/use-swipe';
import { NotificationsPanel } from './NotificationsPanel';
import { notificationsDrawer } from './notifications-drawer';

/** Spec part 1 §9: a swipe of 50 px to the right closes the notifications drawer. */
export const DRAWER_SWIPE_PX = 50;

/**
 * The mobile notifications drawer (spec part 1 §2): the panel with scroll-to-top and a
 * close button; closing it (button, Escape, backdrop, swipe) marks the notifications seen.
 */
export const NotificationsDrawer = observer(function NotificationsDrawer() {
  const model = useModel();
  const t = useT();
  const drawer = notificationsDrawer(model);
  const open = drawer.open && model.root.session.isSignedIn;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') drawer.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, open]);
  // Following a link in the drawer (a status, a profile) closes it like the close button.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) drawer.close();
    shownAt.current = pathname;
  }, [drawer, pathname]);
  const swipe = useSwipe(
    () => {},
    () => drawer.close(),
    () => DRAWER_SWIPE_PX,
  );
  if (!open) return null;
  return (
    <div className="drawer-backdrop notifications-drawer-backdrop">
      <button
        type="button"
        className="backdrop-dismiss"
        aria-label={t('notifications.close')}
        tabIndex={-1}
        onClick={() => drawer.close()}
      />
      <aside
        className="notifications-drawer"
        data-testid="notifications-drawer"
        aria-label={t('notifications.notifications')}
        {...swipe}
      >
        <NotificationsPanel onClose={() => drawer.close()} />
      </aside>
    </div>
  );
});
