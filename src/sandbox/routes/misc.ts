import { documentText } from '../admin/documents';
import { notFound, unprocessable } from '../errors';
import { html, json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { JsonObject } from '../json';
import { limitOf } from '../pagination';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { VAPID_KEY } from '../serialize/instance';
import { stickerPackFile, stickersIndex } from '../stickers';
import { STYLES_JSON, THEME_FILES } from '../themes';
import { param, statusPage, viewerOf, visibleStatus } from './common';
import { serializeTagWithHistory } from './search';

/** Smaller Mastodon/Pleroma routes that answer simply but correctly shaped. */

function accounts(ctx: RequestContext, ids: Iterable<string>): JsonObject[] {
  const viewerId = ctx.viewer?.id ?? null;
  return [...ids].flatMap((id) => {
    const u = ctx.state.users.get(id);
    return u ? [serializeAccount(ctx.state, u, viewerId)] : [];
  });
}

// ---- push (stored; sent to loopback endpoints by push/deliver.ts) ----------------------

function pushSubscription(ctx: RequestContext): Reply {
  viewerOf(ctx);
  const sub = ctx.body.sub('subscription');
  const alerts = ctx.body.sub('data').sub('alerts');
  const flag = (k: string, def: boolean): boolean => alerts.bool(k) ?? def;
  const existing = ctx.token ? ctx.state.pushSubscriptions.get(ctx.token.token) : undefined;
  const body: JsonObject = {
    alerts: {
      favourite: flag('favourite', true),
      follow: flag('follow', true),
      mention: flag('mention', true),
      move: flag('move', true),
      'pleroma:chat_mention': flag('pleroma:chat_mention', true),
      'pleroma:emoji_reaction': flag('pleroma:emoji_reaction', true),
      poll: flag('poll', true),
      reblog: flag('reblog', true),
    },
    endpoint: sub.str('endpoint') ?? (existing?.endpoint as string | undefined) ?? '',
    id: existing?.id ?? String(ctx.state.pushSubscriptions.size + 1),
    server_key: VAPID_KEY,
  };
  if (body.endpoint === '') throw unprocessable("Subscription endpoint can't be blank");
  // Pleroma needs the browser's keys to encrypt what it pushes; a new subscription has them.
  const keys = sub.sub('keys');
  const p256dh = keys.str('p256dh') ?? (existing?.keys as JsonObject | undefined)?.p256dh;
  const auth = keys.str('auth') ?? (existing?.keys as JsonObject | undefined)?.auth;
  if (!p256dh || !auth) throw unprocessable("Subscription keys can't be blank");
  // Kept beside the answer for the test hook (GET /__sandbox/push-subscriptions/NAME).
  const stored: JsonObject = { ...body, keys: { p256dh, auth } };
  if (ctx.token) ctx.state.pushSubscriptions.set(ctx.token.token, stored);
  return json(body);
}

function getPush(ctx: RequestContext): Reply {
  viewerOf(ctx);
  const sub = ctx.token ? ctx.state.pushSubscriptions.get(ctx.token.token) : undefined;
  if (!sub) return json({ error: 'Record not found' }, 404);
  const { keys: _keys, ...shown } = sub;
  return json(shown);
}

function deletePush(ctx: RequestContext): Reply {
  viewerOf(ctx);
  if (ctx.token) ctx.state.pushSubscriptions.delete(ctx.token.token);
  return json({});
}

// ---- reports ---------------------------------------------------------------------------

function report(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const target = ctx.state.users.get(ctx.body.str('account_id') ?? '');
  if (!target) throw notFound();
  const statusIds = ctx.body.list('status_ids').filter((id) => ctx.state.statuses.has(id));
  const r = ctx.state.addReport(
    viewer.id,
    target.id,
    statusIds,
    ctx.body.str('comment') ?? '',
    ctx.body.bool('forward') ?? false,
  );
  return json({
    account: serializeAccount(ctx.state, target, viewer.id),
    action_taken: false,
    id: r.id,
  });
}

// ---- domain blocks ---------------------------------------------------------------------

function domainBlocks(ctx: RequestContext): Reply {
  return json([...(ctx.state.domainBlocks.get(viewerOf(ctx).id) ?? [])].sort());
}

function changeDomainBlock(add: boolean) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const domain = (ctx.body.str('domain') ?? ctx.query.str('domain') ?? '').trim().toLowerCase();
    if (domain === '') throw unprocessable("domain can't be blank");
    const set = ctx.state.domainBlocks.get(viewer.id) ?? new Set<string>();
    if (add) set.add(domain);
    else set.delete(domain);
    ctx.state.domainBlocks.set(viewer.id, set);
    return json({});
  };
}

// ---- discovery -------------------------------------------------------------------------

function directory(ctx: RequestContext): Reply {
  const local = ctx.query.bool('local') ?? false;
  const users = [...ctx.state.users.values()]
    .filter((u) => u.discoverable && !u.deactivated && (!local || u.domain === null))
    .sort((a, b) =>
      ctx.query.str('order') === 'new'
        ? b.createdAt - a.createdAt
        : (ctx.state.lastStatusAt(b.id) ?? 0) - (ctx.state.lastStatusAt(a.id) ?? 0),
    );
  const offset = Math.max(0, ctx.query.int('offset') ?? 0);
  return json(
    accounts(
      ctx,
      users.slice(offset, offset + limitOf(ctx.query, 40, 80)).map((u) => u.id),
    ),
  );
}

function trends(ctx: RequestContext): Reply {
  const counts = new Map<string, number>();
  for (const s of ctx.state.statuses.values())
    for (const t of s.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const top = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limitOf(ctx.query, 10, 20));
  return json(top.map(([name]) => serializeTagWithHistory(ctx.state, name)));
}

function suggestionsV2(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const users = [...ctx.state.users.values()].filter(
    (u) => u.isSuggested && u.id !== viewer.id && !ctx.state.isFollowing(viewer.id, u.id),
  );
  return json(
    users.map((u) => ({ account: serializeAccount(ctx.state, u, viewer.id), source: 'staff' })),
  );
}

function familiarFollowers(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const mine = new Set(ctx.state.followingIds(viewer.id));
  return json(
    ctx.query.list('id').map((id) => ({
      accounts: accounts(
        ctx,
        ctx.state.followerIds(id).filter((f) => mine.has(f)),
      ),
      id,
    })),
  );
}

function quotes(ctx: RequestContext): Reply {
  const s = visibleStatus(ctx, param(ctx, 'id'));
  const viewerId = ctx.viewer?.id ?? null;
  return statusPage(
    ctx,
    ctx.state
      .statusesNewestFirst()
      .filter((o) => o.quoteId === s.id && ctx.state.canSee(viewerId, o)),
  );
}

function birthdays(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const day = ctx.query.int('day');
  const month = ctx.query.int('month');
  const ids = ctx.state.followingIds(viewer.id).filter((id) => {
    const b = ctx.state.users.get(id)?.birthday;
    if (!b) return false;
    const [, m, d] = b.split('-').map(Number);
    return (month === undefined || m === month) && (day === undefined || d === day);
  });
  return json(accounts(ctx, ids));
}

// ---- legacy token list (Pleroma-FE security tab) ---------------------------------------

function oauthTokens(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const list = [...ctx.state.tokens.values()]
    .filter((t) => t.userId === viewer.id)
    .sort((a, b) => compareIds(String(b.id).padStart(12, '0'), String(a.id).padStart(12, '0')))
    .map((t) => ({
      app_name: ctx.state.apps.get(t.appId)?.name ?? '',
      id: t.id,
      valid_until: new Date(t.createdAt + 3_153_600_000_000).toISOString(),
    }));
  return json(list);
}

function revokeOauthToken(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const id = Number(param(ctx, 'id'));
  for (const [key, t] of ctx.state.tokens)
    if (t.userId === viewer.id && t.id === id) ctx.state.tokens.delete(key);
  // Pleroma answers 201 with an empty body here; Pleroma-FE checks for 201.
  return { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '' };
}

// ---- static documents the web client reads at start-up --------------------------------

const why = 'static file Pleroma serves beside its API';

/**
 * The instance's logo its front-end configuration names (`logo: '/static/logo.svg'`,
 * routes/instance.ts): one colour, as a logo drawn through `logoMask` is.
 */
const SANDBOX_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><title>Sandbox</title>' +
  '<path d="M6 30 24 6l18 24H30v12H18V30z" fill="#000"/></svg>';

export const miscRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v1/push/subscription', access: 'user', handler: pushSubscription },
  { method: 'PUT', path: '/api/v1/push/subscription', access: 'user', handler: pushSubscription },
  { method: 'GET', path: '/api/v1/push/subscription', access: 'user', handler: getPush },
  { method: 'DELETE', path: '/api/v1/push/subscription', access: 'user', handler: deletePush },
  { method: 'POST', path: '/api/v1/reports', access: 'user', handler: report },
  { method: 'GET', path: '/api/v1/domain_blocks', access: 'user', handler: domainBlocks },
  {
    method: 'POST',
    path: '/api/v1/domain_blocks',
    access: 'user',
    handler: changeDomainBlock(true),
  },
  {
    method: 'DELETE',
    path: '/api/v1/domain_blocks',
    access: 'user',
    handler: changeDomainBlock(false),
  },
  { method: 'GET', path: '/api/v1/filters', access: 'user', handler: () => json([]) },
  { method: 'GET', path: '/api/v1/endorsements', access: 'user', handler: () => json([]) },
  {
    method: 'GET',
    path: '/api/v1/pleroma/accounts/{id}/endorsements',
    access: 'public',
    handler: () => json([]),
  },
  { method: 'GET', path: '/api/v1/directory', access: 'public', handler: directory },
  { method: 'GET', path: '/api/v1/trends', access: 'public', handler: trends },
  { method: 'GET', path: '/api/v2/suggestions', access: 'user', handler: suggestionsV2 },
  {
    method: 'GET',
    path: '/api/v1/accounts/familiar_followers',
    access: 'user',
    handler: familiarFollowers,
  },
  {
    method: 'GET',
    path: '/api/v1/pleroma/statuses/{id}/quotes',
    access: 'public',
    handler: quotes,
  },
  { method: 'GET', path: '/api/v1/pleroma/birthdays', access: 'user', handler: birthdays },
  {
    method: 'GET',
    path: '/api/v1/pleroma/healthcheck',
    access: 'public',
    handler: () =>
      json({
        active: 0,
        healthy: true,
        idle: 0,
        job_queue_stats: {},
        memory_used: 0,
        pool_size: 0,
      }),
  },
  {
    method: 'GET',
    path: '/api/oauth_tokens.json',
    access: 'user',
    handler: oauthTokens,
    extra: 'legacy token list Pleroma-FE reads (spec part 2)',
  },
  {
    method: 'DELETE',
    path: '/api/oauth_tokens/{id}',
    access: 'user',
    handler: revokeOauthToken,
    extra: 'legacy token revoke Pleroma-FE calls (spec part 2)',
  },
  {
    method: 'GET',
    path: '/static/terms-of-service.html',
    access: 'public',
    handler: (ctx) => html(documentText(ctx.state, 'terms-of-service')),
    extra: why,
  },
  {
    method: 'GET',
    path: '/instance/panel.html',
    access: 'public',
    handler: (ctx) => html(documentText(ctx.state, 'instance-panel')),
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/logo.svg',
    access: 'public',
    handler: () => ({
      status: 200,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' },
      body: SANDBOX_LOGO,
    }),
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/config.json',
    access: 'public',
    handler: () => json({}),
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/stickers.json',
    access: 'public',
    handler: stickersIndex,
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/stickers/{pack}/pack.json',
    access: 'public',
    handler: stickerPackFile,
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/styles.json',
    access: 'public',
    handler: () => json(STYLES_JSON, 200, { 'cache-control': 'no-cache' }),
    extra: why,
  },
  {
    method: 'GET',
    path: '/static/themes/{file}',
    access: 'public',
    handler: (ctx) => {
      const file = THEME_FILES[param(ctx, 'file')];
      if (!file) throw notFound();
      return json(file, 200, { 'cache-control': 'no-cache' });
    },
    extra: why,
  },
];
