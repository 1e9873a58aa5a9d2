import type { StoragePort } from '../ports';
import type { StoredAccount } from './session-types';

/**
 * Where the stored logins live in the storage ports, read without observers: StoredLogins
 * (observable, for the faces) and one-shot scripts (src/cli/reader.ts) read them the same way.
 */
export const ACCOUNTS_KEY = 'session.accounts';
export const CURRENT_KEY = 'session.current';
export const TOKENS_KEY = 'tokens';
/** Spec part 1 §4 persisted "last login name". */
export const LAST_LOGIN_NAME_KEY = 'session.lastLoginName';

export function readStoredAccounts(storage: StoragePort): StoredAccount[] {
  return storage.get<StoredAccount[]>(ACCOUNTS_KEY) ?? [];
}

export function readCurrentKey(storage: StoragePort): string | undefined {
  return storage.get<string>(CURRENT_KEY);
}

export function readTokens(secrets: StoragePort): Record<string, string> {
  return secrets.get<Record<string, string>>(TOKENS_KEY) ?? {};
}

/** The stored account under `key` with its token, or undefined when either is missing. */
export function readStoredLogin(
  storage: StoragePort,
  secrets: StoragePort,
  key: string | undefined,
): { account: StoredAccount; token: string } | undefined {
  const account = readStoredAccounts(storage).find((a) => a.key === key);
  const token = account ? readTokens(secrets)[account.key] : undefined;
  return account && token ? { account, token } : undefined;
}
