import { notFound, unprocessable } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { JsonObject } from '../json';
import type { RouteDef } from '../router';
import { serializeAttachment } from '../serialize/attachment';
import type { NewStatusInput, SandboxState } from '../state';
import { param, viewerOf } from './common';

/**
 * Scheduled posts as Pleroma keeps them (ScheduledActivity): a post given `scheduled_at` at
 * least 5 minutes ahead is stored and published when due; a nearer time posts at once (as
 * Pleroma does). Kept beside the state, not in it, so the state file stays as it is.
 */

/** Pleroma's `ScheduledActivity` minimum offset. */
const MIN_OFFSET_MS = 5 * 60 * 1000;

interface ScheduledRecord {
  id: string;
  ownerId: string;
  at: number;
  input: NewStatusInput;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const byState = new WeakMap<SandboxState, Map<string, ScheduledRecord>>();
let nextId = 1;

function scheduledOf(state: SandboxState): Map<string, ScheduledRecord> {
  let map = byState.get(state);
  if (!map) {
    map = new Map();
    byState.set(state, map);
  }
  return map;
}

export function farEnough(at: number): boolean {
  return at - Date.now() >= MIN_OFFSET_MS;
}

/** `scheduled_at` as sent; undefined when absent, 422 when unreadable. */
export function scheduledAtOf(ctx: RequestContext): number | undefined {
  const raw = ctx.body.str('scheduled_at');
  if (raw === undefined || raw === '') return undefined;
  const at = Date.parse(raw);
  if (Number.isNaN(at)) throw unprocessable('Invalid scheduled_at');
  return at;
}

function publish(state: SandboxState, record: ScheduledRecord): void {
  scheduledOf(state).delete(record.id);
  if (record.timer) clearTimeout(record.timer);
  state.createStatus(record.ownerId, { ...record.input, createdAt: Date.now() });
}

function arm(state: SandboxState, record: ScheduledRecord): void {
  if (record.timer) clearTimeout(record.timer);
  // Node caps timers at ~24.8 days; a later post is published when next listed instead.
  const delay = Math.min(record.at - Date.now(), 2 ** 31 - 1);
  record.timer = setTimeout(() => publish(state, record), Math.max(0, delay));
  record.timer.unref?.();
}

/** Publish what is due (a timer may not have fired while the machine slept). */
function publishDue(state: SandboxState): void {
  for (const record of [...scheduledOf(state).values()]) {
    if (record.at <= Date.now()) publish(state, record);
  }
}

function serialize(state: SandboxState, record: ScheduledRecord): JsonObject {
  const input = record.input;
  return {
    id: record.id,
    scheduled_at: new Date(record.at).toISOString(),
    params: {
      text: input.status ?? '',
      spoiler_text: input.spoiler_text ?? '',
      visibility: input.visibility ?? null,
      sensitive: input.sensitive ?? false,
      in_reply_to_id: input.in_reply_to_id ?? null,
      media_ids: input.media_ids ?? [],
      poll: input.poll
        ? {
            options: input.poll.options,
            expires_in: input.poll.expires_in ?? null,
            multiple: input.poll.multiple ?? false,
          }
        : null,
      scheduled_at: new Date(record.at).toISOString(),
      application_id: null,
    },
    media_attachments: (input.media_ids ?? []).flatMap((id) => {
      const media = state.media.get(id);
      return media ? [serializeAttachment(state, media)] : [];
    }),
  };
}

/** Store a post for later (called by `POST /api/v1/statuses` with a far-enough time). */
export function schedulePost(ctx: RequestContext, input: NewStatusInput, at: number): Reply {
  const viewer = viewerOf(ctx);
  if (input.status?.trim() === '' && (input.media_ids ?? []).length === 0 && !input.poll) {
    throw unprocessable('Cannot post an empty status without attachments');
  }
  const record: ScheduledRecord = {
    id: String(nextId++),
    ownerId: viewer.id,
    at,
    input: { ...input, idempotencyKey: undefined },
    timer: undefined,
  };
  scheduledOf(ctx.state).set(record.id, record);
  arm(ctx.state, record);
  return json(serialize(ctx.state, record));
}

function own(ctx: RequestContext): ScheduledRecord {
  const viewer = viewerOf(ctx);
  const record = scheduledOf(ctx.state).get(param(ctx, 'id'));
  if (!record || record.ownerId !== viewer.id) throw notFound();
  return record;
}

function list(ctx: RequestContext): Reply {
  const viewer = viewerOf(ctx);
  publishDue(ctx.state);
  const mine = [...scheduledOf(ctx.state).values()]
    .filter((r) => r.ownerId === viewer.id)
    .sort((a, b) => a.at - b.at);
  return json(mine.map((r) => serialize(ctx.state, r)));
}

function reschedule(ctx: RequestContext): Reply {
  const record = own(ctx);
  const at = scheduledAtOf(ctx);
  if (at === undefined || !farEnough(at)) {
    throw unprocessable('Scheduled at must be at least 5 minutes from now');
  }
  record.at = at;
  arm(ctx.state, record);
  return json(serialize(ctx.state, record));
}

function cancel(ctx: RequestContext): Reply {
  const record = own(ctx);
  if (record.timer) clearTimeout(record.timer);
  scheduledOf(ctx.state).delete(record.id);
  return json({});
}

export const scheduledRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/v1/scheduled_statuses', access: 'user', handler: list },
  {
    method: 'GET',
    path: '/api/v1/scheduled_statuses/{id}',
    access: 'user',
    handler: (ctx) => json(serialize(ctx.state, own(ctx))),
  },
  { method: 'PUT', path: '/api/v1/scheduled_statuses/{id}', access: 'user', handler: reschedule },
  { method: 'DELETE', path: '/api/v1/scheduled_statuses/{id}', access: 'user', handler: cancel },
];
