import { isObject, num, str } from '../normalize/read';
import { adminCall, listField } from './admin-common';
import { type ApiContext, expectObject } from './resource';

/** The rest of the moderation desk: moderation log, invites, relays, statistics. */

export interface ModerationLogEntry {
  id: string;
  /** ISO time (Pleroma sends seconds since the epoch). */
  time: string;
  message: string;
}

/** Pleroma's `moderation_log` filters: words, the acting user's id, an ISO 8601 time range. */
export interface ModerationLogQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  /** The id of the staff member who acted (`data.actor.id`). */
  userId?: string;
  /** ISO 8601, inclusive (`inserted_at >= start_date`). */
  startDate?: string;
  /** ISO 8601, inclusive (`inserted_at <= end_date`). */
  endDate?: string;
}

export interface Invite {
  id: string;
  token: string;
  used: boolean;
  uses: number;
  maxUse: number | null;
  expiresAt: string | null;
  inviteType: string;
}

export interface Relay {
  actor: string;
  followedBack: boolean;
}

/** Posts by visibility (Pleroma's `status_visibility`). */
export interface StatusVisibilityCounts {
  public: number;
  unlisted: number;
  private: number;
  direct: number;
}

function invite(raw: unknown): Invite | null {
  if (!isObject(raw) || !str(raw.token)) return null;
  return {
    id: String(raw.id ?? ''),
    token: str(raw.token),
    used: raw.used === true,
    uses: num(raw.uses),
    maxUse: typeof raw.max_use === 'number' ? raw.max_use : null,
    expiresAt: typeof raw.expires_at === 'string' ? raw.expires_at : null,
    inviteType: str(raw.invite_type),
  };
}

const A = '/api/v1/pleroma/admin';

export function adminDeskResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    log: (q: ModerationLogQuery = {}): Promise<{ items: ModerationLogEntry[]; total: number }> =>
      adminCall('moderation_log_read', async () => {
        const { data } = await http.request('GET', `${A}/moderation_log`, {
          query: {
            page: q.page ?? 1,
            page_size: q.pageSize ?? 50,
            search: q.search || undefined,
            user_id: q.userId || undefined,
            start_date: q.startDate || undefined,
            end_date: q.endDate || undefined,
          },
        });
        const body = expectObject(data, 'moderation log');
        return {
          items: listField(body, 'items').flatMap((i) =>
            isObject(i)
              ? [
                  {
                    id: String(i.id ?? ''),
                    time:
                      typeof i.time === 'number'
                        ? new Date(i.time * 1000).toISOString()
                        : str(i.time),
                    message: str(i.message),
                  },
                ]
              : [],
          ),
          total: num(body.total),
        };
      }),
    invites: (): Promise<Invite[]> =>
      adminCall('users_manage_invites', async () => {
        const { data } = await http.request('GET', `${A}/users/invites`);
        return listField(data, 'invites').flatMap((i) => invite(i) ?? []);
      }),
    createInvite: (options: { maxUse?: number; expiresAt?: string } = {}): Promise<Invite | null> =>
      adminCall('users_manage_invites', async () => {
        const { data } = await http.request('POST', `${A}/users/invite_token`, {
          json: { max_use: options.maxUse, expires_at: options.expiresAt },
        });
        return invite(data);
      }),
    revokeInvite: (token: string): Promise<Invite | null> =>
      adminCall('users_manage_invites', async () => {
        const { data } = await http.request('POST', `${A}/users/revoke_invite`, {
          json: { token },
        });
        return invite(data);
      }),
    /** Sends an invite to ADDRESS by e-mail (the server mails the registration link). */
    emailInvite: (email: string, name?: string): Promise<void> =>
      adminCall('users_manage_invites', async () => {
        await http.request('POST', `${A}/users/email_invite`, {
          json: { email, ...(name ? { name } : {}) },
        });
      }),
    relays: (): Promise<Relay[]> =>
      adminCall('admin', async () => {
        const { data } = await http.request('GET', `${A}/relay`);
        return listField(data, 'relays').flatMap((r) =>
          isObject(r) && str(r.actor)
            ? [{ actor: str(r.actor), followedBack: r.followed_back === true }]
            : [],
        );
      }),
    followRelay: (url: string): Promise<void> =>
      adminCall('admin', async () => {
        await http.request('POST', `${A}/relay`, { json: { relay_url: url } });
      }),
    unfollowRelay: (url: string): Promise<void> =>
      adminCall('admin', async () => {
        await http.request('DELETE', `${A}/relay`, { json: { relay_url: url } });
      }),
    stats: (): Promise<StatusVisibilityCounts> =>
      adminCall('statistics_read', async () => {
        const { data } = await http.request('GET', `${A}/stats`);
        const v = isObject(data) && isObject(data.status_visibility) ? data.status_visibility : {};
        return {
          public: num(v.public),
          unlisted: num(v.unlisted),
          private: num(v.private),
          direct: num(v.direct),
        };
      }),
  };
}
