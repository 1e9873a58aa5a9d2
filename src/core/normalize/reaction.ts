import type { EntityBundle, ReactionWithAccounts } from '../domain/types';
import { normalizeAccount } from './account';
import { arr, bool, isObject, num, str, strOrNull } from './read';

/** One entry of Pleroma's reactions list; the reacting accounts go into `into`. */
export function normalizeReactionWithAccounts(
  raw: unknown,
  serverHost: string,
  into: EntityBundle,
): ReactionWithAccounts | undefined {
  if (!isObject(raw)) return undefined;
  const name = str(raw.name);
  if (!name) return undefined;
  const accountIds: string[] = [];
  for (const item of arr(raw.accounts)) {
    const account = normalizeAccount(item, serverHost);
    if (!account) continue;
    into.accounts.push(account);
    accountIds.push(account.id);
  }
  return {
    name,
    count: num(raw.count, accountIds.length),
    me: bool(raw.me),
    url: strOrNull(raw.url),
    accountIds,
  };
}
