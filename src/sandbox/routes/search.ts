import { resolveFederated } from '../federation';
import { json, type Reply, type RequestContext } from '../http';
import type { JsonObject } from '../json';
import { limitOf } from '../pagination';
import type { StatusRecord } from '../records';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import type { SandboxState } from '../state';
import { searchAccounts } from './accounts';

const DAY = 86_400_000;

/** Mastodon's Tag with 7 days of history (strings, newest day first). */
export function serializeTagWithHistory(
  state: SandboxState,
  name: string,
  now = Date.now(),
): JsonObject {
  const today = Math.floor(now / DAY) * DAY;
  const history: JsonObject[] = [];
  for (let d = 0; d < 7; d++) {
    const start = today - d * DAY;
    const posts = [...state.statuses.values()].filter(
      (s) =>
        s.tags.includes(name) && !s.reblogOfId && s.createdAt >= start && s.createdAt < start + DAY,
    );
    history.push({
      accounts: String(new Set(posts.map((s) => s.accountId)).size),
      day: String(start / 1000),
      uses: String(posts.length),
    });
  }
  return { history, name, url: `${state.baseUrl}/tag/${encodeURIComponent(name)}` };
}

function allTags(state: SandboxState): string[] {
  const tags = new Set<string>();
  for (const s of state.statuses.values()) for (const t of s.tags) tags.add(t);
  return [...tags].sort();
}

function matchingStatuses(ctx: RequestContext, q: string): StatusRecord[] {
  const needle = q.toLowerCase();
  const viewerId = ctx.viewer?.id ?? null;
  const byUrl = [...ctx.state.statuses.values()].find(
    (s) => `${ctx.state.baseUrl}/notice/${s.id}` === q,
  );
  if (byUrl) return ctx.state.canSee(viewerId, byUrl) ? [byUrl] : [];
  const accountId = ctx.query.str('account_id');
  return ctx.state
    .statusesNewestFirst()
    .filter(
      (s) =>
        !s.reblogOfId &&
        (s.visibility === 'public' || (viewerId !== null && ctx.state.canSee(viewerId, s))) &&
        (!accountId || s.accountId === accountId) &&
        (s.source.toLowerCase().includes(needle) || s.spoilerText.toLowerCase().includes(needle)),
    );
}

/** GET /api/v2/search: accounts, statuses, hashtags (type narrows; offset pages). */
function searchV2(ctx: RequestContext): Reply {
  const q = (ctx.query.str('q') ?? '').trim();
  const type = ctx.query.str('type');
  const limit = limitOf(ctx.query);
  const offset = Math.max(0, ctx.query.int('offset') ?? 0);
  const page = <T>(items: T[]): T[] => items.slice(offset, offset + limit);
  const viewerId = ctx.viewer?.id ?? null;
  const want = (t: string): boolean => !type || type === t;
  const tagQuery = q.replace(/^#/, '').toLowerCase();
  // resolve=true: an address or URL of another (federated) sandbox is fetched and copied in.
  const resolved = ctx.query.bool('resolve') ? resolveFederated(ctx.state, q) : null;
  if (resolved && (resolved.accounts.length > 0 || resolved.statuses.length > 0)) {
    return json({
      accounts: want('accounts')
        ? resolved.accounts.map((u) => serializeAccount(ctx.state, u, viewerId))
        : [],
      hashtags: [],
      statuses: want('statuses')
        ? resolved.statuses.map((s) => serializeStatus(ctx.state, s, viewerId))
        : [],
    });
  }
  return json({
    accounts: want('accounts')
      ? page(searchAccounts(ctx.state, q, viewerId, ctx.query.bool('following') ?? false)).map(
          (u) => serializeAccount(ctx.state, u, viewerId),
        )
      : [],
    hashtags:
      want('hashtags') && tagQuery !== ''
        ? page(allTags(ctx.state).filter((t) => t.includes(tagQuery))).map((t) =>
            serializeTagWithHistory(ctx.state, t),
          )
        : [],
    statuses:
      want('statuses') && q !== ''
        ? page(matchingStatuses(ctx, q)).map((s) => serializeStatus(ctx.state, s, viewerId))
        : [],
  });
}

/** GET /api/v1/search: Pleroma still answers it, with hashtags as plain names. */
function searchV1(ctx: RequestContext): Reply {
  const q = (ctx.query.str('q') ?? '').trim();
  const viewerId = ctx.viewer?.id ?? null;
  const limit = limitOf(ctx.query);
  const tagQuery = q.replace(/^#/, '').toLowerCase();
  return json({
    accounts: searchAccounts(ctx.state, q, viewerId, false)
      .slice(0, limit)
      .map((u) => serializeAccount(ctx.state, u, viewerId)),
    hashtags: tagQuery
      ? allTags(ctx.state)
          .filter((t) => t.includes(tagQuery))
          .slice(0, limit)
      : [],
    statuses: q
      ? matchingStatuses(ctx, q)
          .slice(0, limit)
          .map((s) => serializeStatus(ctx.state, s, viewerId))
      : [],
  });
}

export const searchRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v2/search', access: 'public', handler: searchV2 },
  { method: 'GET', path: '/api/v1/search', access: 'public', handler: searchV1 },
];
