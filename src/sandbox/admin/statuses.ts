import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { StatusRecord, Visibility } from '../records';
import type { RouteDef } from '../router';
import { param } from '../routes/common';
import { serializeStatus } from '../serialize/status';
import { requirePrivilege } from './privileges';

/** Pleroma's admin statuses: list (godmode sees private and direct), change scope, delete. */

function listStatuses(ctx: RequestContext): Reply {
  const viewer = requirePrivilege(ctx, 'messages_read');
  const godmode = ctx.query.bool('godmode') === true;
  const localOnly = ctx.query.bool('local_only') === true;
  const withReblogs = ctx.query.bool('with_reblogs') === true;
  const all = ctx.state.statusesNewestFirst().filter((s) => {
    const author = ctx.state.users.get(s.accountId);
    if (!author || author.deleted) return false;
    if (localOnly && author.domain !== null) return false;
    if (!withReblogs && s.reblogOfId !== null) return false;
    return godmode || s.visibility === 'public' || s.visibility === 'unlisted';
  });
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  return json(
    all.slice((page - 1) * size, page * size).map((s) => serializeStatus(ctx.state, s, viewer.id)),
  );
}

function statusById(ctx: RequestContext): StatusRecord {
  const s = ctx.state.statuses.get(param(ctx, 'id'));
  if (!s) throw notFound();
  return s;
}

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

function updateStatus(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'messages_delete');
  const s = statusById(ctx);
  const visibility = ctx.body.str('visibility');
  const sensitive = ctx.body.bool('sensitive');
  if (visibility !== undefined && !SCOPES.includes(visibility as Visibility))
    throw new SandboxError(400, 'Invalid value for enum');
  if (visibility !== undefined) s.visibility = visibility as Visibility;
  if (sensitive !== undefined) s.sensitive = sensitive;
  const set = [
    ...(sensitive !== undefined ? [`sensitive: '${sensitive}'`] : []),
    ...(visibility !== undefined ? [`visibility: '${visibility}'`] : []),
  ].join(', ');
  ctx.state.moderation.record(actor, 'status_update', `updated status #${s.id}, set ${set}`, {
    subject: s.id,
  });
  return json(serializeStatus(ctx.state, s, actor.id));
}

function deleteStatus(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'messages_delete');
  const s = statusById(ctx);
  ctx.state.deleteStatus(s.id);
  ctx.state.moderation.record(actor, 'status_delete', `deleted status #${s.id}`, {
    subject: s.id,
  });
  return json({});
}

const A = '/api/v1/pleroma/admin';

export const adminStatusRoutes: RouteDef[] = [
  { method: 'GET', path: `${A}/statuses`, access: 'user', handler: listStatuses },
  {
    method: 'GET',
    path: `${A}/statuses/{id}`,
    access: 'user',
    handler: (ctx) => {
      const viewer = requirePrivilege(ctx, 'messages_read');
      return json(serializeStatus(ctx.state, statusById(ctx), viewer.id));
    },
  },
  { method: 'PUT', path: `${A}/statuses/{id}`, access: 'user', handler: updateStatus },
  { method: 'DELETE', path: `${A}/statuses/{id}`, access: 'user', handler: deleteStatus },
];
