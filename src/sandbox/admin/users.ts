import { SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { UserRecord } from '../records';
import type { RouteDef } from '../router';
import { param } from '../routes/common';
import { serializeStatus } from '../serialize/status';
import { type Privilege, requireAdmin, requirePrivilege } from './privileges';
import { adminUser, nicknames, noContent, userList, usersByNickname } from './user-view';

/** Pleroma's admin user routes: list, activation, approval, deletion, tags, roles, credentials. */

function matchesFilter(u: UserRecord, f: string): boolean {
  switch (f) {
    case 'local':
      return u.domain === null;
    case 'external':
      return u.domain !== null;
    case 'active':
      return !u.deactivated && u.approved !== false;
    case 'deactivated':
      return u.deactivated;
    case 'need_approval':
      return u.approved === false;
    case 'unconfirmed':
      return u.confirmed === false;
    case 'is_admin':
      return u.role === 'admin';
    case 'is_moderator':
      return u.role === 'moderator';
    default:
      return true;
  }
}

function listUsers(ctx: RequestContext): Reply {
  requirePrivilege(ctx, 'users_read');
  const q = (ctx.query.str('query') ?? '').toLowerCase();
  const filters = (ctx.query.str('filters') ?? '').split(',').filter(Boolean);
  const tags = ctx.query.list('tags');
  const users = [...ctx.state.users.values()]
    .filter((u) => !u.deleted)
    .filter(
      (u) =>
        q === '' ||
        ctx.state.acctOf(u).toLowerCase().includes(q) ||
        u.displayName.toLowerCase().includes(q) ||
        (u.email ?? '').toLowerCase().includes(q),
    )
    .filter((u) => filters.every((f) => matchesFilter(u, f)))
    .filter((u) => tags.length === 0 || tags.some((t) => ctx.state.userTags.get(u.id)?.has(t)))
    .sort((a, b) => ctx.state.acctOf(a).localeCompare(ctx.state.acctOf(b)));
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  return json({
    count: users.length,
    page_size: size,
    users: users.slice((page - 1) * size, page * size).map((u) => adminUser(ctx, u)),
  });
}

/** A route acting on `nicknames`, checked against one privilege and logged. */
function bulk(
  privilege: Privilege,
  action: string,
  apply: (u: UserRecord, ctx: RequestContext) => void,
  words: string,
  answer: 'users' | 'names' | 'empty',
) {
  return (ctx: RequestContext): Reply => {
    const actor = requirePrivilege(ctx, privilege);
    const users = usersByNickname(ctx, nicknames(ctx));
    for (const u of users) apply(u, ctx);
    ctx.state.moderation.record(actor, action, `${words} ${userList(ctx, users)}`, {
      subject: users.map((u) => ctx.state.acctOf(u)),
    });
    if (answer === 'names') return json(users.map((u) => ctx.state.acctOf(u)));
    if (answer === 'empty') return json('');
    return json({ users: users.map((u) => adminUser(ctx, u)) });
  };
}

function toggleActivation(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_activation_state');
  const [u] = usersByNickname(ctx, [param(ctx, 'nickname')]);
  u!.deactivated = !u!.deactivated;
  const verb = u!.deactivated ? 'deactivate' : 'activate';
  ctx.state.moderation.record(actor, verb, `${verb}d users: ${userList(ctx, [u!])}`);
  return json(adminUser(ctx, u!));
}

function forcePasswordReset(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_credentials');
  const users = usersByNickname(ctx, nicknames(ctx));
  for (const u of users) u.passwordResetRequired = true;
  ctx.state.moderation.record(
    actor,
    'force_password_reset',
    `forced password reset for users: ${userList(ctx, users)}`,
  );
  return noContent;
}

function passwordResetLink(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_credentials');
  const [u] = usersByNickname(ctx, [param(ctx, 'nickname')]);
  const token = Buffer.from(`reset-${u!.id}-${Date.now()}`).toString('base64url');
  ctx.state.moderation.record(
    actor,
    'password_reset',
    `generated a password reset link for ${userList(ctx, [u!])}`,
  );
  return json({ token, link: `${ctx.state.baseUrl}/api/v1/pleroma/password_reset/${token}` });
}

/** `PUT /users/disable_mfa` (`nickname`): the user signs in with the password alone again. */
function disableMfa(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'users_manage_credentials');
  const [u] = usersByNickname(ctx, [ctx.body.str('nickname') ?? ctx.query.str('nickname') ?? '']);
  u!.mfa = null;
  u!.mfaPendingSecret = undefined;
  ctx.state.moderation.record(
    actor,
    'disable_mfa',
    `disabled two-factor sign-in for ${userList(ctx, [u!])}`,
  );
  return json(ctx.state.acctOf(u!));
}

function permission(grant: boolean) {
  return (ctx: RequestContext): Reply => {
    const actor = requireAdmin(ctx);
    const group = param(ctx, 'permission_group');
    if (group !== 'admin' && group !== 'moderator')
      throw new SandboxError(400, 'Unsupported permission group');
    const names = ctx.pathParams.nickname ? [ctx.pathParams.nickname] : nicknames(ctx);
    const users = usersByNickname(ctx, names);
    if (!grant && users.includes(actor))
      throw new SandboxError(403, "You can't revoke your own admin/moderator status.");
    for (const u of users) {
      if (grant) u.role = group;
      else if (u.role === group) u.role = 'member';
    }
    const list = userList(ctx, users);
    ctx.state.moderation.record(
      actor,
      grant ? 'grant' : 'revoke',
      grant ? `made ${list} ${group}` : `revoked ${group} role from ${list}`,
      { permission: group },
    );
    return json({ [`is_${group}`]: grant });
  };
}

function tag(add: boolean) {
  return (ctx: RequestContext): Reply => {
    const actor = requirePrivilege(ctx, 'users_manage_tags');
    const tags = [...ctx.body.list('tags'), ...ctx.query.list('tags')];
    const users = usersByNickname(ctx, nicknames(ctx));
    for (const u of users) {
      const set = ctx.state.userTags.get(u.id) ?? new Set<string>();
      for (const t of tags) {
        if (add) set.add(t);
        else set.delete(t);
      }
      ctx.state.userTags.set(u.id, set);
    }
    const list = userList(ctx, users);
    ctx.state.moderation.record(
      actor,
      add ? 'tag' : 'untag',
      add
        ? `added tags: ${tags.join(', ')} to users: ${list}`
        : `removed tags: ${tags.join(', ')} from users: ${list}`,
      { tags },
    );
    return noContent;
  };
}

function userStatuses(ctx: RequestContext): Reply {
  const viewer = requirePrivilege(ctx, 'users_read');
  const [u] = usersByNickname(ctx, [param(ctx, 'nickname')]);
  const godmode = ctx.query.bool('godmode') === true;
  const withReblogs = ctx.query.bool('with_reblogs') === true;
  const all = ctx.state
    .statusesNewestFirst()
    .filter((s) => s.accountId === u!.id)
    .filter((s) => withReblogs || s.reblogOfId === null)
    .filter((s) => godmode || s.visibility === 'public' || s.visibility === 'unlisted');
  const size = Math.max(1, ctx.query.int('page_size') ?? 50);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  return json({
    total: all.length,
    activities: all
      .slice((page - 1) * size, page * size)
      .map((s) => serializeStatus(ctx.state, s, viewer.id)),
  });
}

const A = '/api/v1/pleroma/admin';
const route = (
  method: RouteDef['method'],
  path: string,
  handler: RouteDef['handler'],
): RouteDef => ({ method, path: `${A}${path}`, access: 'user', handler });

export const adminUserRoutes: RouteDef[] = [
  route('GET', '/users', listUsers),
  route('GET', '/users/{nickname}', (ctx) => {
    requirePrivilege(ctx, 'users_read');
    return json(adminUser(ctx, usersByNickname(ctx, [param(ctx, 'nickname')])[0]!));
  }),
  route('GET', '/users/{nickname}/statuses', userStatuses),
  route(
    'DELETE',
    '/users',
    bulk(
      'users_delete',
      'delete',
      (u, ctx) => {
        u.deleted = true;
        u.deactivated = true;
        // "with data": their posts go too (boosts of them with them).
        for (const s of ctx.state.statusesNewestFirst())
          if (s.accountId === u.id && ctx.state.statuses.has(s.id)) ctx.state.deleteStatus(s.id);
      },
      'deleted users:',
      'names',
    ),
  ),
  route(
    'PATCH',
    '/users/activate',
    bulk(
      'users_manage_activation_state',
      'activate',
      (u) => {
        u.deactivated = false;
      },
      'activated users:',
      'users',
    ),
  ),
  route(
    'PATCH',
    '/users/deactivate',
    bulk(
      'users_manage_activation_state',
      'deactivate',
      (u) => {
        u.deactivated = true;
      },
      'deactivated users:',
      'users',
    ),
  ),
  route('PATCH', '/users/{nickname}/toggle_activation', toggleActivation),
  route(
    'PATCH',
    '/users/approve',
    bulk(
      'users_manage_invites',
      'approve',
      (u) => {
        u.approved = true;
      },
      'approved users:',
      'users',
    ),
  ),
  route(
    'PATCH',
    '/users/confirm_email',
    bulk(
      'users_manage_credentials',
      'confirm_email',
      (u) => {
        u.confirmed = true;
      },
      'confirmed email for users:',
      'empty',
    ),
  ),
  route(
    'PATCH',
    '/users/resend_confirmation_email',
    bulk(
      'users_manage_credentials',
      'resend_confirmation_email',
      () => {},
      're-sent confirmation email for users:',
      'empty',
    ),
  ),
  route('PATCH', '/users/force_password_reset', forcePasswordReset),
  route('GET', '/users/{nickname}/password_reset', passwordResetLink),
  route('PUT', '/users/disable_mfa', disableMfa),
  route('PUT', '/users/tag', tag(true)),
  route('DELETE', '/users/tag', tag(false)),
  route('POST', '/users/{nickname}/permission_group/{permission_group}', permission(true)),
  route('DELETE', '/users/{nickname}/permission_group/{permission_group}', permission(false)),
  route('POST', '/users/permission_group/{permission_group}', permission(true)),
  route('DELETE', '/users/permission_group/{permission_group}', permission(false)),
];
