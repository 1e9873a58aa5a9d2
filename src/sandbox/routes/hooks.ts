import { json, type Reply, type RequestContext } from '../http';
import { authFlagsFromBody, parseSelection } from '../quirks';
import type { Visibility } from '../records';
import type { RouteDef } from '../router';
import { serializeStatus } from '../serialize/status';
import { param } from './common';

/**
 * Test hooks under /__sandbox/: fault injection, and the in-process `state` helpers made
 * reachable over HTTP for suites that run the sandbox in another process (e2e).
 */

function addFault(ctx: RequestContext): Reply {
  return json(ctx.state.faults.add(ctx.body), 201);
}

function clearFaults(ctx: RequestContext): Reply {
  ctx.state.faults.clear();
  return json({});
}

function postAs(ctx: RequestContext): Reply {
  const p = ctx.body;
  const s = ctx.state.createStatus(p.str('username') ?? '', {
    status: p.str('status') ?? '',
    spoiler_text: p.str('spoiler_text') ?? '',
    visibility: p.str('visibility') as Visibility | undefined,
    in_reply_to_id: p.str('in_reply_to_id') ?? null,
    sensitive: p.bool('sensitive') ?? false,
    quote_id: p.str('quote_id') ?? null,
  });
  return json(serializeStatus(ctx.state, s, null), 201);
}

function tokenOf(ctx: RequestContext): Reply {
  return json({ access_token: ctx.state.tokenFor(param(ctx, 'username')), token_type: 'Bearer' });
}

/** Replaces the quirk selection: `{ "flavour": "snac", "quirks": ["no-markers"] }`. */
function selectQuirks(ctx: RequestContext): Reply {
  const p = ctx.body;
  const flags = authFlagsFromBody((snake) => p.bool(snake));
  if (flags.length > 0 && !p.has('flavour') && !p.has('quirks')) {
    // The boolean form switches the named sign-in quirks and keeps the others.
    for (const [name, on] of flags) ctx.state.quirks.set(name, on);
  } else {
    ctx.state.quirks.select(parseSelection(p.str('flavour'), p.list('quirks')));
  }
  return json(ctx.state.quirks);
}

function resetQuirks(ctx: RequestContext): Reply {
  ctx.state.quirks.select({});
  return json(ctx.state.quirks);
}

/** The push subscriptions the named user's tokens registered (Pleroma sends none from here). */
function pushSubscriptionsOf(ctx: RequestContext): Reply {
  const user = ctx.state.findUserByAcct(param(ctx, 'username'));
  const found = [...ctx.state.pushSubscriptions].flatMap(([token, subscription]) =>
    user && ctx.state.tokens.get(token)?.userId === user.id ? [subscription] : [],
  );
  return json(found);
}

const why = 'sandbox test hook';

export const hookRoutes: RouteDef[] = [
  { method: 'POST', path: '/__sandbox/faults', access: 'public', handler: addFault, extra: why },
  {
    method: 'DELETE',
    path: '/__sandbox/faults',
    access: 'public',
    handler: clearFaults,
    extra: why,
  },
  {
    method: 'POST',
    path: '/__sandbox/faults/release',
    access: 'public',
    handler: (ctx) => json({ released: ctx.state.faults.release() }),
    extra: why,
  },
  {
    method: 'GET',
    path: '/__sandbox/faults',
    access: 'public',
    handler: (ctx) => json(ctx.state.faults.list()),
    extra: why,
  },
  { method: 'POST', path: '/__sandbox/statuses', access: 'public', handler: postAs, extra: why },
  {
    method: 'GET',
    path: '/__sandbox/tokens/{username}',
    access: 'public',
    handler: tokenOf,
    extra: why,
  },
  {
    method: 'GET',
    path: '/__sandbox/push-subscriptions/{username}',
    access: 'public',
    handler: pushSubscriptionsOf,
    extra: why,
  },
  {
    method: 'GET',
    path: '/__sandbox/quirks',
    access: 'public',
    handler: (ctx) => json(ctx.state.quirks),
    extra: why,
  },
  {
    method: 'POST',
    path: '/__sandbox/quirks',
    access: 'public',
    handler: selectQuirks,
    extra: why,
  },
  {
    method: 'DELETE',
    path: '/__sandbox/quirks',
    access: 'public',
    handler: resetQuirks,
    extra: why,
  },
  {
    method: 'GET',
    path: '/__sandbox/seed',
    access: 'public',
    handler: (ctx) => json(ctx.state.seedRefs),
    extra: why,
  },
];
