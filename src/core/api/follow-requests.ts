import type { EntityBundle, Relationship } from '../domain/types';
import { NotSupportedError } from '../errors';
import { normalizeRelationship } from '../normalize';
import { isObject } from '../normalize/read';
import { type AccountPage, type AccountPageParams, accountPage } from './account-page';
import { apiPath } from './path';
import {
  type ApiContext,
  accountList,
  expectEntity,
  expectList,
  unsupportedWhenMissing,
} from './resource';

function expectRelationship(data: unknown, what: string): Relationship {
  return expectEntity(
    data,
    normalizeRelationship,
    `The server's ${what} answer was not a relationship`,
  );
}

/** `/api/v1/follow_requests` (spec part 1 §7): who asks to follow the signed-in user. */
export function followRequestsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    /** The accounts asking to follow, newest request first, paged by the `Link` header. */
    list: (params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, '/api/v1/follow_requests', params),
    authorize: async (accountId: string): Promise<Relationship> => {
      const { data } = await http.request(
        'POST',
        apiPath`/api/v1/follow_requests/${accountId}/authorize`,
      );
      return expectRelationship(data, 'authorize');
    },
    reject: async (accountId: string): Promise<Relationship> => {
      const { data } = await http.request(
        'POST',
        apiPath`/api/v1/follow_requests/${accountId}/reject`,
      );
      return expectRelationship(data, 'reject');
    },
  };
}

/** Suggested accounts: ids in server order plus the accounts to store. */
export interface SuggestedAccounts {
  ids: string[];
  bundle: EntityBundle;
}

/**
 * `GET /api/v1/suggestions` (spec part 1 §7: "then each account is fetched as a user by
 * acct"; the answer already carries whole accounts, so they are stored as they come). A server
 * without it is asked at `/api/v2/suggestions` (`{source, account}` items); neither gives
 * `NotSupportedError`.
 */
export function suggestionsResource(ctx: ApiContext) {
  const { http } = ctx;
  const read = (data: unknown): SuggestedAccounts => {
    const page = accountList(ctx, data, {}, 'suggestions');
    return { ids: page.ids, bundle: page.bundle };
  };
  return {
    suggestions: async (limit = 40): Promise<SuggestedAccounts> => {
      try {
        return await unsupportedWhenMissing('suggestions', async () =>
          read((await http.request('GET', '/api/v1/suggestions', { query: { limit } })).data),
        );
      } catch (error) {
        if (!(error instanceof NotSupportedError)) throw error;
        const { data } = await unsupportedWhenMissing('suggestions', () =>
          http.request('GET', '/api/v2/suggestions', { query: { limit } }),
        );
        return read(
          expectList(data, 'suggestions').map((item) =>
            isObject(item) && 'account' in item ? item.account : item,
          ),
        );
      }
    },
  };
}
