import { ApiError } from '../errors';
import { bool, isObject, str, strings, strOrNull } from '../normalize/read';
import { adminCall } from './admin-common';
import { apiPath } from './path';
import { type ApiContext, expectObject } from './resource';

/** A user as Pleroma's admin API shows it. */
export interface AdminUser {
  id: string;
  /** `nickname`: the acct (`alice`, `dave@remote.example`). */
  nickname: string;
  displayName: string;
  email: string | null;
  active: boolean;
  approved: boolean;
  confirmed: boolean;
  local: boolean;
  registrationReason: string | null;
  admin: boolean;
  moderator: boolean;
  tags: string[];
  url: string;
  avatar: string;
}

export function normalizeAdminUser(raw: unknown): AdminUser | null {
  if (!isObject(raw) || !str(raw.nickname)) return null;
  const roles = isObject(raw.roles) ? raw.roles : {};
  return {
    id: str(raw.id),
    nickname: str(raw.nickname),
    displayName: str(raw.display_name),
    email: strOrNull(raw.email),
    active: bool(raw.is_active, true),
    approved: bool(raw.is_approved, true),
    confirmed: bool(raw.is_confirmed, true),
    local: bool(raw.local),
    registrationReason: strOrNull(raw.registration_reason),
    admin: bool(roles.admin),
    moderator: bool(roles.moderator),
    tags: strings(raw.tags),
    url: str(raw.url),
    avatar: str(raw.avatar),
  };
}

/** Pleroma's user filters (`filters=local,deactivated`). */
export type AdminUserFilter =
  | 'local'
  | 'external'
  | 'active'
  | 'deactivated'
  | 'need_approval'
  | 'unconfirmed'
  | 'is_admin'
  | 'is_moderator';

export interface AdminUserQuery {
  filters?: readonly AdminUserFilter[];
  query?: string;
  page?: number;
  pageSize?: number;
}

export interface AdminUserPage {
  users: AdminUser[];
  count: number;
  pageSize: number;
}

export type PermissionGroup = 'admin' | 'moderator';

const A = '/api/v1/pleroma/admin';

/** `/api/v1/pleroma/admin/users…`: the moderation of accounts (spec part 2 §6, §7). */
export function adminUsersResource(ctx: ApiContext) {
  const { http } = ctx;
  const users = (data: unknown): AdminUser[] => {
    const list = isObject(data) && Array.isArray(data.users) ? data.users : [];
    return list.flatMap((u) => normalizeAdminUser(u) ?? []);
  };
  const patch = (path: string, nicknames: readonly string[]) =>
    http.request('PATCH', `${A}${path}`, { json: { nicknames } });
  return {
    list: (q: AdminUserQuery = {}): Promise<AdminUserPage> =>
      adminCall('users_read', async () => {
        const { data } = await http.request('GET', `${A}/users`, {
          query: {
            filters: q.filters?.length ? q.filters.join(',') : undefined,
            query: q.query || undefined,
            page: q.page ?? 1,
            page_size: q.pageSize ?? 50,
          },
        });
        const body = expectObject(data, 'users');
        return {
          users: users(body),
          count: typeof body.count === 'number' ? body.count : 0,
          pageSize: typeof body.page_size === 'number' ? body.page_size : (q.pageSize ?? 50),
        };
      }),
    get: (nickname: string): Promise<AdminUser | null> =>
      adminCall('users_read', async () => {
        try {
          const { data } = await http.request(
            'GET',
            apiPath`/api/v1/pleroma/admin/users/${nickname}`,
          );
          return normalizeAdminUser(data);
        } catch (error) {
          // Pleroma answers 404 for a nickname it does not know.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      }),
    activate: (nicknames: readonly string[]): Promise<AdminUser[]> =>
      adminCall('users_manage_activation_state', async () =>
        users((await patch('/users/activate', nicknames)).data),
      ),
    deactivate: (nicknames: readonly string[]): Promise<AdminUser[]> =>
      adminCall('users_manage_activation_state', async () =>
        users((await patch('/users/deactivate', nicknames)).data),
      ),
    approve: (nicknames: readonly string[]): Promise<AdminUser[]> =>
      adminCall('users_manage_invites', async () =>
        users((await patch('/users/approve', nicknames)).data),
      ),
    /** Deletes the accounts with their data. */
    remove: (nicknames: readonly string[]): Promise<void> =>
      adminCall('users_delete', async () => {
        await http.request('DELETE', `${A}/users`, { json: { nicknames } });
      }),
    tag: (nicknames: readonly string[], tags: readonly string[]): Promise<void> =>
      adminCall('users_manage_tags', async () => {
        await http.request('PUT', `${A}/users/tag`, { json: { nicknames, tags } });
      }),
    untag: (nicknames: readonly string[], tags: readonly string[]): Promise<void> =>
      adminCall('users_manage_tags', async () => {
        await http.request('DELETE', `${A}/users/tag`, { json: { nicknames, tags } });
      }),
    grant: (nickname: string, group: PermissionGroup): Promise<void> =>
      adminCall('admin', async () => {
        await http.request(
          'POST',
          apiPath`/api/v1/pleroma/admin/users/${nickname}/permission_group/${group}`,
        );
      }),
    revoke: (nickname: string, group: PermissionGroup): Promise<void> =>
      adminCall('admin', async () => {
        await http.request(
          'DELETE',
          apiPath`/api/v1/pleroma/admin/users/${nickname}/permission_group/${group}`,
        );
      }),
    /** The user must choose a new password at the next sign-in. */
    forcePasswordReset: (nicknames: readonly string[]): Promise<void> =>
      adminCall('users_manage_credentials', async () => {
        await patch('/users/force_password_reset', nicknames);
      }),
    /** A link the admin can hand over for a new password. */
    passwordResetLink: (nickname: string): Promise<string> =>
      adminCall('users_manage_credentials', async () => {
        const { data } = await http.request(
          'GET',
          apiPath`/api/v1/pleroma/admin/users/${nickname}/password_reset`,
        );
        return isObject(data) ? str(data.link) : '';
      }),
    /** Turns off the user's two-factor sign-in (a lost authenticator). */
    disableMfa: (nickname: string): Promise<void> =>
      adminCall('users_manage_credentials', async () => {
        await http.request('PUT', `${A}/users/disable_mfa`, { json: { nickname } });
      }),
    resendConfirmation: (nicknames: readonly string[]): Promise<void> =>
      adminCall('users_manage_credentials', async () => {
        await patch('/users/resend_confirmation_email', nicknames);
      }),
  };
}

export type AdminUsersApi = ReturnType<typeof adminUsersResource>;
