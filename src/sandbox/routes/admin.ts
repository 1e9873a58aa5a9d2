import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { JsonObject } from '../json';
import type { ReportRecord, UserRecord } from '../records';
import type { RouteDef } from '../router';
import { avatarPath } from '../serialize/account';
import { serializeReport } from '../serialize/report';
import { param, viewerOf } from './common';

/**
 * The admin API parts the client's moderation tools use: reports, user activation,
 * roles and tags. Staff only; Pleroma answers others 403 "User is not a staff member.".
 */

function requireStaff(ctx: RequestContext): UserRecord {
  const viewer = viewerOf(ctx);
  if (viewer.role === 'member') throw new SandboxError(403, 'User is not a staff member.');
  return viewer;
}

function requireAdmin(ctx: RequestContext): UserRecord {
  const viewer = viewerOf(ctx);
  if (viewer.role !== 'admin') throw new SandboxError(403, 'User is not a staff member.');
  return viewer;
}

/** Pleroma's admin view of a user. */
function adminUser(ctx: RequestContext, u: UserRecord): JsonObject {
  return {
    actor_type: u.actorType,
    avatar: `${ctx.state.baseUrl}${avatarPath(u)}`,
    display_name: u.displayName,
    email: u.email,
    id: u.id,
    is_active: !u.deactivated,
    is_approved: true,
    is_confirmed: true,
    local: u.domain === null,
    nickname: ctx.state.acctOf(u),
    registration_reason: null,
    roles: { admin: u.role === 'admin', moderator: u.role === 'moderator' },
    tags: [...(ctx.state.userTags.get(u.id) ?? [])],
    url: ctx.state.userUrl(u),
  };
}

function usersByNickname(ctx: RequestContext, names: string[]): UserRecord[] {
  return names.map((n) => {
    const u = ctx.state.findUserByAcct(n);
    if (!u) throw notFound();
    return u;
  });
}

function nicknames(ctx: RequestContext): string[] {
  return [
    ...ctx.body.list('nicknames'),
    ...ctx.query.list('nicknames'),
    ...ctx.query.list('nickname'),
  ];
}

function listUsers(ctx: RequestContext): Reply {
  requireStaff(ctx);
  const q = (ctx.query.str('query') ?? '').toLowerCase();
  const filters = (ctx.query.str('filters') ?? '').split(',').filter(Boolean);
  let users = [...ctx.state.users.values()].filter(
    (u) =>
      q === '' ||
      ctx.state.acctOf(u).toLowerCase().includes(q) ||
      u.displayName.toLowerCase().includes(q),
  );
  if (filters.includes('local')) users = users.filter((u) => u.domain === null);
  if (filters.includes('external')) users = users.filter((u) => u.domain !== null);
  if (filters.includes('active')) users = users.filter((u) => !u.deactivated);
  if (filters.includes('deactivated')) users = users.filter((u) => u.deactivated);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  return json({
    count: users.length,
    page_size: size,
    users: users.slice((page - 1) * size, page * size).map((u) => adminUser(ctx, u)),
  });
}

function setActive(active: boolean) {
  return (ctx: RequestContext): Reply => {
    requireStaff(ctx);
    const users = usersByNickname(ctx, nicknames(ctx));
    for (const u of users) u.deactivated = !active;
    return json({ users: users.map((u) => adminUser(ctx, u)) });
  };
}

function deleteUsers(ctx: RequestContext): Reply {
  requireAdmin(ctx);
  const users = usersByNickname(ctx, nicknames(ctx));
  for (const u of users) u.deactivated = true;
  return json(users.map((u) => ctx.state.acctOf(u)));
}

function permission(grant: boolean) {
  return (ctx: RequestContext): Reply => {
    requireAdmin(ctx);
    const group = param(ctx, 'permission_group');
    if (group !== 'admin' && group !== 'moderator')
      throw new SandboxError(400, 'Unsupported permission group');
    const names = ctx.pathParams.nickname ? [ctx.pathParams.nickname] : nicknames(ctx);
    const users = usersByNickname(ctx, names);
    for (const u of users) {
      if (grant) u.role = group;
      else if (u.role === group) u.role = 'member';
    }
    return json({ [`is_${group}`]: grant });
  };
}

function tag(add: boolean) {
  return (ctx: RequestContext): Reply => {
    requireStaff(ctx);
    const tags = [...ctx.body.list('tags'), ...ctx.query.list('tags')];
    for (const u of usersByNickname(ctx, nicknames(ctx))) {
      const set = ctx.state.userTags.get(u.id) ?? new Set<string>();
      for (const t of tags) {
        if (add) set.add(t);
        else set.delete(t);
      }
      ctx.state.userTags.set(u.id, set);
    }
    return { status: 204, headers: {}, body: '' };
  };
}

function reportById(ctx: RequestContext, id: string): ReportRecord {
  const r = ctx.state.reports.get(id);
  if (!r) throw notFound();
  return r;
}

function listReports(ctx: RequestContext): Reply {
  const viewer = requireStaff(ctx);
  const wanted = ctx.query.str('state');
  const reports = [...ctx.state.reports.values()]
    .filter((r) => !wanted || r.state === wanted)
    .sort((a, b) => compareIds(b.id, a.id));
  return json({
    reports: reports.map((r) => serializeReport(ctx.state, r, viewer.id)),
    total: reports.length,
  });
}

function updateReports(ctx: RequestContext): Reply {
  requireStaff(ctx);
  const raw = ctx.body.raw('reports');
  const items = Array.isArray(raw) ? raw : [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { id, state } = item as { id?: unknown; state?: unknown };
    if (
      typeof id !== 'string' ||
      (state !== 'open' && state !== 'closed' && state !== 'resolved')
    ) {
      throw new SandboxError(400, 'Invalid report update');
    }
    reportById(ctx, id).state = state;
  }
  return { status: 204, headers: {}, body: '' };
}

function addNote(ctx: RequestContext): Reply {
  const viewer = requireStaff(ctx);
  const r = reportById(ctx, param(ctx, 'id'));
  r.notes.push({
    id: ctx.state.ids.next(),
    authorId: viewer.id,
    content: ctx.body.str('content') ?? '',
    createdAt: Date.now(),
  });
  return { status: 204, headers: {}, body: '' };
}

function deleteNote(ctx: RequestContext): Reply {
  requireStaff(ctx);
  const r = reportById(ctx, param(ctx, 'report_id'));
  r.notes = r.notes.filter((n) => n.id !== param(ctx, 'id'));
  return { status: 204, headers: {}, body: '' };
}

const A = '/api/v1/pleroma/admin';

export const adminRoutes: RouteDef[] = [
  { method: 'GET', path: `${A}/users`, access: 'user', handler: listUsers },
  {
    method: 'GET',
    path: `${A}/users/{nickname}`,
    access: 'user',
    handler: (ctx) => {
      requireStaff(ctx);
      return json(adminUser(ctx, usersByNickname(ctx, [param(ctx, 'nickname')])[0]!));
    },
  },
  { method: 'DELETE', path: `${A}/users`, access: 'user', handler: deleteUsers },
  { method: 'PATCH', path: `${A}/users/activate`, access: 'user', handler: setActive(true) },
  { method: 'PATCH', path: `${A}/users/deactivate`, access: 'user', handler: setActive(false) },
  { method: 'PUT', path: `${A}/users/tag`, access: 'user', handler: tag(true) },
  { method: 'DELETE', path: `${A}/users/tag`, access: 'user', handler: tag(false) },
  {
    method: 'POST',
    path: `${A}/users/{nickname}/permission_group/{permission_group}`,
    access: 'user',
    handler: permission(true),
  },
  {
    method: 'DELETE',
    path: `${A}/users/{nickname}/permission_group/{permission_group}`,
    access: 'user',
    handler: permission(false),
  },
  {
    method: 'POST',
    path: `${A}/users/permission_group/{permission_group}`,
    access: 'user',
    handler: permission(true),
  },
  {
    method: 'DELETE',
    path: `${A}/users/permission_group/{permission_group}`,
    access: 'user',
    handler: permission(false),
  },
  { method: 'GET', path: `${A}/reports`, access: 'user', handler: listReports },
  {
    method: 'GET',
    path: `${A}/reports/{id}`,
    access: 'user',
    handler: (ctx) =>
      json(serializeReport(ctx.state, reportById(ctx, param(ctx, 'id')), requireStaff(ctx).id)),
  },
  { method: 'PATCH', path: `${A}/reports`, access: 'user', handler: updateReports },
  { method: 'POST', path: `${A}/reports/{id}/notes`, access: 'user', handler: addNote },
  {
    method: 'DELETE',
    path: `${A}/reports/{report_id}/notes/{id}`,
    access: 'user',
    handler: deleteNote,
  },
];
