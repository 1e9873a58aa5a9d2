import { observable, runInAction } from 'mobx';
import type { OAuthApp } from '../api/client';
import type { StoragePort } from '../ports';
import type { StoredAccount } from './session-types';
import {
  ACCOUNTS_KEY,
  CURRENT_KEY,
  LAST_LOGIN_NAME_KEY,
  readCurrentKey,
  readStoredAccounts,
  readTokens,
  TOKENS_KEY,
} from './stored-login-files';

/**
 * The stored logins: accounts in the storage port (`session.accounts`, `session.current`),
 * their tokens and the registered apps in the secrets port. Observable through a revision
 * counter, since the ports are not.
 */
export class StoredLogins {
  /** Bumped when the stored accounts or the current one change. */
  readonly #revision = observable.box(0);

  constructor(
    private readonly storage: StoragePort,
    private readonly secrets: StoragePort,
  ) {}

  get accounts(): StoredAccount[] {
    this.#revision.get();
    return readStoredAccounts(this.storage);
  }

  get currentKey(): string | undefined {
    this.#revision.get();
    return readCurrentKey(this.storage);
  }

  setCurrent(key: string): void {
    this.storage.set(CURRENT_KEY, key);
    this.changed();
  }

  tokens(): Record<string, string> {
    return readTokens(this.secrets);
  }

  apps(): Record<string, OAuthApp> {
    return this.secrets.get<Record<string, OAuthApp>>('apps') ?? {};
  }

  saveApp(server: string, app: OAuthApp): void {
    this.secrets.set('apps', { ...this.apps(), [server]: app });
  }

  /**
   * The user name of the last login (spec part 1 §4 persisted "last login name"): the login
   * forms offer it once nobody is signed in, as Pleroma-FE's does after a logout.
   */
  get lastLoginName(): string {
    const name = this.storage.get<unknown>(LAST_LOGIN_NAME_KEY);
    return typeof name === 'string' ? name : '';
  }

  /** Store a verified login as current; a known account keeps its place in the list. */
  save(entry: StoredAccount, token: string): void {
    // Keys are name@host; written only when it changes (a restore writes nothing new).
    const name = entry.key.slice(0, entry.key.lastIndexOf('@'));
    if (name && this.lastLoginName !== name) this.storage.set(LAST_LOGIN_NAME_KEY, name);
    const stored = this.accounts;
    const at = stored.findIndex((a) => a.key === entry.key);
    this.storage.set<StoredAccount[]>(
      ACCOUNTS_KEY,
      at === -1 ? [...stored, entry] : stored.map((a, i) => (i === at ? entry : a)),
    );
    this.storage.set(CURRENT_KEY, entry.key);
    this.secrets.set(TOKENS_KEY, { ...this.tokens(), [entry.key]: token });
    this.changed();
  }

  /** Forget one login; the next stored account with a token becomes current if it was. */
  forget(key: string): void {
    const tokens = { ...this.tokens() };
    delete tokens[key];
    this.secrets.set(TOKENS_KEY, tokens);
    const rest = this.accounts.filter((a) => a.key !== key);
    this.storage.set(ACCOUNTS_KEY, rest);
    if (this.currentKey === key) {
      const next = rest.find((a) => tokens[a.key] !== undefined);
      if (next) this.storage.set(CURRENT_KEY, next.key);
      else this.storage.delete(CURRENT_KEY);
    }
    this.changed();
  }

  private changed(): void {
    runInAction(() => this.#revision.set(this.#revision.get() + 1));
  }
}
