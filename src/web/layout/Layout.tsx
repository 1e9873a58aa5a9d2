import { observer } from 'mobx-react-lite';
import { Suspense, useLayoutEffect } from 'react';
import { useModel } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { FloatingPostButtonSlot, PostModalHost } from '../app/post-slots';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { Outlet, useLocation } from '../app/router';
import { Spinner } from '../components/common/Spinner';
import { PageTitleBadge } from '../components/notifications/PageTitleBadge';
import { NavBar } from './NavBar';
import { NoticeArea } from './NoticeArea';
import { NotificationsColumn } from './NotificationsColumn';
import { Sidebar } from './Sidebar';
import { useIsMobile } from './use-is-mobile';

// Not part of the first timeline frame: fetched when the layout first renders.
const NotificationsDrawer = lazyFeature(() =>
  import('../components/notifications/NotificationsDrawer').then((m) => m.NotificationsDrawer),
);
const LogoutModal = lazyFeature(() => import('./LogoutModal').then((m) => m.LogoutModal));
const MobileDrawer = lazyFeature(() => import('./MobileDrawer').then((m) => m.MobileDrawer));
const ChatsFetcher = lazyFeature(() =>
  import('../screens/chats/chats-chunk').then((m) => m.ChatsFetcher),
);
// The media viewer, the keyboard layer, the announcements' fetcher and the popovers (one chunk).
const ShellLayer = lazyFeature(() => import('./ShellLayer').then((m) => m.ShellLayer));
const SettingsModal = lazyFeature(() =>
  import('../screens/settings/SettingsModal').then((m) => m.SettingsModal),
);

/**
 * Spec §2 layout. Desktop: sidebar (user panel, navigation), main column, notifications
 * column. Mobile (≤ 800 px): one column, the sidebar moves into a drawer.
 */
export const Layout = observer(function Layout() {
  const model = useModel();
  const mobile = useIsMobile();
  const location = useLocation();
  const pathname = location.pathname;
  // Before the new screen is painted: a passive effect could land a frame (or, on a busy
  // machine, several) after the reader already scrolled the new screen, and undo that.
  useLayoutEffect(() => {
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
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {mobile ? null : <NotificationsColumn />}
      </div>
      {mobile && model.ui.drawerOpen ? <MobileDrawer /> : null}
      {mobile ? <NotificationsDrawer /> : null}
      <PageTitleBadge />
      <ShellLayer />
      <NoticeArea />
      <LogoutModal />
      <FloatingPostButtonSlot />
      <PostModalHost />
      <SettingsModal />
      {model.root.session.isSignedIn && model.root.instance.capabilities.chats ? (
        <ChatsFetcher />
      ) : null}
    </div>
  );
});
