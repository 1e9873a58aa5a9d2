import { missingFeatures, timelineFeature } from '../../../core/api/capabilities';
import { searchOf } from '../../../core/model/search';
import { HOME_VIEW, NOTIFICATIONS_VIEW, type View } from '../../../core/view/views';
import { lacksMessage } from '../../../shared/format/server-features';
import type { KeyActionId } from '../../../shared/keymap';
import { type AppServices, useServices } from '../app-context';
import { adminTabs } from '../model/admin-tabs';

const GO: Partial<Record<KeyActionId, View>> = {
  'go.home': HOME_VIEW,
  'go.notifications': NOTIFICATIONS_VIEW,
  'go.mentions': { kind: 'mentions' },
  'go.local': { kind: 'timeline', timeline: { type: 'public', local: true } },
  'go.federated': { kind: 'timeline', timeline: { type: 'public' } },
  'go.direct': { kind: 'timeline', timeline: { type: 'direct' } },
  'go.bookmarks': { kind: 'timeline', timeline: { type: 'bookmarks' } },
  'go.favourites': { kind: 'timeline', timeline: { type: 'favourites' } },
};

/** Run an action of the `global` context; false when it is not one. */
export function runGlobalAction(services: AppServices, action: KeyActionId): boolean {
  const { nav, prompt, root, lists } = services;
  const view = GO[action];
  if (view) {
    openOfferedView(services, view);
    return true;
  }
  switch (action) {
    case 'help.toggle':
      nav.toggleHelp();
      return true;
    case 'app.quit':
      services.quit();
      return true;
    case 'go.user':
      prompt.open('command', 'user ');
      return true;
    case 'go.search':
      nav.openView({ kind: 'search' });
      prompt.open('search', root.use(searchOf).query);
      return true;
    case 'command.open':
      prompt.open('command');
      // Lists arrive while the user types, for `:list` and its completion.
      void lists.ensureLoaded();
      return true;
    case 'tab.next':
      nav.nextTab();
      return true;
    case 'tab.prev':
      nav.prevTab();
      return true;
    case 'tab.close':
      nav.closeTab();
      return true;
    case 'column.focus_next':
      if (nav.wide) nav.focusColumn(nav.column === 'main' ? 'side' : 'main');
      else nav.nextTab();
      return true;
    case 'compose.open':
      nav.openCompose(null);
      return true;
    case 'drafts.open':
      nav.openDrafts();
      return true;
    case 'scheduled.open':
      nav.openScheduled();
      return true;
    case 'announcements.open':
      nav.openAnnouncements();
      return true;
    case 'shoutbox.open':
      nav.openShoutbox();
      return true;
    case 'chats.open':
      nav.openChats();
      return true;
    case 'settings.open':
      nav.openSettings();
      return true;
    case 'about.open':
      nav.openAbout();
      return true;
    case 'security.open':
      nav.openSecurity();
      return true;
    case 'admin.open':
      openAdmin(services);
      return true;
    case 'go.lists':
      nav.openPeople({ kind: 'lists' });
      return true;
    case 'go.follow_requests':
      nav.openPeople({ kind: 'requests' });
      return true;
    case 'go.who_to_follow':
      nav.openPeople({ kind: 'suggestions' });
      return true;
    case 'go.mutes':
      nav.openPeople({ kind: 'blocks', tab: 'mutes' });
      return true;
    case 'go.blocks':
      nav.openPeople({ kind: 'blocks', tab: 'blocks' });
      return true;
    case 'go.accounts':
      services.accounts.open('switch');
      return true;
    case 'view.back':
      nav.pop();
      return true;
    default:
      return false;
  }
}

/** The administration view for staff; a member is told it is not theirs. */
export function openAdmin(services: AppServices): void {
  const { root, nav } = services;
  if (adminTabs(root.session.account ?? undefined).length === 0)
    root.notices.add('info', 'tui_admin.staff_only');
  else nav.openAdmin();
}

/** Open a view, unless the server lacks what it shows: then a notice says so instead. */
export function openOfferedView(services: AppServices, view: View): void {
  const { root, nav, t } = services;
  const { capabilities } = root.instance;
  // Spec part 1 §5 nav rule federating: no federated timeline on a server that does not federate.
  if (isFederatedTimeline(view) && !root.instance.federating) {
    root.notices.add('info', 'tui.timeline.not_federating');
    return;
  }
  const feature = view.kind === 'timeline' ? timelineFeature(view.timeline) : undefined;
  if (feature && missingFeatures(capabilities).includes(feature)) {
    const { key, values } = lacksMessage(t, capabilities, feature);
    root.notices.add('info', key, values);
    return;
  }
  nav.openView(view);
}

function isFederatedTimeline(view: View): boolean {
  return view.kind === 'timeline' && view.timeline.type === 'public' && !view.timeline.local;
}

/** The handler of global actions, for a screen's fallback. */
export function useGlobalActions(): (action: KeyActionId) => boolean {
  const services = useServices();
  return (action) => runGlobalAction(services, action);
}
