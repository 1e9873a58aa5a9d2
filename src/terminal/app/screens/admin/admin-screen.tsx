import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { useGlobalActions } from '../../hooks/use-global-actions';
import { type AdminTab, adminTabs, adminTitle, stepTab } from '../../model/admin-tabs';
import { AdminConfigPage } from './admin-config-page';
import { AdminLogPage } from './admin-log-page';
import { AdminReportsPage } from './admin-reports-page';
import { AdminStatsPage } from './admin-stats-page';
import { AdminUsersPage } from './admin-users-page';

export interface AdminScreenProps {
  active: boolean;
  width: number;
  height: number;
}

/**
 * The administration view (`g !`, `:admin`; issue 15): the sections the account's
 * privileges open (reports, users, moderation log, figures, limits), Tab between them, Esc closes.
 * Members never get here (the key says the view is for staff).
 */
export const AdminScreen = observer(function AdminScreen(props: AdminScreenProps) {
  const { root, nav, t } = useServices();
  const runGlobal = useGlobalActions();
  const tabs = adminTabs(root.session.account ?? undefined);
  const [chosen, setChosen] = useState<AdminTab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? 'reports');
  const common = (action: KeyActionId) => {
    const next = stepTab(tabs, tab, action);
    if (next) setChosen(next);
    else if (action === 'admin.close') nav.pop();
    else runGlobal(action);
  };
  const page = { ...props, title: adminTitle(tabs, tab, t), common };
  switch (tab) {
    case 'reports':
      return <AdminReportsPage key={tab} {...page} />;
    case 'users':
      return <AdminUsersPage key={tab} {...page} />;
    case 'log':
      return <AdminLogPage key={tab} {...page} />;
    case 'stats':
      return <AdminStatsPage key={tab} {...page} />;
    case 'config':
      return <AdminConfigPage key={tab} {...page} />;
  }
});
