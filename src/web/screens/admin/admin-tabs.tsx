import type { ComponentType } from 'react';
import type { AdminPrivilege } from '../../../core/api/admin-common';
import type { AdminConfigStore } from '../../../core/model/admin-config';
import { holds, SECTION_PRIVILEGE, type StaffAccount } from '../../../core/model/admin-privileges';
import type { TranslationKey } from '../../../shared/i18n';
import { AccessTab } from './tabs/AccessTab';
import { DocumentsTab } from './tabs/DocumentsTab';
import { EmojiTab } from './tabs/EmojiTab';
import { FrontendsTab } from './tabs/FrontendsTab';
import { InstanceTab } from './tabs/InstanceTab';
import { InvitesTab } from './tabs/InvitesTab';
import { LimitsTab } from './tabs/LimitsTab';
import { LogTab } from './tabs/LogTab';
import { ModerationSlot } from './tabs/ModerationSlot';
import { NoDbConfigTab } from './tabs/NoDbConfigTab';
import { RelaysTab } from './tabs/RelaysTab';
import { StatsTab } from './tabs/StatsTab';
import { StatusesTab } from './tabs/StatusesTab';

/** One tab of the admin dashboard (spec part 2 §2), for `/admin` and the settings modal's admin mode. */
export interface AdminTab {
  id:
    | 'nodb'
    | 'instance'
    | 'limits'
    | 'access'
    | 'frontends'
    | 'documents'
    | 'emoji'
    | 'invites'
    | 'relays'
    | 'statuses'
    | 'stats'
    | 'log'
    | 'moderation';
  label: TranslationKey;
  Panel: ComponentType<{ store: AdminConfigStore }>;
  /** Whether the tab shows, given what the config fetch said. */
  shown: (store: AdminConfigStore) => boolean;
  /** Whether the tab edits the draft (the save bar shows under it). */
  edits: boolean;
  /**
   * A desk tab: shown to holders of any of these privileges, and the only kind shown when the
   * config is refused (a moderator who may read the log sees it at `/admin/log`).
   */
  privileges?: readonly AdminPrivilege[];
}

const dbConfig = (store: AdminConfigStore) => store.dbConfigEnabled !== false;

/**
 * The dashboard's tabs in order: "no database config" only when the server keeps its config
 * in files (then instance, limits and access are hidden), the moderation slot last
 * (the moderation screens of src/web/screens/admin/moderation/ mount there).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'nodb',
    label: 'admin_dash.tabs.nodb',
    Panel: NoDbConfigTab,
    shown: (s) => !dbConfig(s),
    edits: false,
  },
  {
    id: 'instance',
    label: 'admin_dash.tabs.instance',
    Panel: InstanceTab,
    shown: dbConfig,
    edits: true,
  },
  { id: 'limits', label: 'admin_dash.tabs.limits', Panel: LimitsTab, shown: dbConfig, edits: true },
  { id: 'access', label: 'admin_dash.tabs.access', Panel: AccessTab, shown: dbConfig, edits: true },
  {
    id: 'frontends',
    label: 'admin_dash.tabs.frontends',
    Panel: FrontendsTab,
    shown: () => true,
    edits: true,
  },
  {
    id: 'documents',
    label: 'admin_dash.tabs.documents',
    Panel: DocumentsTab,
    shown: () => true,
    edits: false,
  },
  {
    id: 'emoji',
    label: 'admin_dash.tabs.emoji',
    Panel: EmojiTab,
    shown: () => true,
    edits: false,
    privileges: ['emoji_manage_emoji'],
  },
  {
    id: 'invites',
    label: 'admin_dash.tabs.invites',
    Panel: InvitesTab,
    shown: () => true,
    edits: false,
    privileges: [SECTION_PRIVILEGE.invites],
  },
  {
    id: 'relays',
    label: 'admin_dash.tabs.relays',
    Panel: RelaysTab,
    shown: () => true,
    edits: false,
    privileges: [SECTION_PRIVILEGE.relays],
  },
  {
    id: 'statuses',
    label: 'admin_dash.tabs.statuses',
    Panel: StatusesTab,
    shown: () => true,
    edits: false,
    privileges: [SECTION_PRIVILEGE.statuses],
  },
  {
    id: 'stats',
    label: 'admin_dash.tabs.stats',
    Panel: StatsTab,
    shown: () => true,
    edits: false,
    privileges: [SECTION_PRIVILEGE.stats],
  },
  {
    id: 'log',
    label: 'admin_dash.tabs.log',
    Panel: LogTab,
    shown: () => true,
    edits: false,
    privileges: [SECTION_PRIVILEGE.log],
  },
  {
    id: 'moderation',
    label: 'admin_dash.tabs.moderation',
    Panel: ModerationSlot,
    shown: () => true,
    edits: false,
    // Its reports queue and its users list each show to their own privilege (ModerationSlot).
    privileges: [SECTION_PRIVILEGE.reports, SECTION_PRIVILEGE.users],
  },
];

/**
 * The tabs to show now: by what the config fetch said, and desk tabs only to holders of their
 * privilege; when the config is refused (staff who are not admins), the desk tabs alone.
 */
export function visibleAdminTabs(store: AdminConfigStore, me?: StaffAccount): AdminTab[] {
  return ADMIN_TABS.filter((tab) =>
    tab.privileges
      ? (store.forbidden || tab.shown(store)) && tab.privileges.some((p) => holds(me, p))
      : !store.forbidden && tab.shown(store),
  );
}
