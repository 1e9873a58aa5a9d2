import { notFound, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { ListRecord } from '../records';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { param, viewerOf } from './common';

function render(l: ListRecord): { id: string; title: string } {
  return { id: l.id, title: l.title };
}

function ownList(ctx: RequestContext): ListRecord {
  const viewer = viewerOf(ctx);
  const l = ctx.state.lists.get(param(ctx, 'id'));
  if (!l || l.ownerId !== viewer.id) throw notFound();
  return l;
}

function all(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return json([...ctx.state.lists.values()].filter((l) => l.ownerId === viewer.id).map(render));
}

function create(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const title = ctx.body.str('title')?.trim();
  if (!title) throw unprocessable("title can't be blank");
  return json(render(ctx.state.createList(viewer.id, title)));
}

function update(ctx: RequestContext): Reply {
  const l = ownList(ctx);
  const title = ctx.body.str('title')?.trim();
  if (title) l.title = title;
  return json(render(l));
}

function remove(ctx: RequestContext): Reply {
  ctx.state.lists.delete(ownList(ctx).id);
  return json({});
}

function members(ctx: RequestContext): Reply {
  const l = ownList(ctx);
  const viewerId = ctx.viewer?.id ?? null;
  return json(
    [...l.accountIds].flatMap((id) => {
      const u = ctx.state.users.get(id);
      return u ? [serializeAccount(ctx.state, u, viewerId)] : [];
    }),
  );
}

function changeMembers(add: boolean) {
  return (ctx: RequestContext): Reply => {
    const l = ownList(ctx);
    const ids = [...ctx.body.list('account_ids'), ...ctx.query.list('account_ids')];
    for (const id of ids) {
      if (!ctx.state.users.has(id)) throw notFound();
      if (add) l.accountIds.add(id);
      else l.accountIds.delete(id);
    }
    return json({});
  };
}

export const listRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/lists', access: 'user', handler: all },
  { method: 'POST', path: '/api/v1/lists', access: 'user', handler: create },
  {
    method: 'GET',
    path: '/api/v1/lists/{id}',
    access: 'user',
    handler: (ctx) => json(render(ownList(ctx))),
  },
  { method: 'PUT', path: '/api/v1/lists/{id}', access: 'user', handler: update },
  { method: 'DELETE', path: '/api/v1/lists/{id}', access: 'user', handler: remove },
  { method: 'GET', path: '/api/v1/lists/{id}/accounts', access: 'user', handler: members },
  {
    method: 'POST',
    path: '/api/v1/lists/{id}/accounts',
    access: 'user',
    handler: changeMembers(true),
  },
  {
    method: 'DELETE',
    path: '/api/v1/lists/{id}/accounts',
    access: 'user',
    handler: changeMembers(false),
  },
];
