import { observer } from 'mobx-react-lite';
import type { Screen } from '../../../core/view/navigation';
import type { View } from '../../../core/view/views';
import { useServices } from '../app-context';
import { AboutScreen } from './about-screen';
import { AdminScreen } from './admin/admin-screen';
import { AnnouncementsScreen } from './announcements-screen';
import { ChatsScreen } from './chats-screen';
import { ComposeScreen } from './compose-screen';
import { DraftsScreen } from './drafts-screen';
import { EditHistoryScreen } from './edit-history-screen';
import { MentionsScreen } from './mentions-screen';
import { NotificationsScreen } from './notifications-screen';
import { PeopleScreen } from './people/people-screen';
import { ProfileScreen } from './profile-screen';
import { ScheduledScreen } from './scheduled-screen';
import { SearchScreen } from './search-screen';
import { SecurityScreen } from './security/security-screen';
import { SettingsScreen } from './settings-screen';
import { ShoutboxScreen } from './shoutbox-screen';
import { ThreadScreen } from './thread-screen';
import { TimelineScreen } from './timeline-screen';

export interface ViewScreenProps {
  view: View;
  visible: boolean;
  active: boolean;
  /** The view has the focus (its tab and column are current), overlays aside. */
  focused: boolean;
  width: number;
  height: number;
}

/** The screen that shows a view (a tab's base). */
export const ViewScreen = observer(function ViewScreen(props: ViewScreenProps) {
  const { view, focused, ...rest } = props;
  const { root } = useServices();
  switch (view.kind) {
    case 'timeline':
      return <TimelineScreen timeline={root.timelines.get(view.timeline)} {...rest} />;
    case 'notifications':
      return <NotificationsScreen focused={focused} {...rest} />;
    case 'mentions':
      return <MentionsScreen {...rest} />;
    case 'profile':
      return <ProfileScreen name={view.name} {...rest} />;
    case 'search':
      return <SearchScreen {...rest} />;
  }
});

export interface StackedScreenProps {
  screen: Screen;
  visible: boolean;
  active: boolean;
  width: number;
  height: number;
  /** The composer posted: the status id. */
  onPosted: (statusId: string) => void;
}

/** A screen pushed over a view: a thread, a profile, the composer, the drafts. */
export function StackedScreen(props: StackedScreenProps) {
  const { screen, visible, active, width, height } = props;
  switch (screen.kind) {
    case 'thread':
      return (
        <ThreadScreen
          statusId={screen.statusId}
          visible={visible}
          active={active}
          width={width}
          height={height}
        />
      );
    case 'profile':
      return (
        <ProfileScreen
          name={screen.name}
          visible={visible}
          active={active}
          width={width}
          height={height}
        />
      );
    case 'compose':
      return (
        <ComposeScreen
          replyToId={screen.replyToId}
          draft={screen.draft}
          target={screen.target}
          replacesScheduledId={screen.replacesScheduledId}
          active={visible}
          width={width}
          height={height}
          onPosted={props.onPosted}
        />
      );
    case 'drafts':
      return <DraftsScreen active={visible} width={width} height={height} />;
    case 'scheduled':
      return <ScheduledScreen active={visible} width={width} height={height} />;
    case 'announcements':
      return (
        <AnnouncementsScreen
          visible={visible}
          active={active && visible}
          width={width}
          height={height}
        />
      );
    case 'shoutbox':
      return <ShoutboxScreen active={visible} width={width} height={height} />;
    case 'chats':
      return (
        <ChatsScreen
          accountId={screen.accountId}
          active={active && visible}
          width={width}
          height={height}
        />
      );
    case 'people':
      return (
        <PeopleScreen page={screen.page} active={active && visible} width={width} height={height} />
      );
    case 'settings':
      return <SettingsScreen active={active && visible} width={width} height={height} />;
    case 'about':
      return <AboutScreen active={active && visible} width={width} height={height} />;
    case 'security':
      return <SecurityScreen active={active && visible} width={width} height={height} />;
    case 'admin':
      return <AdminScreen active={active && visible} width={width} height={height} />;
    case 'history':
      return (
        <EditHistoryScreen
          statusId={screen.statusId}
          active={active && visible}
          width={width}
          height={height}
        />
      );
  }
}

/** A stable React key for a stacked screen (another status is another screen). */
export function screenKey(screen: Screen, index: number): string {
  switch (screen.kind) {
    case 'thread':
      return `${index}:thread:${screen.statusId}`;
    case 'profile':
      return `${index}:profile:${screen.name}`;
    case 'compose':
      return `${index}:compose`;
    case 'drafts':
      return `${index}:drafts`;
    case 'scheduled':
      return `${index}:scheduled`;
    case 'announcements':
      return `${index}:announcements`;
    case 'shoutbox':
      return `${index}:shoutbox`;
    case 'chats':
      return `${index}:chats:${screen.accountId ?? ''}`;
    case 'history':
      return `${index}:history:${screen.statusId}`;
    case 'people':
      return `${index}:people:${screen.page.kind}`;
    case 'settings':
      return `${index}:settings`;
    case 'about':
      return `${index}:about`;
    case 'security':
      return `${index}:security`;
    case 'admin':
      return `${index}:admin`;
  }
}
