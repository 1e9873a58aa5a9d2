import { anonymousTimelineRefused } from '../admin/config-store';
import { notFound, SandboxError } from '../errors';
import type { Reply, RequestContext } from '../http';
import { hasMedia, hasTag, hiddenByFilters, inDirect, inHome, inList, inPublic } from '../queries';
import type { StatusRecord } from '../records';
import type { RouteDef } from '../router';
import { param, statusPage, viewerOf } from './common';

/** `with_muted=true` keeps posts of muted accounts, as in Pleroma (blocks still hide). */
function filtered(ctx: RequestContext, items: StatusRecord[]): StatusRecord[] {
  const viewerId = ctx.viewer?.id ?? null;
  const withMuted = ctx.query.bool('with_muted') ?? false;
  return items.filter((s) => !hiddenByFilters(ctx.state, viewerId, s, { withMuted }));
}

function excludeReplies(ctx: RequestContext, items: StatusRecord[]): StatusRecord[] {
  return ctx.query.bool('exclude_replies') ? items.filter((s) => s.inReplyToId === null) : items;
}

function home(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const withMuted = ctx.query.bool('with_muted') ?? false;
  let items = ctx.state
    .statusesNewestFirst()
    .filter((s) => inHome(ctx.state, viewer.id, s, { withMuted }));
  if (ctx.query.bool('only_media')) items = items.filter((s) => hasMedia(ctx.state, s));
  if (ctx.query.bool('exclude_reblogs')) items = items.filter((s) => s.reblogOfId === null);
  return statusPage(ctx, excludeReplies(ctx, items));
}

function publicTimeline(ctx: RequestContext): Reply {
  const f = {
    local: ctx.query.bool('local') ?? false,
    remote: ctx.query.bool('remote') ?? false,
    onlyMedia: ctx.query.bool('only_media') ?? false,
  };
  // Pleroma's restrict_unauthenticated, as the admin set it (the quirks refuse earlier).
  if (!ctx.viewer && anonymousTimelineRefused(ctx.state, f.local ? ':local' : ':federated'))
    throw new SandboxError(403, 'authorization required for timeline view');
  const items = ctx.state.statusesNewestFirst().filter((s) => inPublic(ctx.state, s, f));
  return statusPage(ctx, excludeReplies(ctx, filtered(ctx, items)));
}

function tagTimeline(ctx: RequestContext): Reply {
  const tag = param(ctx, 'tag');
  const any = ctx.query.list('any');
  const all = ctx.query.list('all');
  const none = ctx.query.list('none');
  const f = {
    local: ctx.query.bool('local') ?? false,
    onlyMedia: ctx.query.bool('only_media') ?? false,
  };
  const items = ctx.state
    .statusesNewestFirst()
    .filter(
      (s) =>
        inPublic(ctx.state, s, f) &&
        (hasTag(s, tag) || any.some((t) => hasTag(s, t))) &&
        all.every((t) => hasTag(s, t)) &&
        !none.some((t) => hasTag(s, t)),
    );
  return statusPage(ctx, filtered(ctx, items));
}

function direct(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return statusPage(
    ctx,
    ctx.state.statusesNewestFirst().filter((s) => inDirect(viewer.id, s)),
  );
}

function listTimeline(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const list = ctx.state.lists.get(param(ctx, 'list_id'));
  if (!list || list.ownerId !== viewer.id) throw notFound();
  return statusPage(
    ctx,
    ctx.state.statusesNewestFirst().filter((s) => inList(ctx.state, list.id, s)),
  );
}

export const timelineRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/timelines/home', access: 'user', handler: home },
  { method: 'GET', path: '/api/v1/timelines/public', access: 'public', handler: publicTimeline },
  { method: 'GET', path: '/api/v1/timelines/tag/{tag}', access: 'public', handler: tagTimeline },
  { method: 'GET', path: '/api/v1/timelines/direct', access: 'user', handler: direct },
  {
    method: 'GET',
    path: '/api/v1/timelines/list/{list_id}',
    access: 'user',
    handler: listTimeline,
  },
];
