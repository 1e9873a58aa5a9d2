import { SandboxError } from '../errors';
import type { RequestContext } from '../http';
import type { UserRecord } from '../records';
import { viewerOf } from '../routes/common';

/** Pleroma's privilege names (config `:instance, :admin_privileges` / `:moderator_privileges`). */
export const ALL_PRIVILEGES = [
  'users_read',
  'users_manage_invites',
  'users_manage_activation_state',
  'users_manage_tags',
  'users_manage_credentials',
  'users_delete',
  'messages_read',
  'messages_delete',
  'instances_delete',
  'reports_manage_reports',
  'moderation_log_read',
  'announcements_manage_announcements',
  'emoji_manage_emoji',
  'statistics_read',
] as const;

export type Privilege = (typeof ALL_PRIVILEGES)[number];

/** Pleroma's default admin set: everything. */
export const ADMIN_PRIVILEGES: readonly Privilege[] = ALL_PRIVILEGES;

/**
 * The sandbox's moderators: Pleroma's default (messages_delete, reports_manage_reports) plus
 * what a moderation desk needs to read users and act on their activation and tags — but not
 * users_delete, invites, credentials or the statistics, so permission checks have a
 * moderator who is refused something.
 */
export const SANDBOX_MODERATOR_PRIVILEGES: readonly Privilege[] = [
  'users_read',
  'users_manage_activation_state',
  'users_manage_tags',
  'messages_read',
  'messages_delete',
  'reports_manage_reports',
  'moderation_log_read',
];

/** What Pleroma's EnsurePrivilegedPlug answers staff lacking the privilege, and non-staff. */
export const NOT_PRIVILEGED = "User isn't privileged.";
/** What Pleroma's UserIsAdminPlug answers non-admins on admin-only routes. */
export const NOT_ADMIN = 'User is not an admin.';

/** The signed-in user, when their role holds `privilege`; 403 as Pleroma otherwise. */
export function requirePrivilege(ctx: RequestContext, privilege: Privilege): UserRecord {
  const viewer = viewerOf(ctx);
  if (!ctx.state.moderation.privilegesOf(viewer).includes(privilege))
    throw new SandboxError(403, NOT_PRIVILEGED);
  return viewer;
}

/** The signed-in admin (permission groups, relays); 403 "User is not an admin." otherwise. */
export function requireAdmin(ctx: RequestContext): UserRecord {
  const viewer = viewerOf(ctx);
  if (viewer.role !== 'admin') throw new SandboxError(403, NOT_ADMIN);
  return viewer;
}
