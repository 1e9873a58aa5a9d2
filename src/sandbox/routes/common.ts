import { invalidCredentials, notFound } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { JsonObject } from '../json';
import { paginate } from '../pagination';
import type { StatusRecord, UserRecord } from '../records';
import { serializeStatus } from '../serialize/status';

/** The signed-in user; routes marked `access: 'user'` are only reached with one. */
export function viewerOf(ctx: RequestContext): UserRecord {
  if (!ctx.viewer) throw invalidCredentials();
  return ctx.viewer;
}

/** A status the viewer may read; others are 404 as in Pleroma (existence is not leaked). */
export function visibleStatus(ctx: RequestContext, id: string | undefined): StatusRecord {
  const s = id ? ctx.state.statuses.get(id) : undefined;
  if (!s || !ctx.state.canSee(ctx.viewer?.id ?? null, s)) throw notFound();
  return s;
}

export function param(ctx: RequestContext, name: string): string {
  const v = ctx.pathParams[name];
  if (v === undefined) throw notFound();
  return v;
}

/** Answers one page of statuses with the Link header. */
export function statusPage(ctx: RequestContext, statuses: readonly StatusRecord[]): Reply {
  const page = paginate(statuses, (s) => s.id, ctx.query, ctx.url);
  const viewerId = ctx.viewer?.id ?? null;
  return json(
    page.items.map((s) => serializeStatus(ctx.state, s, viewerId)),
    200,
    page.link ? { link: page.link } : {},
  );
}

/** Answers one page of anything keyed by an edge id (favourites, follows...). */
export function edgePage<T>(
  ctx: RequestContext,
  items: readonly T[],
  keyOf: (item: T) => string,
  render: (item: T) => JsonObject | null,
): Reply {
  const page = paginate(items, keyOf, ctx.query, ctx.url);
  const body = page.items.map(render).filter((x): x is JsonObject => x !== null);
  return json(body, 200, page.link ? { link: page.link } : {});
}
