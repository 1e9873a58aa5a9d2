import { SandboxError, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { StatusRecord, Visibility } from '../records';
import type { RouteDef } from '../router';
import { serializeAccount } from '../serialize/account';
import { POLL_LIMITS } from '../serialize/instance';
import { serializeStatus } from '../serialize/status';
import type { NewStatusInput } from '../state';
import { param, viewerOf, visibleStatus } from './common';
import { farEnough, scheduledAtOf, schedulePost } from './scheduled';

const VISIBILITIES: readonly Visibility[] = [
  'public',
  'unlisted',
  'private',
  'direct',
  'local',
  'list',
];

function render(ctx: RequestContext, s: StatusRecord, withSource = false): Reply {
  return json(serializeStatus(ctx.state, s, ctx.viewer?.id ?? null, { withSource }));
}

/** Reads the post form the way Pleroma's StatusController does (form or JSON alike). */
function newStatusInput(ctx: RequestContext): NewStatusInput {
  const p = ctx.body;
  const visibility = p.str('visibility');
  if (visibility !== undefined && !VISIBILITIES.includes(visibility as Visibility)) {
    throw unprocessable(`Invalid visibility: ${visibility}`);
  }
  const pollParams = p.sub('poll');
  const options = pollParams.list('options');
  if (options.length > 0) checkPoll(options, pollParams.int('expires_in') ?? 86400);
  const key = ctx.req.headers['idempotency-key'];
  return {
    status: p.str('status') ?? '',
    spoiler_text: p.str('spoiler_text') ?? '',
    visibility: visibility as Visibility | undefined,
    in_reply_to_id: p.str('in_reply_to_id') || null,
    sensitive: p.bool('sensitive') ?? false,
    media_ids: p.list('media_ids'),
    quote_id: p.str('quote_id') || null,
    poll:
      options.length > 0
        ? {
            options,
            expires_in: pollParams.int('expires_in') ?? 86400,
            multiple: pollParams.bool('multiple') ?? false,
          }
        : null,
    content_type: p.str('content_type') ?? 'text/plain',
    language: p.str('language') ?? null,
    application: ctx.token ? (ctx.state.apps.get(ctx.token.appId)?.name ?? null) : null,
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  };
}

/** Pleroma's `validate_poll` limits and words (CommonAPI.Utils). */
function checkPoll(options: string[], expiresIn: number): void {
  if (options.length > POLL_LIMITS.max_options)
    throw unprocessable(`Poll can't contain more than ${POLL_LIMITS.max_options} options`);
  if (options.some((o) => [...o].length > POLL_LIMITS.max_option_chars))
    throw unprocessable(
      `Poll options cannot be longer than ${POLL_LIMITS.max_option_chars} characters each`,
    );
  if (expiresIn < POLL_LIMITS.min_expiration) throw unprocessable('Expiration date is too soon');
  if (expiresIn > POLL_LIMITS.max_expiration)
    throw unprocessable('Expiration date is too far in the future');
}

function create(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const input = newStatusInput(ctx);
  if (input.in_reply_to_id) visibleStatus(ctx, input.in_reply_to_id);
  if (input.quote_id) visibleStatus(ctx, input.quote_id);
  const scheduledAt = scheduledAtOf(ctx);
  // Pleroma schedules only far enough ahead; a nearer time posts at once.
  if (scheduledAt !== undefined && farEnough(scheduledAt) && !ctx.body.bool('preview')) {
    return schedulePost(ctx, input, scheduledAt);
  }
  if (ctx.body.bool('preview')) {
    // A preview is rendered like a post but never stored or streamed.
    const s = ctx.state.createStatus(viewer.id, {
      ...input,
      silent: true,
      idempotencyKey: undefined,
    });
    const out = serializeStatus(ctx.state, s, viewer.id);
    ctx.state.deleteStatus(s.id);
    return json(out);
  }
  return render(ctx, ctx.state.createStatus(viewer.id, input));
}

function show(ctx: RequestContext): Reply {
  return render(ctx, visibleStatus(ctx, param(ctx, 'id')));
}

function showMany(ctx: RequestContext): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  const out = ctx.query
    .list('id')
    .map((id) => ctx.state.statuses.get(id))
    .filter((s): s is StatusRecord => s !== undefined && ctx.state.canSee(viewerId, s))
    .map((s) => serializeStatus(ctx.state, s, viewerId));
  return json(out);
}

function remove(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const s = visibleStatus(ctx, param(ctx, 'id'));
  // Pleroma: the author, or staff holding messages_delete (admins and moderators).
  const staff = viewer.role === 'admin' || viewer.role === 'moderator';
  if (s.accountId !== viewer.id && !staff) throw new SandboxError(403, 'Forbidden');
  const out = serializeStatus(ctx.state, s, viewer.id, { withSource: true });
  ctx.state.deleteStatus(s.id);
  return json(out);
}

/**
 * Thread order: parents root-first; replies depth-first, siblings oldest first.
 * With state.contextOrder 'pleroma', Pleroma's split of the whole thread by id instead.
 */
function context(ctx: RequestContext): Reply {
  const state = ctx.state;
  const viewerId = ctx.viewer?.id ?? null;
  let s = visibleStatus(ctx, param(ctx, 'id'));
  if (s.reblogOfId) s = state.getStatus(s.reblogOfId);
  if (state.contextOrder === 'pleroma') return pleromaContext(ctx, s);
  const ancestors: StatusRecord[] = [];
  let cur = s.inReplyToId ? state.statuses.get(s.inReplyToId) : undefined;
  while (cur) {
    if (state.canSee(viewerId, cur)) ancestors.unshift(cur);
    cur = cur.inReplyToId ? state.statuses.get(cur.inReplyToId) : undefined;
  }
  const descendants: StatusRecord[] = [];
  const walk = (parent: StatusRecord): void => {
    for (const child of state.repliesTo(parent.id).sort((a, b) => compareIds(a.id, b.id))) {
      if (!state.canSee(viewerId, child)) continue;
      descendants.push(child);
      walk(child);
    }
  };
  walk(s);
  return json({
    ancestors: ancestors.map((a) => serializeStatus(state, a, viewerId)),
    descendants: descendants.map((d) => serializeStatus(state, d, viewerId)),
  });
}

function pleromaContext(ctx: RequestContext, s: StatusRecord): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  const thread = [...ctx.state.statuses.values()]
    .filter(
      (o) =>
        o.threadNo === s.threadNo &&
        !o.reblogOfId &&
        o.id !== s.id &&
        ctx.state.canSee(viewerId, o),
    )
    .sort((a, b) => compareIds(a.id, b.id));
  const render = (list: StatusRecord[]) => list.map((o) => serializeStatus(ctx.state, o, viewerId));
  return json({
    ancestors: render(thread.filter((o) => compareIds(o.id, s.id) < 0)),
    descendants: render(thread.filter((o) => compareIds(o.id, s.id) > 0)),
  });
}

function original(ctx: RequestContext): StatusRecord {
  const s = visibleStatus(ctx, param(ctx, 'id'));
  return s.reblogOfId ? ctx.state.getStatus(s.reblogOfId) : s;
}

function accountsOf(ctx: RequestContext, ids: string[]): Reply {
  const viewerId = ctx.viewer?.id ?? null;
  return json(
    ids.flatMap((id) => {
      const u = ctx.state.users.get(id);
      return u ? [serializeAccount(ctx.state, u, viewerId)] : [];
    }),
  );
}

function favouritedBy(ctx: RequestContext): Reply {
  const s = original(ctx);
  const edges = [...(ctx.state.favourites.get(s.id)?.values() ?? [])].sort((a, b) =>
    compareIds(b.id, a.id),
  );
  return accountsOf(
    ctx,
    edges.map((e) => e.from),
  );
}

function rebloggedBy(ctx: RequestContext): Reply {
  const s = original(ctx);
  const boosts = ctx.state.reblogsOf(s.id).sort((a, b) => compareIds(b.id, a.id));
  return accountsOf(
    ctx,
    boosts.map((b) => b.accountId),
  );
}

/** One status action: applies `act` then answers the (original) status. */
function action(act: (ctx: RequestContext, s: StatusRecord, userId: string) => void) {
  return (ctx: RequestContext): Reply => {
    const viewer = viewerOf(ctx);
    const s = original(ctx);
    act(ctx, s, viewer.id);
    return render(ctx, ctx.state.getStatus(s.id));
  };
}

/** Answers the boost wrapper, as Pleroma does for POST .../reblog. */
function reblog(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  return render(ctx, ctx.state.reblog(viewer.id, original(ctx).id));
}

function pin(_ctx: RequestContext, s: StatusRecord, userId: string): void {
  if (s.accountId !== userId) throw unprocessable("Someone else's status cannot be pinned");
  if (s.visibility !== 'public' && s.visibility !== 'unlisted')
    throw unprocessable('Non-public status cannot be pinned');
  s.pinnedAt = Date.now();
}

function setThreadMute(ctx: RequestContext, s: StatusRecord, userId: string, on: boolean): void {
  const set = ctx.state.mutedThreads.get(userId) ?? new Set<number>();
  if (on) set.add(s.threadNo);
  else set.delete(s.threadNo);
  ctx.state.mutedThreads.set(userId, set);
}

function source(ctx: RequestContext): Reply {
  const s = original(ctx);
  return json({
    content_type: s.contentType,
    id: s.id,
    spoiler_text: s.spoilerText,
    text: s.source,
  });
}

function edit(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  const s = original(ctx);
  if (s.accountId !== viewer.id) throw new SandboxError(403, 'Forbidden');
  const input = newStatusInput(ctx);
  ctx.state.editStatus(s.id, {
    status: input.status ?? s.source,
    spoiler_text: ctx.body.has('spoiler_text') ? (input.spoiler_text ?? '') : s.spoilerText,
    sensitive: ctx.body.has('sensitive') ? (input.sensitive ?? false) : s.sensitive,
    media_ids: ctx.body.has('media_ids') ? (input.media_ids ?? []) : s.mediaIds,
  });
  return render(ctx, ctx.state.getStatus(s.id));
}

function history(ctx: RequestContext): Reply {
  const s = original(ctx);
  const viewerId = ctx.viewer?.id ?? null;
  const author = ctx.state.users.get(s.accountId)!;
  const versions = [...(ctx.state.edits.get(s.id) ?? []), { ...s }];
  return json(
    versions.map((v, i) => ({
      account: serializeAccount(ctx.state, author, viewerId),
      content: v.content,
      created_at: new Date(i === 0 ? s.createdAt : (v.editedAt ?? s.createdAt)).toISOString(),
      emojis: [],
      media_attachments: [],
      poll: null,
      sensitive: v.sensitive,
      spoiler_text: v.spoilerText,
    })),
  );
}

export const statusRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v1/statuses', access: 'user', handler: create },
  { method: 'GET', path: '/api/v1/statuses', access: 'public', handler: showMany },
  { method: 'GET', path: '/api/v1/statuses/{id}', access: 'public', handler: show },
  { method: 'PUT', path: '/api/v1/statuses/{id}', access: 'user', handler: edit },
  { method: 'DELETE', path: '/api/v1/statuses/{id}', access: 'user', handler: remove },
  { method: 'GET', path: '/api/v1/statuses/{id}/context', access: 'public', handler: context },
  {
    method: 'GET',
    path: '/api/v1/statuses/{id}/favourited_by',
    access: 'public',
    handler: favouritedBy,
  },
  {
    method: 'GET',
    path: '/api/v1/statuses/{id}/reblogged_by',
    access: 'public',
    handler: rebloggedBy,
  },
  { method: 'GET', path: '/api/v1/statuses/{id}/source', access: 'user', handler: source },
  { method: 'GET', path: '/api/v1/statuses/{id}/history', access: 'public', handler: history },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/favourite',
    access: 'user',
    handler: action((ctx, s, u) => ctx.state.favourite(u, s.id)),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/unfavourite',
    access: 'user',
    handler: action((ctx, s, u) => ctx.state.unfavourite(u, s.id)),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/reblog',
    access: 'user',
    handler: reblog,
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/unreblog',
    access: 'user',
    handler: action((ctx, s, u) => {
      ctx.state.unreblog(u, s.id);
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/bookmark',
    access: 'user',
    handler: action((ctx, s, u) => ctx.state.bookmark(u, s.id)),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/unbookmark',
    access: 'user',
    handler: action((ctx, s, u) => ctx.state.unbookmark(u, s.id)),
  },
  { method: 'POST', path: '/api/v1/statuses/{id}/pin', access: 'user', handler: action(pin) },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/unpin',
    access: 'user',
    handler: action((_ctx, s, u) => {
      if (s.accountId !== u) throw unprocessable("Someone else's status cannot be unpinned");
      s.pinnedAt = null;
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/mute',
    access: 'user',
    handler: action((ctx, s, u) => setThreadMute(ctx, s, u, true)),
  },
  {
    method: 'POST',
    path: '/api/v1/statuses/{id}/unmute',
    access: 'user',
    handler: action((ctx, s, u) => setThreadMute(ctx, s, u, false)),
  },
];
