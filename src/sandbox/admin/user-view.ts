import { notFound } from '../errors';
import type { RequestContext } from '../http';
import type { JsonObject } from '../json';
import type { UserRecord } from '../records';
import { avatarPath } from '../serialize/account';

/** Pleroma's admin view of a user (AdminAPI.AccountView "show"). */
export function adminUser(ctx: RequestContext, u: UserRecord): JsonObject {
  return {
    actor_type: u.actorType,
    avatar: `${ctx.state.baseUrl}${avatarPath(u)}`,
    display_name: u.displayName,
    email: u.email,
    id: u.id,
    is_active: !u.deactivated,
    is_approved: u.approved !== false,
    is_confirmed: u.confirmed !== false,
    local: u.domain === null,
    nickname: ctx.state.acctOf(u),
    registration_reason: u.registrationReason ?? null,
    roles: { admin: u.role === 'admin', moderator: u.role === 'moderator' },
    tags: [...(ctx.state.userTags.get(u.id) ?? [])],
    url: ctx.state.userUrl(u),
  };
}

/** Users by nickname (acct); an unknown or deleted one is 404 as in Pleroma. */
export function usersByNickname(ctx: RequestContext, names: string[]): UserRecord[] {
  return names.map((n) => {
    const u = ctx.state.findUserByAcct(n);
    if (!u || u.deleted) throw notFound();
    return u;
  });
}

/** `nicknames` from the body (Pleroma's form) or the query (`nickname`, older clients). */
export function nicknames(ctx: RequestContext): string[] {
  return [
    ...ctx.body.list('nicknames'),
    ...ctx.query.list('nicknames'),
    ...ctx.query.list('nickname'),
  ];
}

/** "@a, @b" as Pleroma's moderation log writes user lists. */
export function userList(ctx: RequestContext, users: readonly UserRecord[]): string {
  return users.map((u) => `@${ctx.state.acctOf(u)}`).join(', ');
}

export const noContent = { status: 204, headers: {}, body: '' };
