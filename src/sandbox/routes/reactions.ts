import { notFound } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { JsonObject } from '../json';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { param, viewerOf, visibleStatus } from './common';

/** Pleroma's reaction list: one entry per emoji with the reacting accounts. */
function reactions(ctx: RequestContext, only?: string): Reply {
  const s = visibleStatus(ctx, param(ctx, 'id'));
  const viewerId = ctx.viewer?.id ?? null;
  const grouped = new Map<string, string[]>();
  for (const r of ctx.state.reactions.get(s.id) ?? []) {
    if (only && r.emoji !== only) continue;
    grouped.set(r.emoji, [...(grouped.get(r.emoji) ?? []), r.userId]);
  }
  const out: JsonObject[] = [...grouped].map(([name, ids]) => ({
    accounts: ids.flatMap((id) => {
      const u = ctx.state.users.get(id);
      return u ? [serializeAccount(ctx.state, u, viewerId)] : [];
    }),
    count: ids.length,
    me: viewerId !== null && ids.includes(viewerId),
    name,
    url: null,
  }));
  return json(out);
}

function react(add: boolean) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const s = visibleStatus(ctx, param(ctx, 'id'));
    const emoji = param(ctx, 'emoji');
    if (emoji.trim() === '') throw notFound();
    if (add) ctx.state.react(viewer.id, s.id, emoji);
    else ctx.state.unreact(viewer.id, s.id, emoji);
    return json(serializeStatus(ctx.state, s, viewer.id));
  };
}

export const reactionRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v1/pleroma/statuses/{id}/reactions',
    access: 'public',
    handler: (ctx) => reactions(ctx),
  },
  {
    method: 'GET',
    path: '/api/v1/pleroma/statuses/{id}/reactions/{emoji}',
    access: 'public',
    handler: (ctx) => reactions(ctx, param(ctx, 'emoji')),
  },
  {
    method: 'PUT',
    path: '/api/v1/pleroma/statuses/{id}/reactions/{emoji}',
    access: 'user',
    handler: react(true),
  },
  {
    method: 'DELETE',
    path: '/api/v1/pleroma/statuses/{id}/reactions/{emoji}',
    access: 'user',
    handler: react(false),
  },
];
