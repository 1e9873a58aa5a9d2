import { holds, type StaffAccount } from '../../../core/model/admin-privileges';
import type { KeyActionId } from '../../../shared/keymap';
import type { TuiTranslate } from '../i18n/prepare-i18n';
import { textWidth } from '../layout/text-width';

/** The sections of the terminal's administration view, in Tab order. */
export type AdminTab =
  | 'reports'
  | 'users'
  | 'log'
  | 'statuses'
  | 'invites'
  | 'relays'
  | 'stats'
  | 'instance'
  | 'limits'
  | 'access'
  | 'frontends'
  | 'documents'
  | 'emoji';

/** The config sections (admins only), in the web dashboard's order. */
const CONFIG_TABS: readonly AdminTab[] = [
  'instance',
  'limits',
  'access',
  'frontends',
  'documents',
  'emoji',
];

/**
 * The sections the account may open: each needs its privilege (spec part 2 §6; core's
 * privileges model), the config sections the admin role. Empty for members: the view stays shut.
 */
export function adminTabs(me: StaffAccount | undefined): AdminTab[] {
  const tabs: AdminTab[] = [];
  if (holds(me, 'reports_manage_reports')) tabs.push('reports');
  if (holds(me, 'users_read')) tabs.push('users');
  if (holds(me, 'moderation_log_read')) tabs.push('log');
  if (holds(me, 'messages_read')) tabs.push('statuses');
  if (holds(me, 'users_manage_invites')) tabs.push('invites');
  if (holds(me, 'admin')) tabs.push('relays');
  if (holds(me, 'statistics_read')) tabs.push('stats');
  if (holds(me, 'admin')) tabs.push(...CONFIG_TABS);
  return tabs;
}

/** The section after (or before) `current` for Tab and Shift+Tab, wrapping around. */
export function stepTab(
  tabs: readonly AdminTab[],
  current: AdminTab,
  action: KeyActionId,
): AdminTab | undefined {
  const step = action === 'admin.tab_next' ? 1 : action === 'admin.tab_prev' ? -1 : 0;
  if (step === 0 || tabs.length === 0) return undefined;
  const at = Math.max(0, tabs.indexOf(current));
  return tabs[(at + step + tabs.length) % tabs.length];
}

/** The view's title line: its sections, the current one in brackets, within `width` columns. */
export function adminTitle(
  tabs: readonly AdminTab[],
  current: AdminTab,
  t: TuiTranslate,
  width?: number,
): string {
  const names: Record<AdminTab, string> = {
    reports: t('admin_moderation.reports_title'),
    users: t('admin_moderation.users_title'),
    log: t('tui_admin.log_title'),
    statuses: t('tui_admin.statuses_title'),
    invites: t('tui_admin.invites_title'),
    relays: t('tui_admin.relays_title'),
    stats: t('tui_admin.stats_title'),
    instance: t('admin_dash.tabs.instance'),
    limits: t('admin_dash.tabs.limits'),
    access: t('admin_dash.tabs.access'),
    frontends: t('admin_dash.tabs.frontends'),
    documents: t('admin_dash.tabs.documents'),
    emoji: t('admin_dash.tabs.emoji'),
  };
  const lead = `${t('tui_admin.title')} · `;
  const shown = tabs.map((tab) => (tab === current ? `[${names[tab]}]` : names[tab]));
  // Too narrow for every section: the ones before the current give way (an ellipsis says
  // so), so the marked one stays on the line.
  let from = 0;
  const line = () => `${lead}${from > 0 ? '…  ' : ''}${shown.slice(from).join('  ')}`;
  const at = tabs.indexOf(current);
  while (width !== undefined && from < at && textWidth(line()) > width) from++;
  return line();
}
