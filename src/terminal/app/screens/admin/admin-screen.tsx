import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { useGlobalActions } from '../../hooks/use-global-actions';
import { type AdminTab, adminTabs, adminTitle, stepTab } from '../../model/admin-tabs';
import { AdminAccessPage } from './admin-access-page';
import { AdminInstancePage, AdminLimitsPage } from './admin-config-page';
import { AdminDocumentsPage } from './admin-documents-page';
import { AdminEmojiPage } from './admin-emoji-page';
import { AdminFrontendsPage } from './admin-frontends-page';
import { AdminInvitesPage } from './admin-invites-page';
import { AdminLogPage } from './admin-log-page';
import { AdminRelaysPage } from './admin-relays-page';
import { AdminReportsPage } from './admin-reports-page';
import { AdminStatsPage } from './admin-stats-page';
import { AdminStatusesPage } from './admin-statuses-page';
import { AdminUsersPage } from './admin-users-page';

export interface AdminScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/**
 * The administration view (`g !`, `:admin`; issue 15): the sections the account's
 * privileges open (reports, users, moderation log, posts, invites, relays, figures,
 * and the config sections instance, limits, access, front-ends, documents and emoji), Tab between them, Esc closes.
 * Members never get here (the key says the view is for staff).
 */
export const AdminScreen = observer(function AdminScreen(props: AdminScreenProps) {
  const { root, nav, t } = useServices();
  const runGlobal = useGlobalActions();
  const tabs = adminTabs(root.session.account ?? undefined);
  const [chosen, setChosen] = useState<AdminTab | null>(null);
  const shown = (pick: AdminTab | null): AdminTab =>
    pick && tabs.includes(pick) ? pick : (tabs[0] ?? 'reports');
  const tab = shown(chosen);
  const common = (action: KeyActionId) => {
    // Stepped from the section shown now, not the one this closure saw: a key that lands
    // before the new section's keys are listening (two Tabs in one read) still moves on.
    if (stepTab(tabs, tab, action)) setChosen((prev) => stepTab(tabs, shown(prev), action) ?? prev);
    else if (action === 'admin.close') nav.pop();
    else runGlobal(action);
  };
  const page = { ...props, title: adminTitle(tabs, tab, t, props.width - 4), common };
  switch (tab) {
    case 'reports':
      return <AdminReportsPage key={tab} {...page} />;
    case 'users':
      return <AdminUsersPage key={tab} {...page} />;
    case 'log':
      return <AdminLogPage key={tab} {...page} />;
    case 'statuses':
      return <AdminStatusesPage key={tab} {...page} />;
    case 'invites':
      return <AdminInvitesPage key={tab} {...page} />;
    case 'relays':
      return <AdminRelaysPage key={tab} {...page} />;
    case 'stats':
      return <AdminStatsPage key={tab} {...page} />;
    case 'instance':
      return <AdminInstancePage key={tab} {...page} />;
    case 'limits':
      return <AdminLimitsPage key={tab} {...page} />;
    case 'access':
      return <AdminAccessPage key={tab} {...page} />;
    case 'frontends':
      return <AdminFrontendsPage key={tab} {...page} />;
    case 'documents':
      return <AdminDocumentsPage key={tab} {...page} />;
    case 'emoji':
      return <AdminEmojiPage key={tab} {...page} />;
  }
});
