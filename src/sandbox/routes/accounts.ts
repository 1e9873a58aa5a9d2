import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { JsonObject } from '../json';
import { limitOf } from '../pagination';
import { hasMedia, hasTag, hiddenByFilters } from '../queries';
import type { Edge, UserRecord, Visibility } from '../records';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { FIELDS_LIMITS, UPLOAD_LIMITS } from '../serialize/instance';
import { serializeRelationship } from '../serialize/relationship';
import type { SandboxState } from '../state';
import { edgePage, param, statusPage, viewerOf } from './common';

/** Pleroma resolves /accounts/{id} by id first, then by nickname. */
function accountByRef(state: SandboxState, ref: string): UserRecord {
  const u = state.users.get(ref) ?? state.findUserByAcct(ref);
  if (!u || u.deactivated || u.approved === false) throw notFound();
  return u;
}

/** The account a `{id}` route names (id or nickname). */
export function target(ctx: RequestContext): UserRecord {
  return accountByRef(ctx.state, param(ctx, 'id'));
}

function account(ctx: RequestContext, u: UserRecord): JsonObject {
  return serializeAccount(ctx.state, u, ctx.viewer?.id ?? null, { self: ctx.viewer?.id === u.id });
}

function verifyCredentials(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return json(serializeAccount(ctx.state, viewer, viewer.id, { self: true }));
}

/** Pleroma's limits per image (spec part 2 §3 "avatar, background and banner limits"). */
const IMAGE_FIELDS = [
  { field: 'avatar', limit: UPLOAD_LIMITS.avatar, key: 'uploadedAvatar' },
  { field: 'header', limit: UPLOAD_LIMITS.banner, key: 'uploadedHeader' },
  { field: 'pleroma_background_image', limit: UPLOAD_LIMITS.background, key: 'uploadedBackground' },
] as const;

/** Uploaded profile images are stored and served under a new path; an empty value removes. */
async function takeImages(ctx: RequestContext, viewer: UserRecord): Promise<void> {
  for (const { field, limit, key } of IMAGE_FIELDS) {
    const file = ctx.body.file(field);
    if (!file) {
      if (ctx.body.has(field) && ctx.body.str(field) === '') viewer[key] = undefined;
      continue;
    }
    if (file.size > limit) throw new SandboxError(413, 'File is too large');
    if (!file.type.startsWith('image/')) throw new SandboxError(415, 'Not an image');
    const bytes = Buffer.from(await file.arrayBuffer());
    const path = `/media/profile/${viewer.username}-${field}-${ctx.state.ids.next()}`;
    ctx.state.addFile(path, file.type, bytes);
    viewer[key] = path;
  }
}

async function updateCredentials(ctx: RequestContext): Promise<Reply> {
  const viewer = viewerOf(ctx);
  const p = ctx.body;
  await takeImages(ctx, viewer);
  const str = (k: string): string | undefined => p.str(k);
  const flag = (k: string): boolean | undefined => p.bool(k);
  viewer.displayName = str('display_name') ?? viewer.displayName;
  viewer.noteSource = str('note') ?? viewer.noteSource;
  viewer.locked = flag('locked') ?? viewer.locked;
  viewer.bot = flag('bot') ?? viewer.bot;
  viewer.discoverable = flag('discoverable') ?? viewer.discoverable;
  viewer.hideFollowers = flag('hide_followers') ?? viewer.hideFollowers;
  viewer.hideFollows = flag('hide_follows') ?? viewer.hideFollows;
  viewer.hideFollowersCount = flag('hide_followers_count') ?? viewer.hideFollowersCount;
  viewer.hideFollowsCount = flag('hide_follows_count') ?? viewer.hideFollowsCount;
  viewer.hideFavorites = flag('hide_favorites') ?? viewer.hideFavorites;
  viewer.showRole = flag('show_role') ?? viewer.showRole;
  viewer.allowFollowingMove = flag('allow_following_move') ?? viewer.allowFollowingMove;
  viewer.acceptsChatMessages = flag('accepts_chat_messages') ?? viewer.acceptsChatMessages;
  viewer.showBirthday = flag('show_birthday') ?? viewer.showBirthday;
  if (p.has('birthday')) viewer.birthday = str('birthday') || null;
  const privacy = p.sub('source').str('privacy') ?? str('default_scope');
  if (privacy) viewer.defaultScope = privacy as Visibility;
  if (str('display_name') !== undefined && (str('display_name')?.length ?? 0) > 100)
    throw new SandboxError(422, 'Display name is too long');

  const fields = p.sub('fields_attributes');
  if (p.has('fields_attributes')) {
    const raw = Array.isArray(p.raw('fields_attributes'))
      ? (p.raw('fields_attributes') as unknown[])
      : Object.values(fields.tree);
    const next = raw
      .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null)
      .map((f) => ({ name: String(f.name ?? ''), value: String(f.value ?? '') }))
      .filter((f) => f.name !== '' || f.value !== '');
    if (next.length > FIELDS_LIMITS.max_fields)
      throw new SandboxError(422, 'Too many profile fields');
    viewer.fields = next;
  }
  const store = p.raw('pleroma_settings_store');
  if (store && typeof store === 'object' && !Array.isArray(store)) {
    viewer.settingsStore = { ...viewer.settingsStore, ...(store as JsonObject) };
  } else if (typeof store === 'string') {
    try {
      viewer.settingsStore = { ...viewer.settingsStore, ...(JSON.parse(store) as JsonObject) };
    } catch {
      throw new SandboxError(400, 'Invalid JSON in pleroma_settings_store');
    }
  }
  return json(serializeAccount(ctx.state, viewer, viewer.id, { self: true }));
}

function lookup(ctx: RequestContext): Reply {
  const u = ctx.state.findUserByAcct(ctx.query.str('acct') ?? '');
  if (!u) throw notFound();
  return json(account(ctx, u));
}

function accountStatuses(ctx: RequestContext): Reply {
  const u = target(ctx);
  const state = ctx.state;
  const viewerId = ctx.viewer?.id ?? null;
  const q = ctx.query;
  if (viewerId && state.isBlocking(u.id, viewerId)) return json([]);
  let items = state
    .statusesNewestFirst()
    .filter((s) => s.accountId === u.id && state.canSee(viewerId, s));
  if (q.bool('pinned')) {
    items = items
      .filter((s) => s.pinnedAt !== null)
      .sort((a, b) => (b.pinnedAt ?? 0) - (a.pinnedAt ?? 0));
  }
  if (q.bool('only_media')) items = items.filter((s) => hasMedia(state, s));
  if (q.bool('exclude_replies')) items = items.filter((s) => s.inReplyToId === null);
  if (q.bool('exclude_reblogs')) items = items.filter((s) => s.reblogOfId === null);
  const tagged = q.str('tagged');
  if (tagged) items = items.filter((s) => hasTag(s, tagged));
  const withMuted = q.bool('with_muted') ?? false;
  items = items.filter(
    (s) => s.accountId === u.id || !hiddenByFilters(state, viewerId, s, { withMuted }),
  );
  return statusPage(ctx, items);
}

function followEdges(ctx: RequestContext, which: 'followers' | 'following'): Reply {
  const u = target(ctx);
  const self = ctx.viewer?.id === u.id;
  const hidden = which === 'followers' ? u.hideFollowers : u.hideFollows;
  if (hidden && !self) return json([]);
  const map = which === 'followers' ? ctx.state.followers.get(u.id) : ctx.state.following.get(u.id);
  const edges = [...(map?.values() ?? [])].sort((a, b) => compareIds(b.id, a.id));
  const other = (e: Edge): string => (which === 'followers' ? e.from : e.to);
  return edgePage(
    ctx,
    edges,
    (e) => e.id,
    (e) => {
      const a = ctx.state.users.get(other(e));
      return a ? serializeAccount(ctx.state, a, ctx.viewer?.id ?? null) : null;
    },
  );
}

function relationships(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const ids = ctx.query.list('id');
  return json(
    ids
      .filter((id) => ctx.state.users.has(id))
      .map((id) => serializeRelationship(ctx.state, viewer.id, id)),
  );
}

/** Matches nickname, acct or display name; Pleroma ranks exact nickname matches first. */
export function searchAccounts(
  state: SandboxState,
  q: string,
  viewerId: string | null,
  following: boolean,
): UserRecord[] {
  const needle = q.trim().replace(/^@/, '').toLowerCase();
  if (needle === '') return [];
  const hits = [...state.users.values()].filter((u) => {
    if (u.deactivated || u.approved === false) return false;
    if (following && viewerId && !state.isFollowing(viewerId, u.id)) return false;
    const acct = state.acctOf(u).toLowerCase();
    return acct.includes(needle) || u.displayName.toLowerCase().includes(needle);
  });
  const score = (u: UserRecord): number =>
    u.username.toLowerCase() === needle || state.acctOf(u).toLowerCase() === needle
      ? 0
      : u.domain
        ? 2
        : 1;
  return hits.sort((a, b) => score(a) - score(b) || a.username.localeCompare(b.username));
}

function search(ctx: RequestContext): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  const found = searchAccounts(
    ctx.state,
    ctx.query.str('q') ?? '',
    viewerId,
    ctx.query.bool('following') ?? false,
  );
  const offset = Math.max(0, ctx.query.int('offset') ?? 0);
  return json(found.slice(offset, offset + limitOf(ctx.query, 40)).map((u) => account(ctx, u)));
}

function accountLists(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const t = target(ctx);
  return json(
    [...ctx.state.lists.values()]
      .filter((l) => l.ownerId === viewer.id && l.accountIds.has(t.id))
      .map((l) => ({ id: l.id, title: l.title })),
  );
}

export const accountRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/v1/accounts/verify_credentials',
    access: 'user',
    handler: verifyCredentials,
  },
  {
    method: 'PATCH',
    path: '/api/v1/accounts/update_credentials',
    access: 'user',
    handler: updateCredentials,
  },
  { method: 'GET', path: '/api/v1/accounts/lookup', access: 'public', handler: lookup },
  { method: 'GET', path: '/api/v1/accounts/relationships', access: 'user', handler: relationships },
  { method: 'GET', path: '/api/v1/accounts/search', access: 'public', handler: search },
  {
    method: 'GET',
    path: '/api/v1/accounts/{id}',
    access: 'public',
    handler: (ctx) => json(account(ctx, target(ctx))),
  },
  {
    method: 'GET',
    path: '/api/v1/accounts/{id}/statuses',
    access: 'public',
    handler: accountStatuses,
  },
  {
    method: 'GET',
    path: '/api/v1/accounts/{id}/followers',
    access: 'public',
    handler: (ctx) => followEdges(ctx, 'followers'),
  },
  {
    method: 'GET',
    path: '/api/v1/accounts/{id}/following',
    access: 'public',
    handler: (ctx) => followEdges(ctx, 'following'),
  },
  { method: 'GET', path: '/api/v1/accounts/{id}/lists', access: 'user', handler: accountLists },
];
