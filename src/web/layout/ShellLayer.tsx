import { SidebarPanels } from '../components/instance/SidebarPanels';
import { KeyboardShortcuts } from '../components/keyboard/KeyboardShortcuts';
import { MediaViewer } from '../components/media-viewer/MediaViewer';
import { OfflineBanner } from '../components/offline/OfflineBanner';
import { PopoverLayer } from '../components/popovers/PopoverLayer';
import { MediaPlaying } from '../components/status/MediaPlaying';
import { UpdateNotice } from '../components/update/UpdateNotice';
import { DesktopNotifier } from '../notify/DesktopNotifier';
import { ShellWorker } from '../pwa/ShellWorker';
import { AnnouncementsFetcher } from '../screens/announcements/AnnouncementsFetcher';
import { PinnedNavBar } from '../screens/nav-edit/PinnedNavBar';
import { ServerSettingsSync } from '../screens/settings/ServerSettingsSync';
import { FloatingShoutGate } from '../screens/shout/FloatingShoutGate';
import { InstanceBrand } from './InstanceBrand';

/**
 * The layout's parts that draw nothing in the first frame: the media viewer (above all else,
 * z-index 70), the keyboard layer, the announcements' fetcher, the server-settings sync, the
 * popovers, the update notification, the bar's instance logo, the players' mediaPlaying, the sidebar's instance panel, the floating shoutbox's gate, the mobile bar's pinned items, the desktop notifier, the
 * service worker's registration and the offline banner. One lazy chunk for all of them (each lazy feature costs the first load ~0.1 KiB gzip,
 * bin/web-budget.mjs); they arrive together just after the first frame.
 */
export function ShellLayer() {
  return (
    <>
      <MediaViewer />
      <KeyboardShortcuts />
      <AnnouncementsFetcher />
      <ServerSettingsSync />
      <PopoverLayer />
      <SidebarPanels />
      <PinnedNavBar />
      <ShellWorker />
      <FloatingShoutGate />
      <DesktopNotifier />
      <UpdateNotice />
      <InstanceBrand />
      <MediaPlaying />
      <OfflineBanner />
    </>
  );
}
