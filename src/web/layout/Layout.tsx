import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useModel } from '../app/hooks';
import { Spinner } from '../components/common/Spinner';
import { KeyboardShortcuts } from '../components/keyboard/KeyboardShortcuts';
import { MediaViewer } from '../components/media-viewer/MediaViewer';
import { NotificationsDrawer } from '../components/notifications/NotificationsDrawer';
import { PageTitleBadge } from '../components/notifications/PageTitleBadge';
import { FloatingPostButtonSlot } from '../components/post/lazy-post';
import { PostModalHost } from '../components/post/PostModalHost';
import { LogoutModal } from './LogoutModal';
import { MobileDrawer } from './MobileDrawer';
import { NavBar } from './NavBar';
import { NoticeArea } from './NoticeArea';
import { NotificationsColumn } from './NotificationsColumn';
import { SettingsModal } from './SettingsModal';
import { Sidebar } from './Sidebar';
import { useIsMobile } from './use-is-mobile';

/**
 * Spec §2 layout. Desktop: sidebar (user panel, navigation), main column, notifications
 * column. Mobile (≤ 800 px): one column, the sidebar moves into a drawer.
 */
export const Layout = observer(function Layout() {
  const model = useModel();
  const mobile = useIsMobile();
  const location = useLocation();
  const pathname = location.pathname;
  useEffect(() => {
    model.ui.setDrawerOpen(false);
    // A new screen starts at the top, except conversations (spec: "no scroll reset"; the
    // conversation screen brings its focused status into view itself).
    if (!pathname.startsWith('/notice/')) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [model, pathname]);
  return (
    <div className={mobile ? 'app app-mobile' : 'app app-desktop'}>
      <NavBar mobile={mobile} />
      <div className="app-body">
        {mobile ? null : <Sidebar />}
        <main className="main-column" id="main">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        {mobile ? null : <NotificationsColumn />}
      </div>
      {mobile && model.ui.drawerOpen ? <MobileDrawer /> : null}
      {mobile ? <NotificationsDrawer /> : null}
      <PageTitleBadge />
      <MediaViewer />
      <NoticeArea />
      <LogoutModal />
      <FloatingPostButtonSlot />
      <PostModalHost />
      <SettingsModal />
      <KeyboardShortcuts />
    </div>
  );
});
