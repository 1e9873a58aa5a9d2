import { notFound, SandboxError, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { Params } from '../params';
import type { AnnouncementRecord } from '../records';
import type { RouteDef } from '../router';
import { isActive, serializeAnnouncement } from '../serialize/announcement';
import { param, viewerOf } from './common';

/** Admin routes need the announcements privilege (admins have it by default). */
function requireManager(ctx: RequestContext): void {
  if (viewerOf(ctx).role !== 'admin') throw new SandboxError(403, 'User is not a staff member.');
}

function byId(ctx: RequestContext): AnnouncementRecord {
  const a = ctx.state.announcements.get(param(ctx, 'id'));
  if (!a) throw notFound();
  return a;
}

/** starts_at / ends_at: an ISO time, or empty/null to clear; absent leaves it unchanged. */
function timeParam(p: Params, key: string, current: number | null): number | null {
  if (!(key in p.tree)) return current;
  const v = p.str(key);
  if (!v) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw unprocessable(`Invalid ${key}`);
  return t;
}

function list(ctx: RequestContext): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  const items = [...ctx.state.announcements.values()].filter((a) => isActive(a));
  return json(items.map((a) => serializeAnnouncement(a, viewerId)));
}

function dismiss(ctx: RequestContext): Reply {
  byId(ctx).readBy.add(viewerOf(ctx).id);
  return json({});
}

function adminList(ctx: RequestContext): Reply {
  requireManager(ctx);
  const offset = Math.max(0, ctx.query.int('offset') ?? 0);
  const limit = ctx.query.int('limit') ?? 20;
  const items = [...ctx.state.announcements.values()].slice(offset, offset + limit);
  return json(items.map((a) => serializeAnnouncement(a, ctx.viewer?.id ?? null)));
}

function adminCreate(ctx: RequestContext): Reply {
  requireManager(ctx);
  const p = ctx.body;
  const content = p.str('content');
  if (!content) throw unprocessable("content can't be blank");
  const a = ctx.state.addAnnouncement({
    source: content,
    startsAt: timeParam(p, 'starts_at', null),
    endsAt: timeParam(p, 'ends_at', null),
    allDay: p.bool('all_day') ?? false,
  });
  return json(serializeAnnouncement(a, ctx.viewer?.id ?? null));
}

function adminUpdate(ctx: RequestContext): Reply {
  requireManager(ctx);
  const a = byId(ctx);
  const p = ctx.body;
  if (p.str('content')) ctx.state.editAnnouncement(a, p.str('content') ?? a.source);
  a.startsAt = timeParam(p, 'starts_at', a.startsAt);
  a.endsAt = timeParam(p, 'ends_at', a.endsAt);
  a.allDay = p.bool('all_day') ?? a.allDay;
  a.updatedAt = Date.now();
  return json(serializeAnnouncement(a, ctx.viewer?.id ?? null));
}

function adminDelete(ctx: RequestContext): Reply {
  requireManager(ctx);
  if (!ctx.state.deleteAnnouncement(byId(ctx).id)) throw notFound();
  return json({});
}

export const announcementRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/announcements', access: 'public', handler: list },
  { method: 'POST', path: '/api/v1/announcements/{id}/dismiss', access: 'user', handler: dismiss },
  {
    method: 'GET',
    path: '/api/v1/pleroma/admin/announcements',
    access: 'user',
    handler: adminList,
  },
  {
    method: 'POST',
    path: '/api/v1/pleroma/admin/announcements',
    access: 'user',
    handler: adminCreate,
  },
  {
    method: 'GET',
    path: '/api/v1/pleroma/admin/announcements/{id}',
    access: 'user',
    handler: (ctx) => {
      requireManager(ctx);
      return json(serializeAnnouncement(byId(ctx), ctx.viewer?.id ?? null));
    },
  },
  {
    method: 'PATCH',
    path: '/api/v1/pleroma/admin/announcements/{id}',
    access: 'user',
    handler: adminUpdate,
  },
  {
    method: 'DELETE',
    path: '/api/v1/pleroma/admin/announcements/{id}',
    access: 'user',
    handler: adminDelete,
  },
];
