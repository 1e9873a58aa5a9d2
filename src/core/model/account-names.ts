import type { StoredAccount } from './session';

/** Which stored account a name given by a person means (`petrel --account`, `:account`). */
export type AccountMatch =
  | { readonly kind: 'found'; readonly account: StoredAccount }
  /** No stored account has that name or starts with it. */
  | { readonly kind: 'unknown' }
  /** Several do: the keys to choose between. */
  | { readonly kind: 'ambiguous'; readonly keys: readonly string[] };

/**
 * A stored account by its name `user@host`: the whole name, a user name that only one
 * account has, or any unambiguous beginning of the name (`ali`, `alice@soc`). Case and a
 * leading `@` do not matter.
 */
export function matchAccount(accounts: readonly StoredAccount[], name: string): AccountMatch {
  const wanted = name.trim().replace(/^@/, '').toLowerCase();
  if (wanted === '') return { kind: 'unknown' };
  const keyOf = (a: StoredAccount) => a.key.toLowerCase();
  const exact = accounts.find((a) => keyOf(a) === wanted);
  if (exact) return { kind: 'found', account: exact };
  if (!wanted.includes('@')) {
    const sameUser = accounts.filter((a) => keyOf(a).split('@')[0] === wanted);
    if (sameUser.length === 1 && sameUser[0]) return { kind: 'found', account: sameUser[0] };
    if (sameUser.length > 1) return { kind: 'ambiguous', keys: sameUser.map((a) => a.key) };
  }
  const prefixed = accounts.filter((a) => keyOf(a).startsWith(wanted));
  if (prefixed.length === 1 && prefixed[0]) return { kind: 'found', account: prefixed[0] };
  if (prefixed.length > 1) return { kind: 'ambiguous', keys: prefixed.map((a) => a.key) };
  return { kind: 'unknown' };
}
