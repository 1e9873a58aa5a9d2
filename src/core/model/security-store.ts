import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  type AccountBackup,
  type AccountSecurity,
  accountSecurity,
  type OAuthToken,
  type TotpSetup,
} from '../api/account-security';
import { ApiError } from '../errors';
import type { AccountScope } from './account-scope';
import { accountNameOf, aliasNameOf } from './account-security';
import type { ScopeStoreKit } from './scope-store';

/**
 * The security tab's state (spec part 2 §2 "security", §7 "Account settings") without a
 * renderer: two-factor status and its setup (key, provisioning address, backup codes shown
 * once), the authorized apps, the account backups and the aliases. The changes (email,
 * password, move, delete) are the core API's calls as they are; each action throws the
 * server's refusal for the face to word (`securityDetail`).
 */
export class SecurityStore {
  /** Whether two-factor authentication is on; undefined until read. */
  mfa: boolean | undefined = undefined;
  /** A setup begun and not confirmed yet. */
  setup: TotpSetup | null = null;
  /** Backup codes just handed out (after a setup or on request): shown once. */
  codes: readonly string[] = [];
  tokens: readonly OAuthToken[] | undefined = undefined;
  backups: readonly AccountBackup[] | undefined = undefined;
  aliases: readonly string[] | undefined = undefined;
  /** Why a list could not be read, by list. */
  loadErrors: Partial<Record<'mfa' | 'tokens' | 'backups' | 'aliases', string>> = {};

  constructor(readonly api: AccountSecurity) {
    // makeObservable, not makeAutoObservable: the web's first load has no use for the latter.
    makeObservable(this, {
      mfa: observable,
      setup: observable.ref,
      codes: observable.ref,
      tokens: observable.ref,
      backups: observable.ref,
      aliases: observable.ref,
      loadErrors: observable.ref,
      cancelSetup: action.bound,
      forgetCodes: action.bound,
    });
  }

  /** Reads the four lists (each on its own: one failing leaves the others). */
  load(): Promise<void> {
    return Promise.all([
      this.read('mfa', () => this.api.mfaEnabled()),
      this.read('tokens', () => this.api.tokens()),
      this.read('backups', () => this.api.backups()),
      this.read('aliases', () => this.api.aliases()),
    ]).then(() => undefined);
  }

  private async read<K extends 'mfa' | 'tokens' | 'backups' | 'aliases'>(
    key: K,
    call: () => Promise<SecurityStore[K]>,
  ): Promise<void> {
    try {
      const value = await call();
      runInAction(() => {
        (this as SecurityStore)[key] = value;
        const { [key]: _, ...others } = this.loadErrors;
        this.loadErrors = others;
      });
    } catch (error) {
      runInAction(() => (this.loadErrors = { ...this.loadErrors, [key]: securityDetail(error) }));
    }
  }

  /** Two-factor setup, step one: a new key and its otpauth:// address. */
  async startSetup(): Promise<TotpSetup> {
    const setup = await this.api.setupTotp();
    runInAction(() => {
      this.setup = setup;
      this.codes = [];
    });
    return setup;
  }

  /** Step two: the password and a code from the app turn it on; the backup codes follow. */
  async confirmSetup(password: string, code: string): Promise<void> {
    await this.api.confirmTotp(password, code.trim());
    const codes = await this.api.backupCodes();
    runInAction(() => {
      this.mfa = true;
      this.setup = null;
      this.codes = codes;
    });
  }

  cancelSetup(): void {
    this.setup = null;
  }

  /** Forget the codes once they were read (they are shown once). */
  forgetCodes(): void {
    this.codes = [];
  }

  async disableMfa(password: string): Promise<void> {
    await this.api.disableTotp(password);
    runInAction(() => {
      this.mfa = false;
      this.codes = [];
    });
  }

  /** New backup codes (the old ones stop working). */
  async newCodes(): Promise<void> {
    const codes = await this.api.backupCodes();
    runInAction(() => (this.codes = codes));
  }

  /** Spec: "a 201 status removes the token locally"; false when the server did not say so. */
  async revoke(id: string): Promise<boolean> {
    const gone = await this.api.revokeToken(id);
    if (gone) runInAction(() => (this.tokens = this.tokens?.filter((t) => t.id !== id)));
    return gone;
  }

  async createBackup(): Promise<void> {
    const backups = await this.api.createBackup();
    runInAction(() => (this.backups = backups));
  }

  /** Adds `name@host` (a leading @ is dropped) and reads the list again. */
  async addAlias(name: string): Promise<void> {
    await this.api.addAlias(accountNameOf(name));
    await this.read('aliases', () => this.api.aliases());
  }

  async removeAlias(alias: string): Promise<void> {
    await this.api.removeAlias(aliasNameOf(alias));
    runInAction(() => (this.aliases = this.aliases?.filter((a) => a !== alias)));
    await this.read('aliases', () => this.api.aliases());
  }
}

/** The server's own words for a refusal (`{"error": …}`), else the error's message. */
export function securityDetail(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

/** The active account's security state (`scope.use(securityOf)`), ended with the scope. */
export const securityOf: ScopeStoreKit<SecurityStore> = {
  make: (scope: AccountScope) => new SecurityStore(accountSecurity(scope.client.http)),
};
