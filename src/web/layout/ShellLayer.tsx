import { SidebarPanels } from '../components/instance/SidebarPanels';
import { KeyboardShortcuts } from '../components/keyboard/KeyboardShortcuts';
import { MediaViewer } from '../components/media-viewer/MediaViewer';
import { PopoverLayer } from '../components/popovers/PopoverLayer';
import { AnnouncementsFetcher } from '../screens/announcements/AnnouncementsFetcher';
import { ServerSettingsSync } from '../screens/settings/ServerSettingsSync';

/**
 * The layout's parts that draw nothing in the first frame: the media viewer (above all else,
 * z-index 70), the keyboard layer, the announcements' fetcher, the server-settings sync, the popovers and the sidebar's instance panel. One lazy
 * chunk for all of them (each lazy feature costs the first load ~0.1 KiB gzip,
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
    </>
  );
}
