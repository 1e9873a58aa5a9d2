/**
 * Where a profile link goes (spec part 2 §2): `/users/{name}` for a local account, the
 * external `/users/{id}` when the screen name is empty, contains an at-sign (remote), or is
 * one of the instance's restricted nicknames (it would read as another route).
 */
import { pathFor } from './route-table';

export interface ProfileRef {
  id: string;
  /** `name` for local accounts, `name@host` for remote ones. */
  acct: string;
}

export function profilePath(
  account: ProfileRef,
  restrictedNicknames: readonly string[] = [],
): string {
  const name = account.acct;
  const external =
    name === '' || name.includes('@') || restrictedNicknames.includes(name.toLowerCase());
  return external
    ? pathFor('external-user-profile', { id: account.id })
    : pathFor('user-profile', { name });
}

/** The instance's restricted nicknames, from nodeinfo (Pleroma's `restrictedNicknames`). */
export function restrictedNicknamesOf(nodeinfo: Record<string, unknown> | null): string[] {
  const metadata = nodeinfo?.metadata;
  if (typeof metadata !== 'object' || metadata === null) return [];
  const names = (metadata as Record<string, unknown>).restrictedNicknames;
  return Array.isArray(names)
    ? names.filter((n): n is string => typeof n === 'string').map((n) => n.toLowerCase())
    : [];
}
