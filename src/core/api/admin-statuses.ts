import { bool, isObject, str } from '../normalize/read';
import { adminCall, adminPerson } from './admin-common';
import { apiPath } from './path';
import { type ApiContext, expectList } from './resource';

export type AdminVisibility = 'public' | 'unlisted' | 'private' | 'direct';
export const ADMIN_VISIBILITIES: readonly AdminVisibility[] = [
  'public',
  'unlisted',
  'private',
  'direct',
];

/** A status as the moderation desk lists it. */
export interface AdminStatus {
  id: string;
  acct: string;
  visibility: string;
  sensitive: boolean;
  /** HTML (faces sanitize or reduce it). */
  content: string;
  spoilerText: string;
  createdAt: string;
  url: string;
}

export function normalizeAdminStatus(raw: unknown): AdminStatus | null {
  if (!isObject(raw) || !str(raw.id)) return null;
  return {
    id: str(raw.id),
    acct: adminPerson(raw.account)?.acct ?? '',
    visibility: str(raw.visibility, 'public'),
    sensitive: bool(raw.sensitive),
    content: str(raw.content),
    spoilerText: str(raw.spoiler_text),
    createdAt: str(raw.created_at),
    url: str(raw.url),
  };
}

export interface AdminStatusQuery {
  /** Also private and direct posts. */
  godmode?: boolean;
  localOnly?: boolean;
  withReblogs?: boolean;
  page?: number;
  pageSize?: number;
}

/** `/api/v1/pleroma/admin/statuses`: read (messages_read), change or delete (messages_delete). */
export function adminStatusesResource(ctx: ApiContext) {
  const { http } = ctx;
  const one = (data: unknown): AdminStatus | null => normalizeAdminStatus(data);
  return {
    list: (q: AdminStatusQuery = {}): Promise<AdminStatus[]> =>
      adminCall('messages_read', async () => {
        const { data } = await http.request('GET', '/api/v1/pleroma/admin/statuses', {
          query: {
            godmode: q.godmode ? 'true' : undefined,
            local_only: q.localOnly ? 'true' : undefined,
            with_reblogs: q.withReblogs ? 'true' : undefined,
            page: q.page ?? 1,
            page_size: q.pageSize ?? 50,
          },
        });
        return expectList(data, 'statuses').flatMap((s) => one(s) ?? []);
      }),
    /**
     * One user's statuses (`/users/{nickname}/statuses`, users_read): public and unlisted,
     * with godmode also private and direct. The server answers `{total, activities}`.
     */
    ofUser: (
      nickname: string,
      q: Omit<AdminStatusQuery, 'localOnly'> = {},
    ): Promise<{ total: number; statuses: AdminStatus[] }> =>
      adminCall('users_read', async () => {
        const { data } = await http.request(
          'GET',
          apiPath`/api/v1/pleroma/admin/users/${nickname}/statuses`,
          {
            query: {
              godmode: q.godmode ? 'true' : undefined,
              with_reblogs: q.withReblogs ? 'true' : undefined,
              page: q.page ?? 1,
              page_size: q.pageSize ?? 50,
            },
          },
        );
        const body = isObject(data) ? data : {};
        const statuses = expectList(body.activities ?? [], 'activities').flatMap(
          (s) => one(s) ?? [],
        );
        return { total: typeof body.total === 'number' ? body.total : statuses.length, statuses };
      }),
    update: (
      id: string,
      changes: { visibility?: AdminVisibility; sensitive?: boolean },
    ): Promise<AdminStatus | null> =>
      adminCall('messages_delete', async () => {
        const { data } = await http.request('PUT', apiPath`/api/v1/pleroma/admin/statuses/${id}`, {
          json: changes,
        });
        return one(data);
      }),
    remove: (id: string): Promise<void> =>
      adminCall('messages_delete', async () => {
        await http.request('DELETE', apiPath`/api/v1/pleroma/admin/statuses/${id}`);
      }),
  };
}
