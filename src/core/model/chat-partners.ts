import type { AccountSearchOptions } from '../api/accounts';
import type { Account, EntityBundle } from '../domain/types';

/** How many people one "new chat" search shows (web panel and terminal alike). */
export const CHAT_PARTNER_RESULTS = 20;

export interface ChatPartnerSearch {
  search: (
    query: string,
    options: AccountSearchOptions,
  ) => Promise<{ ids: readonly string[]; bundle: Pick<EntityBundle, 'accounts'> }>;
}

/**
 * The people a new chat can be with (spec part 1 §2 "new-chat search panel"): the account
 * search (remote names resolved), in the server's order, without the signed-in account.
 */
export async function searchChatPartners(
  accounts: ChatPartnerSearch,
  query: string,
  ownId: string | undefined,
): Promise<Account[]> {
  const { ids, bundle } = await accounts.search(query, {
    limit: CHAT_PARTNER_RESULTS,
    resolve: true,
  });
  const byId = new Map(bundle.accounts.map((a) => [a.id, a]));
  return ids
    .map((id) => byId.get(id))
    .filter((a): a is Account => a !== undefined && a.id !== ownId);
}
