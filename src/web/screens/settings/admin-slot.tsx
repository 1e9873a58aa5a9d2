import {
  Activity,
  Building2,
  DatabaseZap,
  FileText,
  Gauge,
  KeyRound,
  LayoutTemplate,
  MessageSquare,
  RadioTower,
  ScrollText,
  ShieldAlert,
  Smile,
  Ticket,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { adminConfigOf } from '../../../core/model/admin-config';
import type { RootStore } from '../../../core/model/root';
import { lazyFeature } from '../../app/lazy-feature';
import type { AdminTab } from '../admin/admin-tabs';
import type { SettingsTabSpec, TabContext } from './tab-spec';

/** The dashboard's panels, fetched when the first admin tab is shown (the admin chunk). */
const AdminPanel = lazyFeature(() =>
  import('../admin/AdminModalPanel').then((m) => m.AdminModalPanel),
);

function panelOf(tab: AdminTab['id']): ComponentType {
  return function AdminModalTab() {
    return <AdminPanel tab={tab} />;
  };
}

/** The server keeps its config in files: only "no database config" and front-ends apply. */
const inFiles = (context: TabContext) => context.adminConfigInFiles === true;
const notInFiles = (context: TabContext) => !inFiles(context);

/**
 * The admin mode's tabs (spec part 2 §2 "Admin dashboard tabs: no database config, instance,
 * limits, front-ends"; "Admin mode of the settings modal … reach the admin dashboard"): the
 * `/admin` dashboard's tabs (`screens/admin/admin-tabs.tsx`) in the same order, with the
 * same rule for which show. `?settings=instance` opens the modal in admin mode on a tab.
 */
export const ADMIN_TABS: readonly SettingsTabSpec[] = [
  {
    id: 'nodb',
    label: 'admin_dash.tabs.nodb',
    icon: DatabaseZap,
    disabled: notInFiles,
    panel: panelOf('nodb'),
  },
  {
    id: 'instance',
    label: 'admin_dash.tabs.instance',
    icon: Building2,
    disabled: inFiles,
    panel: panelOf('instance'),
  },
  {
    id: 'limits',
    label: 'admin_dash.tabs.limits',
    icon: Gauge,
    disabled: inFiles,
    panel: panelOf('limits'),
  },
  {
    id: 'access',
    label: 'admin_dash.tabs.access',
    icon: KeyRound,
    disabled: inFiles,
    panel: panelOf('access'),
  },
  {
    id: 'frontends',
    label: 'admin_dash.tabs.frontends',
    icon: LayoutTemplate,
    panel: panelOf('frontends'),
  },
  {
    id: 'documents',
    label: 'admin_dash.tabs.documents',
    icon: FileText,
    panel: panelOf('documents'),
  },
  {
    id: 'emoji',
    label: 'admin_dash.tabs.emoji',
    icon: Smile,
    panel: panelOf('emoji'),
  },
  { id: 'invites', label: 'admin_dash.tabs.invites', icon: Ticket, panel: panelOf('invites') },
  { id: 'relays', label: 'admin_dash.tabs.relays', icon: RadioTower, panel: panelOf('relays') },
  {
    id: 'statuses',
    label: 'admin_dash.tabs.statuses',
    icon: MessageSquare,
    panel: panelOf('statuses'),
  },
  { id: 'stats', label: 'admin_dash.tabs.stats', icon: Activity, panel: panelOf('stats') },
  { id: 'log', label: 'admin_dash.tabs.log', icon: ScrollText, panel: panelOf('log') },
  {
    id: 'moderation',
    label: 'admin_dash.tabs.moderation',
    icon: ShieldAlert,
    panel: panelOf('moderation'),
  },
];

/** Whether the signed-in account may use the admin mode (the administration link's rule). */
export function isAdmin(root: RootStore): boolean {
  return root.session.account?.role === 'admin';
}

/** What the admin tabs' `disabled` reads: where the server keeps its config, once known. */
export function adminTabContext(root: RootStore): Pick<TabContext, 'adminConfigInFiles'> {
  return { adminConfigInFiles: root.use(adminConfigOf).dbConfigEnabled === false };
}
