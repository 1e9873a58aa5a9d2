import type { Visibility } from '../domain/types';
import { arr, bool, isObject, num, obj, str, strOrNull } from '../normalize/read';
import { apiPath } from './path';
import { type ApiContext, expectEntity, expectList, unsupportedWhenMissing } from './resource';
import { idempotencyHeaders, type NewStatus, newStatusBody } from './statuses';

/** A post the server will publish later (`/api/v1/scheduled_statuses`). */
export interface ScheduledStatus {
  readonly id: string;
  /** ISO 8601, as the server stores it. */
  readonly scheduledAt: string;
  readonly text: string;
  readonly spoilerText: string;
  readonly visibility: Visibility | null;
  readonly inReplyToId: string | null;
  readonly pollOptions: readonly string[];
  /** Seconds the poll runs once published; null without a poll or when not said. */
  readonly pollExpiresIn: number | null;
  readonly pollMultiple: boolean;
  readonly mediaCount: number;
  /** The attached files (ids the post will carry) with their descriptions. */
  readonly media: readonly { readonly id: string; readonly description: string }[];
  readonly sensitive: boolean;
}

const VISIBILITIES: readonly string[] = [
  'public',
  'unlisted',
  'private',
  'direct',
  'local',
  'list',
];

export function normalizeScheduledStatus(data: unknown): ScheduledStatus | undefined {
  if (!isObject(data) || (typeof data.id !== 'string' && typeof data.id !== 'number'))
    return undefined;
  const params = obj(data.params);
  const visibility = str(params.visibility);
  const poll = obj(params.poll);
  const attachments = arr(data.media_attachments).map((m) => obj(m));
  return {
    id: String(data.id),
    scheduledAt: str(data.scheduled_at),
    text: str(params.text),
    spoilerText: str(params.spoiler_text),
    visibility: VISIBILITIES.includes(visibility) ? (visibility as Visibility) : null,
    inReplyToId: strOrNull(params.in_reply_to_id),
    pollOptions: arr(poll.options).map((o) => str(o)),
    pollExpiresIn: typeof poll.expires_in === 'number' ? num(poll.expires_in) : null,
    pollMultiple: bool(poll.multiple),
    mediaCount: attachments.length,
    media: attachments.flatMap((m) =>
      typeof m.id === 'string' || typeof m.id === 'number'
        ? [{ id: String(m.id), description: str(m.description) }]
        : [],
    ),
    sensitive: bool(params.sensitive),
  };
}

function expectScheduled(data: unknown): ScheduledStatus {
  return expectEntity(
    data,
    normalizeScheduledStatus,
    'The server answered with something that is not a scheduled post',
  );
}

/** Scheduled posts: create (`scheduled_at`), list, reschedule, cancel. */
export function scheduledStatusesResource({ http }: ApiContext) {
  const what = 'scheduled posts';
  return {
    /** A post to publish at `at` (ISO 8601); the answer is the scheduled post, not a status. */
    create: (draft: NewStatus, at: string): Promise<ScheduledStatus> =>
      unsupportedWhenMissing(what, async () => {
        const { data } = await http.request('POST', '/api/v1/statuses', {
          json: { ...newStatusBody(draft), scheduled_at: at },
          headers: idempotencyHeaders(draft.idempotencyKey),
        });
        return expectScheduled(data);
      }),
    list: (): Promise<ScheduledStatus[]> =>
      unsupportedWhenMissing(what, async () => {
        const { data } = await http.request('GET', '/api/v1/scheduled_statuses');
        return expectList(data, what).flatMap((item) => {
          const scheduled = normalizeScheduledStatus(item);
          return scheduled ? [scheduled] : [];
        });
      }),
    reschedule: (id: string, at: string): Promise<ScheduledStatus> =>
      unsupportedWhenMissing(what, async () => {
        const { data } = await http.request('PUT', apiPath`/api/v1/scheduled_statuses/${id}`, {
          json: { scheduled_at: at },
        });
        return expectScheduled(data);
      }),
    cancel: (id: string): Promise<void> =>
      unsupportedWhenMissing(what, async () => {
        await http.request('DELETE', apiPath`/api/v1/scheduled_statuses/${id}`);
      }),
  };
}

/**
 * Scheduled posts of a client, made on demand (as `chatsApi`): only the post form, the
 * scheduled list and the CLI call them, so the web's first load does not carry them.
 */
export function scheduledStatusesApi(client: { readonly context: ApiContext }) {
  return scheduledStatusesResource(client.context);
}
