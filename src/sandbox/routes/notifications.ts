import { notFound } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { NotificationRecord, NotificationType } from '../records';
import type { RouteDef } from '../router';
import { serializeNotification } from '../serialize/notification';
import { edgePage, param, viewerOf } from './common';

/** Pleroma's default set when include_types is not given (chat mentions come separately). */
const DEFAULT_TYPES: readonly NotificationType[] = [
  'mention',
  'status',
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'move',
  'poll',
  'pleroma:emoji_reaction',
  'pleroma:report',
  'update',
];

/** Applies types[] / include_types[] (keep) and exclude_types[] (drop), plus account_id. */
function selected(ctx: RequestContext, userId: string): NotificationRecord[] {
  const q = ctx.query;
  const include = [...q.list('types'), ...q.list('include_types')];
  const exclude = new Set(q.list('exclude_types'));
  const allowed = new Set<string>(include.length > 0 ? include : DEFAULT_TYPES);
  const accountId = q.str('account_id');
  return ctx.state
    .notificationsFor(userId)
    .filter(
      (n) =>
        allowed.has(n.type) &&
        !exclude.has(n.type) &&
        (!accountId || n.actorId === accountId) &&
        (q.bool('with_muted') || !ctx.state.muteOf(userId, n.actorId)?.notifications),
    );
}

function list(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return edgePage(
    ctx,
    selected(ctx, viewer.id),
    (n) => n.id,
    (n) => serializeNotification(ctx.state, n),
  );
}

function own(ctx: RequestContext, id: string): NotificationRecord {
  const viewer = viewerOf(ctx);
  const n = ctx.state.notifications.get(id);
  if (!n || n.recipientId !== viewer.id) throw notFound();
  return n;
}

function show(ctx: RequestContext): Reply {
  const body = serializeNotification(ctx.state, own(ctx, param(ctx, 'id')));
  if (!body) throw notFound();
  return json(body);
}

function dismiss(ctx: RequestContext, id: string): Reply {
  ctx.state.notifications.delete(own(ctx, id).id);
  return json({});
}

function clear(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  for (const n of ctx.state.notificationsFor(viewer.id)) ctx.state.notifications.delete(n.id);
  return json({});
}

function destroyMultiple(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  for (const id of [...ctx.query.list('ids'), ...ctx.body.list('ids')]) {
    const n = ctx.state.notifications.get(id);
    if (n?.recipientId === viewer.id) ctx.state.notifications.delete(id);
  }
  return json({});
}

/** POST /api/v1/pleroma/notifications/read: one id, or everything up to max_id. */
function markRead(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const id = ctx.body.str('id') ?? ctx.query.str('id');
  const maxId = ctx.body.str('max_id') ?? ctx.query.str('max_id');
  if (id) {
    const n = own(ctx, id);
    n.seen = true;
    return json(serializeNotification(ctx.state, n));
  }
  if (!maxId) return json({ error: 'You must specify id or max_id' }, 400);
  const changed = ctx.state.notificationsFor(viewer.id).filter((n) => compareIds(n.id, maxId) <= 0);
  for (const n of changed) n.seen = true;
  return json(changed.flatMap((n) => serializeNotification(ctx.state, n) ?? []));
}

export const notificationRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/notifications', access: 'user', handler: list },
  { method: 'GET', path: '/api/v1/notifications/{id}', access: 'user', handler: show },
  {
    method: 'POST',
    path: '/api/v1/notifications/{id}/dismiss',
    access: 'user',
    handler: (ctx) => dismiss(ctx, param(ctx, 'id')),
  },
  {
    method: 'POST',
    path: '/api/v1/notifications/dismiss',
    access: 'user',
    handler: (ctx) => dismiss(ctx, ctx.body.str('id') ?? ''),
  },
  { method: 'POST', path: '/api/v1/notifications/clear', access: 'user', handler: clear },
  {
    method: 'DELETE',
    path: '/api/v1/notifications/destroy_multiple',
    access: 'user',
    handler: destroyMultiple,
  },
  { method: 'POST', path: '/api/v1/pleroma/notifications/read', access: 'user', handler: markRead },
];
