import type { EntityBundle } from '../domain/types';
import type { Query } from './http';
import type { PageLinks } from './link';
import { cursorsOf, type PageCursor, type PageCursors, requestPage } from './paging';
import { apiPath } from './path';
import { type ApiContext, statusList } from './resource';

/** Spec part 1 §9: timeline page size. */
export const PAGE_SIZE = 20;

/** A page of statuses: ids in server order plus the entities to store. */
export interface StatusPage {
  ids: string[];
  bundle: EntityBundle;
  links: PageLinks;
  /** Where the older (`next`) and newer (`prev`) pages start. */
  cursors: PageCursors;
}

/** Lists ordered by when a post was saved: paged by their `Link` only, never by status id. */
const PAGED_BY_LINK_ONLY: readonly TimelineKind['type'][] = [
  'favourites',
  'bookmarks',
  'account_favourites',
];

export type TimelineKind =
  | { type: 'home' }
  | { type: 'public'; local?: boolean }
  | { type: 'tag'; tag: string }
  | { type: 'list'; id: string }
  | { type: 'direct' }
  | { type: 'favourites' }
  | { type: 'bookmarks' }
  /** Another account's favourites (Pleroma; hidden unless they allow it). */
  | { type: 'account_favourites'; id: string }
  | {
      type: 'account';
      id: string;
      pinned?: boolean;
      onlyMedia?: boolean;
      excludeReplies?: boolean;
    };

export interface TimelineParams {
  /** The page to fetch (from a page's `cursors`, or `newerThan`); wins over the ids below. */
  cursor?: PageCursor;
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit?: number;
  onlyMedia?: boolean;
  withMuted?: boolean;
  replyVisibility?: 'all' | 'following' | 'self';
}

/** Every list of statuses that pages like a timeline (favourites, an account's posts ...). */
export function timelinesResource(ctx: ApiContext) {
  return {
    fetch: async (kind: TimelineKind, params: TimelineParams = {}): Promise<StatusPage> => {
      const { path, query } = timelineRequest(kind);
      const answer = await requestPage(
        ctx.http,
        path,
        {
          ...query,
          max_id: params.maxId,
          since_id: params.sinceId,
          min_id: params.minId,
          limit: params.limit ?? PAGE_SIZE,
          // The account kind's own only_media (media tab) must survive the params.
          only_media: params.onlyMedia || query.only_media || undefined,
          with_muted: params.withMuted || undefined,
          reply_visibility:
            params.replyVisibility && params.replyVisibility !== 'all'
              ? params.replyVisibility
              : undefined,
        },
        params.cursor,
      );
      const page = statusList(ctx, answer.data, answer.links, path);
      const idFallback = !PAGED_BY_LINK_ONLY.includes(kind.type);
      return { ...page, cursors: cursorsOf(ctx.http, answer, page.ids, idFallback) };
    },
  };
}

function timelineRequest(kind: TimelineKind): { path: string; query: Query } {
  switch (kind.type) {
    case 'home':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: kind.local || undefined } };
    case 'tag':
      return { path: apiPath`/api/v1/timelines/tag/${kind.tag}`, query: {} };
    case 'list':
      return { path: apiPath`/api/v1/timelines/list/${kind.id}`, query: {} };
    case 'direct':
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'favourites':
      return { path: '/api/v1/favourites', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'account_favourites':
      return {
        path: apiPath`/api/v1/pleroma/accounts/${kind.id}/favourites`,
        query: {},
      };
    case 'account':
      return {
        path: apiPath`/api/v1/accounts/${kind.id}/statuses`,
        query: {
          pinned: kind.pinned || undefined,
          only_media: kind.onlyMedia || undefined,
          exclude_replies: kind.excludeReplies || undefined,
        },
      };
  }
}
