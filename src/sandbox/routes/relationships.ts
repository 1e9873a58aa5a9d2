import { SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { serializeRelationship } from '../serialize/relationship';
import type { SandboxState } from '../state';
import { target } from './accounts';
import { edgePage, viewerOf } from './common';

/** One relationship action: applies `act` and answers the new relationship. */
function relAction(
  act: (state: SandboxState, viewerId: string, targetId: string, ctx: RequestContext) => void,
) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const t = target(ctx);
    if (t.id === viewer.id) throw new SandboxError(400, 'Can not perform this action on yourself');
    act(ctx.state, viewer.id, t.id, ctx);
    return json(serializeRelationship(ctx.state, viewer.id, t.id));
  };
}

function toggleSet(map: Map<string, Set<string>>, key: string, value: string, on: boolean): void {
  const set = map.get(key) ?? new Set<string>();
  if (on) set.add(value);
  else set.delete(value);
  map.set(key, set);
}

function userList(ctx: RequestContext, ids: Iterable<string>): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  return json(
    [...ids].flatMap((id) => {
      const u = ctx.state.users.get(id);
      return u ? [serializeAccount(ctx.state, u, viewerId)] : [];
    }),
  );
}

/**
 * Pleroma's mute parameters, from the query or the body: `duration` (seconds; the older
 * name `expires_in` still works; 0 or none: no expiry) and `notifications` (default true).
 */
function muteParams(ctx: RequestContext): { expiresIn: number; notifications: boolean } {
  const int = (key: string): number | undefined => ctx.body.int(key) ?? ctx.query.int(key);
  const expiresIn = int('duration') ?? int('expires_in') ?? 0;
  if (expiresIn < 0) throw new SandboxError(400, 'Invalid duration');
  return {
    expiresIn,
    notifications: ctx.body.bool('notifications') ?? ctx.query.bool('notifications') ?? true,
  };
}

/**
 * `GET /api/v1/mutes`: the muted accounts, newest mute first, paged by the mute's own id
 * (`max_id`, `since_id`, `min_id`, `limit`, Link header), each with Pleroma's
 * `mute_expires_at`.
 */
function mutes(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return edgePage(
    ctx,
    ctx.state.mutesOf(viewer.id),
    (m) => m.id,
    (m) => {
      const u = ctx.state.users.get(m.to);
      if (!u) return null;
      return {
        ...serializeAccount(ctx.state, u, viewer.id),
        mute_expires_at: m.expiresAt === null ? null : new Date(m.expiresAt).toISOString(),
      };
    },
  );
}

function followRequests(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const edges = [...(ctx.state.followRequests.get(viewer.id)?.values() ?? [])].sort((a, b) =>
    compareIds(b.id, a.id),
  );
  return edgePage(
    ctx,
    edges,
    (e) => e.id,
    (e) => {
      const u = ctx.state.users.get(e.from);
      return u ? serializeAccount(ctx.state, u, viewer.id) : null;
    },
  );
}

function decideRequest(approve: boolean) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const requester = target(ctx);
    if (approve) ctx.state.authorizeFollowRequest(viewer.id, requester.id);
    else ctx.state.rejectFollowRequest(viewer.id, requester.id);
    ctx.state.emit({
      type: 'pleroma:follow_relationships_update',
      state: approve ? 'follow_accept' : 'follow_reject',
      followerId: requester.id,
      followingId: viewer.id,
    });
    // The follow_request notification turns into a follow (or goes) as in Pleroma.
    for (const n of ctx.state.notifications.values()) {
      if (
        n.recipientId === viewer.id &&
        n.actorId === requester.id &&
        n.type === 'follow_request'
      ) {
        if (approve) n.type = 'follow';
        else ctx.state.notifications.delete(n.id);
      }
    }
    return json(serializeRelationship(ctx.state, viewer.id, requester.id));
  };
}

function suggestions(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const users = [...ctx.state.users.values()].filter(
    (u) => u.isSuggested && u.id !== viewer.id && !ctx.state.isFollowing(viewer.id, u.id),
  );
  return userList(
    ctx,
    users.map((u) => u.id),
  );
}

/** Follows, blocks, mutes, notes, subscriptions, follow requests and suggestions. */
export const relationshipRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/follow',
    access: 'user',
    handler: relAction((s, v, t, ctx) => {
      if (s.isBlocking(t, v))
        throw new SandboxError(400, 'Could not follow user: You are blocked by this user.');
      const now = s.follow(v, t);
      s.emit({
        type: 'pleroma:follow_relationships_update',
        state: now === 'requested' ? 'follow_pending' : 'follow_accept',
        followerId: v,
        followingId: t,
      });
      // Mastodon's `reblogs` (default: show); sent again on a follow, it changes only that.
      const reblogs = ctx.body.bool('reblogs') ?? ctx.query.bool('reblogs');
      if (reblogs !== undefined) toggleSet(s.hiddenReblogs, v, t, !reblogs);
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/unfollow',
    access: 'user',
    handler: relAction((s, v, t) => {
      s.unfollow(v, t);
      s.hiddenReblogs.get(v)?.delete(t);
      s.emit({
        type: 'pleroma:follow_relationships_update',
        state: 'unfollow',
        followerId: v,
        followingId: t,
      });
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/block',
    access: 'user',
    handler: relAction((s, v, t) => {
      toggleSet(s.blocks, v, t, true);
      s.unfollow(v, t);
      s.unfollow(t, v);
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/unblock',
    access: 'user',
    handler: relAction((s, v, t) => toggleSet(s.blocks, v, t, false)),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/mute',
    access: 'user',
    handler: relAction((s, v, t, ctx) => s.mute(v, t, muteParams(ctx))),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/unmute',
    access: 'user',
    handler: relAction((s, v, t) => s.unmute(v, t)),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/note',
    access: 'user',
    handler: relAction((s, v, t, ctx) => {
      s.notes.set(`${v}:${t}`, ctx.body.str('comment') ?? '');
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/accounts/{id}/remove_from_followers',
    access: 'user',
    handler: relAction((s, v, t) => s.unfollow(t, v)),
  },
  {
    method: 'POST',
    path: '/api/v1/pleroma/accounts/{id}/subscribe',
    access: 'user',
    handler: relAction((s, v, t) => toggleSet(s.subscriptions, v, t, true)),
  },
  {
    method: 'POST',
    path: '/api/v1/pleroma/accounts/{id}/unsubscribe',
    access: 'user',
    handler: relAction((s, v, t) => toggleSet(s.subscriptions, v, t, false)),
  },
  { method: 'GET', path: '/api/v1/follow_requests', access: 'user', handler: followRequests },
  {
    method: 'POST',
    path: '/api/v1/follow_requests/{id}/authorize',
    access: 'user',
    handler: decideRequest(true),
  },
  {
    method: 'POST',
    path: '/api/v1/follow_requests/{id}/reject',
    access: 'user',
    handler: decideRequest(false),
  },
  {
    method: 'GET',
    path: '/api/v1/blocks',
    access: 'user',
    handler: (ctx) => userList(ctx, ctx.state.blocks.get(viewerOf(ctx).id) ?? []),
  },
  { method: 'GET', path: '/api/v1/mutes', access: 'user', handler: mutes },
  { method: 'GET', path: '/api/v1/suggestions', access: 'user', handler: suggestions },
];
