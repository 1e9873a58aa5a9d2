import type { AccountPage, AccountPageParams } from '../api/client';
import type { Account } from '../domain/types';
import type { EntityStore } from './entities';
import { IdPager, type LoadState } from './pager';

export type AccountListState = LoadState;

/** Fetches one page of an account list (followers, following, favourited by ...). */
export type AccountPageFetcher = (params: AccountPageParams) => Promise<AccountPage>;

/**
 * A list of accounts paged by the server's `Link` header, 20 at a time (spec part 1 §9).
 * It is bottomed out when a page brings no new account or the server has no next page.
 */
export class AccountListPager extends IdPager {
  constructor(fetchPage: AccountPageFetcher, entities: EntityStore) {
    super(async (cursor) => {
      const page = await fetchPage(cursor ? { cursor } : {});
      return { ids: page.ids, bundle: page.bundle, next: page.cursors.next };
    }, entities);
  }

  /** The accounts held, in server order. */
  get accounts(): Account[] {
    const out: Account[] = [];
    for (const id of this.ids) {
      const account = this.entities.account(id);
      if (account) out.push(account);
    }
    return out;
  }
}
