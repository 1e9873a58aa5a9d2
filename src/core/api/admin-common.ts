import { ApiError } from '../errors';
import { arr, isObject, str } from '../normalize/read';

/**
 * Pleroma's admin privileges (spec part 2 §6): each admin call needs one, or the admin role.
 * `admin` stands for the routes Pleroma keeps to admins (roles, relays).
 */
export type AdminPrivilege =
  | 'users_read'
  | 'users_manage_invites'
  | 'users_manage_activation_state'
  | 'users_manage_tags'
  | 'users_manage_credentials'
  | 'users_delete'
  | 'messages_read'
  | 'messages_delete'
  | 'instances_delete'
  | 'reports_manage_reports'
  | 'moderation_log_read'
  | 'announcements_manage_announcements'
  | 'emoji_manage_emoji'
  | 'statistics_read'
  | 'admin';

/**
 * The server refused an admin call with 403: the account lacks the privilege (or the admin
 * role) the call needs. Faces say which; the CLI exits 3.
 */
export class AdminForbiddenError extends ApiError {
  constructor(
    readonly privilege: AdminPrivilege,
    cause: ApiError,
  ) {
    super(cause.status, cause.body, cause.message, { authenticated: cause.authenticated });
  }
}

/** Runs one admin call; a 403 becomes an `AdminForbiddenError` naming the privilege. */
export async function adminCall<T>(privilege: AdminPrivilege, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      !(error instanceof AdminForbiddenError)
    )
      throw new AdminForbiddenError(privilege, error);
    throw error;
  }
}

/** Who an admin answer names (a report's account or actor, a note's author). */
export interface AdminPerson {
  id: string;
  acct: string;
  displayName: string;
}

export function adminPerson(raw: unknown): AdminPerson | null {
  if (!isObject(raw)) return null;
  const acct = str(raw.acct) || str(raw.nickname);
  if (!acct) return null;
  return { id: str(raw.id), acct, displayName: str(raw.display_name) };
}

/** A list from an object field, tolerating a missing one. */
export function listField(raw: unknown, field: string): unknown[] {
  return isObject(raw) ? arr(raw[field]) : [];
}
