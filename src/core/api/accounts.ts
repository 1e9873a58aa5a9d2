import type { Account, EntityBundle, Relationship } from '../domain/types';
import { normalizeRelationship } from '../normalize';
import { mapValid } from '../normalize/read';
import {
  type AccountPage,
  type AccountPageParams,
  accountPage,
  expectAccount,
} from './account-page';
import { mutesResource } from './mutes';
import { apiPath } from './path';
import { relationshipsResource } from './relationships';
import { type ApiContext, accountList, expectList } from './resource';

export interface AccountSearchOptions {
  limit?: number;
  resolve?: boolean;
  following?: boolean;
}

/** `/api/v1/accounts/*`, with the mutes and relationships that hang off an account. */
export function accountsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    verifyCredentials: async (): Promise<Account> => {
      const { data } = await http.request('GET', '/api/v1/accounts/verify_credentials');
      return expectAccount(ctx, data, 'account');
    },
    fetch: async (id: string): Promise<Account> => {
      const { data } = await http.request('GET', apiPath`/api/v1/accounts/${id}`);
      return expectAccount(ctx, data, 'account');
    },
    /** By `name` or `name@host`; a 404 means no such account (callers may retry as an id). */
    lookup: async (acct: string): Promise<Account> => {
      const { data } = await http.request('GET', '/api/v1/accounts/lookup', {
        query: { acct: acct.replace(/^@/, '') },
      });
      return expectAccount(ctx, data, 'account lookup');
    },
    followers: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, apiPath`/api/v1/accounts/${id}/followers`, params),
    following: (id: string, params: AccountPageParams = {}): Promise<AccountPage> =>
      accountPage(ctx, apiPath`/api/v1/accounts/${id}/following`, params),
    relationships: async (ids: string[]): Promise<Relationship[]> => {
      if (ids.length === 0) return [];
      const { data } = await http.request('GET', '/api/v1/accounts/relationships', {
        query: { 'id[]': ids },
      });
      return mapValid(expectList(data, 'relationships'), normalizeRelationship, (item) =>
        ctx.logger.warn('Skipped an unreadable relationship', item),
      );
    },
    ...mutesResource(ctx),
    ...relationshipsResource(ctx),
    search: async (
      q: string,
      options: AccountSearchOptions = {},
    ): Promise<{ ids: string[]; bundle: EntityBundle }> => {
      const { data } = await http.request('GET', '/api/v1/accounts/search', {
        query: {
          q,
          limit: options.limit,
          resolve: options.resolve || undefined,
          following: options.following || undefined,
        },
      });
      const page = accountList(ctx, data, {}, 'account search');
      return { ids: page.ids, bundle: page.bundle };
    },
  };
}
