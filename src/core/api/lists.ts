import type { EntityBundle, List } from '../domain/types';
import { normalizeList } from '../normalize';
import { mapValid } from '../normalize/read';
import { apiPath } from './path';
import { type ApiContext, accountList, expectEntity, expectList } from './resource';

/** The members of a list: ids in server order plus the accounts to store. */
export interface ListMembers {
  ids: string[];
  bundle: EntityBundle;
}

/** `/api/v1/lists` (spec part 1 §7: lists, their members, and an account's lists). */
export function listsResource(ctx: ApiContext) {
  const { http } = ctx;
  const one = (data: unknown) =>
    expectEntity(data, normalizeList, 'The server answered with something that is not a list');
  const many = (data: unknown, what: string) =>
    mapValid(expectList(data, what), normalizeList, (item) =>
      ctx.logger.warn('Skipped an unreadable list', item),
    );
  return {
    /** Every list of the signed-in user, in server order. */
    all: async (): Promise<List[]> => {
      const { data } = await http.request('GET', '/api/v1/lists');
      return many(data, 'lists');
    },
    fetch: async (id: string): Promise<List> => {
      const { data } = await http.request('GET', apiPath`/api/v1/lists/${id}`);
      return one(data);
    },
    /** `POST /api/v1/lists` with the title (no client-side rule for it, spec part 1 §5). */
    create: async (title: string): Promise<List> => {
      const { data } = await http.request('POST', '/api/v1/lists', { json: { title } });
      return one(data);
    },
    /** `PUT /api/v1/lists/{id}`: a new title. */
    rename: async (id: string, title: string): Promise<List> => {
      const { data } = await http.request('PUT', apiPath`/api/v1/lists/${id}`, {
        json: { title },
      });
      return one(data);
    },
    remove: async (id: string): Promise<void> => {
      await http.request('DELETE', apiPath`/api/v1/lists/${id}`);
    },
    /** `GET /api/v1/lists/{id}/accounts`: every member (limit 0 asks for all of them). */
    members: async (id: string): Promise<ListMembers> => {
      const { data } = await http.request('GET', apiPath`/api/v1/lists/${id}/accounts`, {
        query: { limit: 0 },
      });
      const page = accountList(ctx, data, {}, 'list members');
      return { ids: page.ids, bundle: page.bundle };
    },
    addMembers: async (id: string, accountIds: readonly string[]): Promise<void> => {
      if (accountIds.length === 0) return;
      await http.request('POST', apiPath`/api/v1/lists/${id}/accounts`, {
        json: { account_ids: accountIds },
      });
    },
    removeMembers: async (id: string, accountIds: readonly string[]): Promise<void> => {
      if (accountIds.length === 0) return;
      await http.request('DELETE', apiPath`/api/v1/lists/${id}/accounts`, {
        json: { account_ids: accountIds },
      });
    },
    /** `GET /api/v1/accounts/{id}/lists`: which of one's lists hold this account. */
    ofAccount: async (accountId: string): Promise<List[]> => {
      const { data } = await http.request('GET', apiPath`/api/v1/accounts/${accountId}/lists`);
      return many(data, 'account lists');
    },
  };
}
