import { observer } from 'mobx-react-lite';
import { useRoot } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { NavPanel } from './NavPanel';
import { NotificationsColumn } from './NotificationsColumn';
import { UserPanel } from './UserPanel';

/** Spec part 1 §2: who to follow, for signed-in users when suggestions are enabled. */
const WhoToFollowPanel = lazyFeature(() =>
  import('../screens/people/WhoToFollowPanel').then((m) => m.WhoToFollowPanel),
);

/** Desktop sidebar: user panel, navigation, who to follow (signed in), notifications. */
export const Sidebar = observer(function Sidebar() {
  const signedIn = useRoot().session.isSignedIn;
  return (
    <aside className="sidebar" data-testid="sidebar">
      <UserPanel idPrefix="sidebar" />
      <NavPanel />
      {/* The instance panel, drawn here by the layout's lazy chunk (SidebarPanels). */}
      <div id="sidebar-panels" />
      {signedIn ? <WhoToFollowPanel /> : null}
      <NotificationsColumn placement="sidebar" />
    </aside>
  );
});
