import type { EntityBundle, Status, StatusContext, Visibility } from '../domain/types';
import { normalizeStatus } from '../normalize';
import { type AccountPage, type AccountPageParams, accountPage } from './account-page';
import { apiPath } from './path';
import type { NewPoll } from './poll-body';
import { reactionsResource } from './reactions';
import { type ApiContext, expectEntity, expectObject, statusList } from './resource';
import { statusEditsResource } from './status-edits';

export interface NewStatus {
  status: string;
  spoilerText?: string;
  visibility?: Visibility;
  inReplyToId?: string;
  sensitive?: boolean;
  mediaIds?: string[];
  quoteId?: string;
  contentType?: string;
  poll?: NewPoll;
  /** Makes a retried post idempotent (spec: a timestamp string). */
  idempotencyKey?: string;
}

/**
 * The body of `POST /api/v1/statuses` (and of a scheduled post or a preview), one place:
 * a reply id or a quote id is sent, never both (spec part 2 §7).
 */
export function newStatusBody(draft: NewStatus): Record<string, unknown> {
  return {
    status: draft.status,
    spoiler_text: draft.spoilerText || undefined,
    visibility: draft.visibility,
    in_reply_to_id: draft.inReplyToId,
    quote_id: draft.inReplyToId ? undefined : draft.quoteId,
    sensitive: draft.sensitive || undefined,
    media_ids: draft.mediaIds?.length ? draft.mediaIds : undefined,
    content_type: draft.contentType,
    poll: draft.poll
      ? {
          options: draft.poll.options,
          expires_in: draft.poll.expiresIn,
          multiple: draft.poll.multiple,
        }
      : undefined,
  };
}

export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { 'Idempotency-Key': key } : {};
}

/** A status with the entities it carries (its account, the repeated status ...). */
export interface StatusAnswer {
  status: Status;
  bundle: EntityBundle;
}

function expectStatus(ctx: ApiContext, data: unknown): StatusAnswer {
  return expectEntity(
    data,
    (item) => normalizeStatus(item, ctx.serverHost),
    'The server answered with something that is not a status',
  );
}

/** `/api/v1/statuses/*`, with the Pleroma reactions that hang off a status. */
export function statusesResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    create: async (draft: NewStatus): Promise<StatusAnswer> => {
      const { data } = await http.request('POST', '/api/v1/statuses', {
        json: newStatusBody(draft),
        headers: idempotencyHeaders(draft.idempotencyKey),
      });
      return expectStatus(ctx, data);
    },
    /** How the post would look (`preview: true`): never stored; no media and no poll (spec). */
    preview: async (draft: NewStatus): Promise<StatusAnswer> => {
      const { data } = await http.request('POST', '/api/v1/statuses', {
        json: { ...newStatusBody({ ...draft, mediaIds: [], poll: undefined }), preview: true },
      });
      return expectStatus(ctx, data);
    },
    ...statusEditsResource(ctx, (data) => expectStatus(ctx, data)),
    fetch: async (id: string): Promise<StatusAnswer> => {
      const { data } = await http.request('GET', apiPath`/api/v1/statuses/${id}`);
      return expectStatus(ctx, data);
    },
    remove: async (id: string): Promise<void> => {
      await http.request('DELETE', apiPath`/api/v1/statuses/${id}`);
    },
    favouritedBy: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, apiPath`/api/v1/statuses/${id}/favourited_by`, params),
    rebloggedBy: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, apiPath`/api/v1/statuses/${id}/reblogged_by`, params),
    ...reactionsResource(ctx),
    context: async (id: string): Promise<{ context: StatusContext; bundle: EntityBundle }> => {
      const { data } = await http.request('GET', apiPath`/api/v1/statuses/${id}/context`);
      const record = expectObject(data, 'conversation');
      const ancestors = statusList(ctx, record.ancestors, {}, 'context');
      const descendants = statusList(ctx, record.descendants, {}, 'context');
      return {
        context: { ancestors: ancestors.ids, descendants: descendants.ids },
        bundle: {
          accounts: [...ancestors.bundle.accounts, ...descendants.bundle.accounts],
          statuses: [...ancestors.bundle.statuses, ...descendants.bundle.statuses],
        },
      };
    },
  };
}
