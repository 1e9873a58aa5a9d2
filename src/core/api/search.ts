import type { EntityBundle, HashtagWithHistory } from '../domain/types';
import { normalizeHashtagWithHistory } from '../normalize';
import { mapValid } from '../normalize/read';
import { type ApiContext, accountList, expectObject, statusList } from './resource';

export type SearchType = 'accounts' | 'statuses' | 'hashtags';

export interface SearchParams {
  q: string;
  /** Only one kind of result (for "load more" on one tab); all kinds when absent. */
  type?: SearchType;
  /** Ask the server to resolve remote accounts and posts by address (WebFinger). */
  resolve?: boolean;
  limit?: number;
  offset?: number;
  /** Only accounts we follow. */
  following?: boolean;
}

/** `/api/v2/search`: ids to reference plus the entities to store. */
export interface SearchResults {
  accountIds: string[];
  statusIds: string[];
  hashtags: HashtagWithHistory[];
  bundle: EntityBundle;
}

/** `/api/v2/search`. */
export function searchResource(ctx: ApiContext) {
  return {
    v2: async (params: SearchParams): Promise<SearchResults> => {
      const { data } = await ctx.http.request('GET', '/api/v2/search', {
        query: {
          q: params.q,
          type: params.type,
          resolve: params.resolve || undefined,
          limit: params.limit,
          offset: params.offset || undefined,
          following: params.following || undefined,
        },
      });
      const record = expectObject(data, 'search');
      const accounts = accountList(ctx, record.accounts ?? [], {}, 'search accounts');
      const statuses = statusList(ctx, record.statuses ?? [], {}, 'search statuses');
      return {
        accountIds: accounts.ids,
        statusIds: statuses.ids,
        hashtags: mapValid(record.hashtags, normalizeHashtagWithHistory),
        bundle: {
          accounts: [...accounts.bundle.accounts, ...statuses.bundle.accounts],
          statuses: statuses.bundle.statuses,
        },
      };
    },
  };
}
