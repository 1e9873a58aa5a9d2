import { action, makeObservable, observable } from 'mobx';
import { PleromaClient } from '../api/client';
import { InstanceStore } from './instance';
import type { RootStore } from './root';
import { normalizeServerUrl } from './session-types';

/**
 * What a sign-up page needs of a server that may not be the active account's: its own
 * anonymous client (never one carrying a token) and its instance documents, loaded apart
 * from the active account's (the registration rules, the mailer flag).
 */
export class ServerProbe {
  readonly server: string;
  readonly client: PleromaClient;
  readonly instance: InstanceStore;
  state: 'loading' | 'loaded' = 'loading';

  constructor(root: RootStore, server: string) {
    this.server = normalizeServerUrl(server);
    this.client = new PleromaClient({
      fetch: root.ports.fetch,
      baseUrl: this.server,
      server: this.server,
      logger: root.ports.logger,
    });
    this.instance = new InstanceStore(root.ports.logger);
    makeObservable(this, { state: observable, loaded: action });
  }

  async load(): Promise<void> {
    await this.instance.load(this.client);
    this.loaded();
  }

  loaded(): void {
    this.state = 'loaded';
  }
}

/**
 * The terminal's "Add account" (from the accounts chooser): the sign-in pages show beside
 * the signed-in account until the new one is in, or the user goes back (then the account
 * signed in before is the active one again, whatever a half-done sign-in changed).
 */
export class AddingAccount {
  active = false;
  #before: string | undefined;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { active: observable, begin: action, end: action });
  }

  /** Whether the pages were opened beside a signed-in account (they may be left). */
  get beside(): boolean {
    return this.active && this.#before !== undefined;
  }

  /** The account signed in before (the one Esc goes back to). */
  get before(): string | undefined {
    return this.#before;
  }

  begin(): void {
    this.#before = this.root.scope.account?.key;
    this.active = this.#before !== undefined;
  }

  /** The new account is signed in (and active). */
  end(): void {
    this.active = false;
    this.#before = undefined;
  }

  /** Go back to the account signed in before, the sign-in forgotten. */
  async cancel(): Promise<void> {
    const before = this.#before;
    const session = this.root.session;
    session.authFlow.reset();
    session.clearLoginError();
    this.end();
    if (before) await this.root.switchTo(before);
  }
}
