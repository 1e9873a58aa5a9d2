import { observable, runInAction } from 'mobx';
import type { OAuthApp } from '../api/client';
import type { StoragePort } from '../ports';
import type { StoredAccount } from './session-types';

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
    return this.storage.get<StoredAccount[]>('session.accounts') ?? [];
  }

  get currentKey(): string | undefined {
    this.#revision.get();
    return this.storage.get<string>('session.current');
  }

  setCurrent(key: string): void {
    this.storage.set('session.current', key);
    this.changed();
  }

  tokens(): Record<string, string> {
    return this.secrets.get<Record<string, string>>('tokens') ?? {};
  }

  apps(): Record<string, OAuthApp> {
    return this.secrets.get<Record<string, OAuthApp>>('apps') ?? {};
  }

  saveApp(server: string, app: OAuthApp): void {
    this.secrets.set('apps', { ...this.apps(), [server]: app });
  }

  /** Store a verified login as current; a known account keeps its place in the list. */
  save(entry: StoredAccount, token: string): void {
    const stored = this.accounts;
    const at = stored.findIndex((a) => a.key === entry.key);
    this.storage.set<StoredAccount[]>(
      'session.accounts',
      at === -1 ? [...stored, entry] : stored.map((a, i) => (i === at ? entry : a)),
    );
    this.storage.set('session.current', entry.key);
    this.secrets.set('tokens', { ...this.tokens(), [entry.key]: token });
    this.changed();
  }

  /** Forget one login; the next stored account with a token becomes current if it was. */
  forget(key: string): void {
    const tokens = { ...this.tokens() };
    delete tokens[key];
    this.secrets.set('tokens', tokens);
    const rest = this.accounts.filter((a) => a.key !== key);
    this.storage.set('session.accounts', rest);
    if (this.currentKey === key) {
      const next = rest.find((a) => tokens[a.key] !== undefined);
      if (next) this.storage.set('session.current', next.key);
      else this.storage.delete('session.current');
    }
    this.changed();
  }

  private changed(): void {
    runInAction(() => this.#revision.set(this.#revision.get() + 1));
  }
}
