import type { AdminPrivilege } from '../api/admin-common';
import type { PermissionGroup } from '../api/admin-users';
import type { Account } from '../domain/types';

/**
 * Who may see what of the moderation desk (spec part 2 §6). A member sees nothing; staff see
 * the sections their privileges allow. An account's privileges are the server's, or its
 * role's defaults when the server names none (normalize/account.ts, spec part 2 §6).
 */

export type AdminSection =
  | 'reports'
  | 'users'
  | 'statuses'
  | 'log'
  | 'invites'
  | 'relays'
  | 'stats';

/** The privilege each desk section needs (`admin`: the admin role). */
export const SECTION_PRIVILEGE: Record<AdminSection, AdminPrivilege> = {
  reports: 'reports_manage_reports',
  users: 'users_read',
  statuses: 'messages_read',
  log: 'moderation_log_read',
  invites: 'users_manage_invites',
  relays: 'admin',
  stats: 'statistics_read',
};

export type StaffAccount = Pick<Account, 'id' | 'role' | 'privileges'>;

export function holds(me: StaffAccount | undefined, privilege: AdminPrivilege): boolean {
  if (!me || me.role === 'member') return false;
  if (privilege === 'admin') return me.role === 'admin';
  return me.privileges.includes(privilege);
}

/** The desk sections the account may open, in tab order; empty for members. */
export function adminSections(me: StaffAccount | undefined): AdminSection[] {
  return (Object.keys(SECTION_PRIVILEGE) as AdminSection[]).filter((s) =>
    holds(me, SECTION_PRIVILEGE[s]),
  );
}

/** Spec part 2 §6: tag policies offered for every user. */
export const USER_TAGS = ['media-force-nsfw', 'media-strip', 'force-unlisted', 'sandbox'] as const;
/** …and for local users also these. */
export const LOCAL_USER_TAGS = [
  'disable-remote-subscription',
  'disable-any-subscription',
  'quarantine',
] as const;

export type ModerationAction =
  | { kind: 'grant' | 'revoke'; group: PermissionGroup }
  | { kind: 'activate' | 'deactivate' | 'delete' }
  | { kind: 'tag' | 'untag'; tag: string };

export interface ModerationTarget {
  id: string;
  isLocal: boolean;
  deactivated: boolean;
  role: Account['role'];
  tags: readonly string[];
}

/**
 * The user-card moderation menu (spec part 2 §4, §6): roles for admins on local, active
 * users (not oneself); activation with users_manage_activation_state; delete with
 * users_delete; tag policies with users_manage_tags when the instance offers TagPolicy.
 * Empty: the menu is not shown.
 */
export function moderationMenu(
  me: StaffAccount | undefined,
  target: ModerationTarget,
  options: { tagPolicy: boolean },
): ModerationAction[] {
  const items: ModerationAction[] = [];
  if (!me || me.role === 'member') return items;
  if (me.role === 'admin' && target.isLocal && !target.deactivated && target.id !== me.id) {
    items.push({ kind: target.role === 'admin' ? 'revoke' : 'grant', group: 'admin' });
    items.push({ kind: target.role === 'moderator' ? 'revoke' : 'grant', group: 'moderator' });
  }
  if (holds(me, 'users_manage_activation_state') && target.id !== me.id)
    items.push({ kind: target.deactivated ? 'activate' : 'deactivate' });
  if (holds(me, 'users_delete') && target.id !== me.id) items.push({ kind: 'delete' });
  if (holds(me, 'users_manage_tags') && options.tagPolicy) {
    const tags: string[] = [...USER_TAGS, ...(target.isLocal ? LOCAL_USER_TAGS : [])];
    for (const tag of tags) items.push({ kind: target.tags.includes(tag) ? 'untag' : 'tag', tag });
  }
  return items;
}

/**
 * Whether the instance runs Pleroma's TagPolicy (nodeinfo `metadata.federation.mrf_policies`),
 * without which tag policies do nothing and the menu leaves them out (spec part 2 §6).
 */
export function offersTagPolicy(nodeinfo: Record<string, unknown> | null | undefined): boolean {
  const metadata = nodeinfo?.metadata;
  if (typeof metadata !== 'object' || metadata === null) return false;
  const federation = (metadata as Record<string, unknown>).federation;
  if (typeof federation !== 'object' || federation === null) return false;
  const policies = (federation as Record<string, unknown>).mrf_policies;
  return Array.isArray(policies) && policies.includes('TagPolicy');
}
