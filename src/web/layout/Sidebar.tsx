import { NavPanel } from './NavPanel';
import { NotificationsColumn } from './NotificationsColumn';
import { UserPanel } from './UserPanel';

/** Desktop sidebar: user panel, then navigation. */
export function Sidebar() {
  return (
    <aside className="sidebar" data-testid="sidebar">
      <UserPanel idPrefix="sidebar" />
      <NavPanel />
      <NotificationsColumn placement="sidebar" />
    </aside>
  );
}
