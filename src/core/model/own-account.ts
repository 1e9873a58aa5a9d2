import type { Account } from '../domain/types';
import type { StoragePort } from '../ports';

/** Where an account's storage namespace keeps the user's own account (see `keepOwnAccount`). */
export const OWN_ACCOUNT_KEY = 'ownAccount';

/** The account without what moves with every post and follow. */
const settled = (account: Account) =>
  JSON.stringify({
    ...account,
    followersCount: 0,
    followingCount: 0,
    statusesCount: 0,
    lastStatusAt: 0,
  });

/**
 * Keep the user's own account as verify_credentials gave it, for a start without the server
 * (the login resumed offline: the user card, the profile link, the post form's warnings). Not
 * written again when only its counts moved: a terminal start writes no config file for them.
 */
export function keepOwnAccount(storage: StoragePort, account: Account): void {
  const kept = storage.get<Account>(OWN_ACCOUNT_KEY);
  if (!kept || settled(kept) !== settled(account)) storage.set(OWN_ACCOUNT_KEY, account);
}
