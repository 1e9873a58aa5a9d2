import { SandboxError } from '../errors';
import type { Reply, RequestContext } from '../http';
import { compareIds } from '../ids';
import type { Edge } from '../records';
import type { RouteDef } from '../router';
import { serializeStatus } from '../serialize/status';
import { edgePage, param, viewerOf } from './common';

/** Pages favourites/bookmarks by the id of the favourite or bookmark, as Pleroma does. */
function statusEdges(ctx: RequestContext, edges: Edge[], viewerId: string | null): Reply {
  const sorted = edges.sort((a, b) => compareIds(b.id, a.id));
  return edgePage(
    ctx,
    sorted,
    (e) => e.id,
    (e) => {
      const s = ctx.state.statuses.get(e.to);
      return s && ctx.state.canSee(viewerId, s) ? serializeStatus(ctx.state, s, viewerId) : null;
    },
  );
}

function favouritesOf(ctx: RequestContext, userId: string): Edge[] {
  const out: Edge[] = [];
  for (const favs of ctx.state.favourites.values()) {
    const e = favs.get(userId);
    if (e) out.push(e);
  }
  return out;
}

function favourites(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return statusEdges(ctx, favouritesOf(ctx, viewer.id), viewer.id);
}

function bookmarks(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return statusEdges(ctx, [...(ctx.state.bookmarks.get(viewer.id)?.values() ?? [])], viewer.id);
}

/** Another account's favourites, unless they hide them (Pleroma's default). */
function accountFavourites(ctx: RequestContext): Reply {
  const user = ctx.state.resolveUser(param(ctx, 'id'));
  const viewerId = ctx.viewer?.id ?? null;
  if (user.hideFavorites && viewerId !== user.id)
    throw new SandboxError(403, "Can't get favorites");
  return statusEdges(ctx, favouritesOf(ctx, user.id), viewerId);
}

export const collectionRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/favourites', access: 'user', handler: favourites },
  { method: 'GET', path: '/api/v1/bookmarks', access: 'user', handler: bookmarks },
  {
    method: 'GET',
    path: '/api/v1/pleroma/accounts/{id}/favourites',
    access: 'public',
    handler: accountFavourites,
  },
];
