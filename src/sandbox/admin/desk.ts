import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { type InviteRecord, inviteType } from './moderation-state';
import { requireAdmin, requirePrivilege } from './privileges';
import { noContent } from './user-view';

/** The rest of the moderation desk: moderation log, invites, relays, statistics. */

/**
 * A `start_date` / `end_date` of the log, in seconds: Pleroma reads them with
 * `DateTime.from_iso8601` (and fails on anything else; the sandbox says 400 instead).
 */
function logDate(ctx: RequestContext, name: string): number | undefined {
  const raw = ctx.query.str(name);
  if (!raw) return undefined;
  const ms = /^\d{4}-\d\d-\d\dT/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(ms)) throw new SandboxError(400, `${name} is not an ISO 8601 date and time`);
  return ms / 1000;
}

function moderationLog(ctx: RequestContext): Reply {
  requirePrivilege(ctx, 'moderation_log_read');
  const search = (ctx.query.str('search') ?? '').toLowerCase();
  const userId = ctx.query.str('user_id');
  const start = logDate(ctx, 'start_date');
  const end = logDate(ctx, 'end_date');
  const items = [...ctx.state.moderation.log]
    .reverse()
    .filter((e) => search === '' || e.message.toLowerCase().includes(search))
    .filter((e) => !userId || e.actorId === userId)
    .filter(
      (e) => (start === undefined || e.time >= start) && (end === undefined || e.time <= end),
    );
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  return json({
    items: items.slice((page - 1) * size, page * size).map((e) => {
      const actor = ctx.state.users.get(e.actorId);
      return {
        id: e.id,
        time: e.time,
        message: e.message,
        data: {
          ...e.data,
          action: e.action,
          actor: actor
            ? { id: actor.id, nickname: ctx.state.acctOf(actor), type: 'user' }
            : { id: e.actorId },
        },
      };
    }),
    total: items.length,
  });
}

function invite(i: InviteRecord) {
  return {
    id: i.id,
    token: i.token,
    used: i.used,
    expires_at: i.expiresAt,
    uses: i.uses,
    max_use: i.maxUse,
    invite_type: inviteType(i),
  };
}

function createInvite(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_invites');
  const maxUse = ctx.body.int('max_use') ?? null;
  const expires = ctx.body.str('expires_at') ?? null;
  if (expires !== null && !/^\d{4}-\d{2}-\d{2}$/.test(expires))
    throw new SandboxError(400, 'Invalid date format');
  const i = ctx.state.moderation.createInvite(maxUse, expires);
  ctx.state.moderation.record(actor, 'invite_create', `created invite ${i.token}`);
  return json(invite(i));
}

function revokeInvite(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_invites');
  const i = ctx.state.moderation.invites.get(ctx.body.str('token') ?? '');
  if (!i) throw notFound();
  i.used = true;
  ctx.state.moderation.record(actor, 'invite_revoke', `revoked invite ${i.token}`);
  return json(invite(i));
}

function relays(ctx: RequestContext): Reply {
  requireAdmin(ctx);
  return json({
    relays: [...ctx.state.moderation.relays.values()].map((r) => ({
      actor: r.actor,
      followed_back: r.followedBack,
    })),
  });
}

function relayUrl(ctx: RequestContext): string {
  const url = ctx.body.str('relay_url') ?? ctx.query.str('relay_url') ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new SandboxError(400, 'Invalid relay URL');
  return url;
}

function followRelay(ctx: RequestContext): Reply {
  const actor = requireAdmin(ctx);
  const url = relayUrl(ctx);
  if (ctx.state.moderation.relays.has(url)) throw new SandboxError(400, 'Relay already followed');
  ctx.state.moderation.relays.set(url, { actor: url, followedBack: false });
  ctx.state.moderation.record(actor, 'relay_follow', `followed relay: ${url}`, { target: url });
  return json({ actor: url, followed_back: false });
}

function unfollowRelay(ctx: RequestContext): Reply {
  const actor = requireAdmin(ctx);
  const url = relayUrl(ctx);
  if (!ctx.state.moderation.relays.delete(url)) throw new SandboxError(400, 'Not following');
  ctx.state.moderation.record(actor, 'relay_unfollow', `unfollowed relay: ${url}`, {
    target: url,
  });
  return json(url);
}

function stats(ctx: RequestContext): Reply {
  requirePrivilege(ctx, 'statistics_read');
  const counts = { direct: 0, private: 0, public: 0, unlisted: 0 };
  for (const s of ctx.state.statuses.values()) {
    if (s.reblogOfId !== null) continue;
    if (s.visibility in counts) counts[s.visibility as keyof typeof counts]++;
  }
  return json({ status_visibility: counts });
}

const A = '/api/v1/pleroma/admin';
const route = (
  method: RouteDef['method'],
  path: string,
  handler: RouteDef['handler'],
): RouteDef => ({ method, path: `${A}${path}`, access: 'user', handler });

export const adminDeskRoutes: RouteDef[] = [
  route('GET', '/moderation_log', moderationLog),
  route('POST', '/users/invite_token', createInvite),
  route('GET', '/users/invites', (ctx) => {
    requirePrivilege(ctx, 'users_manage_invites');
    return json({ invites: [...ctx.state.moderation.invites.values()].map(invite) });
  }),
  route('POST', '/users/revoke_invite', revokeInvite),
  route('POST', '/users/email_invite', (ctx) => {
    requirePrivilege(ctx, 'users_manage_invites');
    const email = ctx.body.str('email');
    if (!email) throw new SandboxError(400, 'Email is required');
    ctx.state.moderation.emailInvites.push({ email, name: ctx.body.str('name') || null });
    return noContent;
  }),
  route('GET', '/relay', relays),
  route('POST', '/relay', followRelay),
  route('DELETE', '/relay', unfollowRelay),
  route('GET', '/stats', stats),
];
