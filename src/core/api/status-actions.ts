import type { EntityBundle, Poll, Status } from '../domain/types';
import { normalizePoll, normalizeStatus } from '../normalize';
import { apiPath } from './path';
import { type ApiContext, expectEntity } from './resource';

/** The status toggles of spec part 2 §7, each `POST /api/v1/statuses/{id}/{verb}`. */
export type StatusToggleVerb =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute';

/** What `POST /api/v1/reports` takes (spec part 2 §7). */
export interface NewReport {
  accountId: string;
  statusIds: readonly string[];
  comment: string;
  forward: boolean;
}

function statusAnswer(ctx: ApiContext, data: unknown): { status: Status; bundle: EntityBundle } {
  return expectEntity(
    data,
    (item) => normalizeStatus(item, ctx.serverHost),
    'The server answered with something that is not a status',
  );
}

/**
 * The calls that act on a status (toggles, reactions, votes, reports). Composed into
 * `client.statuses`, `client.polls` and `client.reports`; each answers the changed entity.
 */
export function statusActionsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    toggle: async (id: string, verb: StatusToggleVerb) => {
      const path = `${apiPath`/api/v1/statuses/${id}`}/${verb}`;
      const { data } = await http.request('POST', path);
      return statusAnswer(ctx, data);
    },
    /** Pleroma: add (`PUT`) or remove (`DELETE`) the user's emoji reaction. */
    react: async (id: string, emoji: string, remove = false) => {
      const path = apiPath`/api/v1/pleroma/statuses/${id}/reactions/${emoji}`;
      const { data } = await http.request(remove ? 'DELETE' : 'PUT', path);
      return statusAnswer(ctx, data);
    },
  };
}

export function pollVotesResource(ctx: ApiContext) {
  return {
    /** Choices as option indices (spec part 2 §7). */
    vote: async (id: string, choices: readonly number[]): Promise<Poll> => {
      const { data } = await ctx.http.request('POST', apiPath`/api/v1/polls/${id}/votes`, {
        json: { choices },
      });
      return expectEntity(
        data,
        normalizePoll,
        'The server answered with something that is not a poll',
      );
    },
  };
}

export function reportsResource(ctx: ApiContext) {
  return {
    create: async (report: NewReport): Promise<{ id: string }> => {
      const { data } = await ctx.http.request('POST', '/api/v1/reports', {
        json: {
          account_id: report.accountId,
          status_ids: report.statusIds,
          comment: report.comment,
          forward: report.forward,
        },
      });
      const id =
        typeof data === 'object' && data !== null
          ? (data as Record<string, unknown>).id
          : undefined;
      return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' };
    },
  };
}
