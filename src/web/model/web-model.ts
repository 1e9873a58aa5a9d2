/**
 * The web face's model: the core RootStore plus the post form (the core's ComposeStore)
 * and what src/core does not have yet (view state). Signing in goes through the core's
 * one sequence (`root.signIn`).
 *
 * Platform-free apart from what it is given (the server origin comes in as a string).
 */

import type { RootStore } from '../../core/model/root';
import { signInBeside } from '../../core/model/sign-in';
import { UiStore } from '../../core/view/app-chrome';
import { NowTicker } from '../../core/view/ticker';
import type { PostStores } from './post-stores';
import { ReadingModel } from './reading';
import type { WebDrafts } from './web-drafts';

export interface WebModelOptions {
  /**
   * The server as the session knows it: the one `petrel web` proxies to (its API is still
   * called on the page's origin, see the root's `apiBase`), else the page's origin.
   */
  server: string;
}

export class WebModel {
  /**
   * The post form's draft and dialogs, made by the first lazy chunk that needs them
   * (`postStoresOf` in post-stores.ts): they are not part of the first load.
   */
  postStores: PostStores | undefined;
  readonly ui = new UiStore();
  readonly ticker: NowTicker;
  /** Reading screens' view state and stores (timelines, profiles, search, lists ...). */
  readonly reading: ReadingModel;
  readonly server: string;
  /** The post form's drafts, once their module is in (see `loadDrafts`). */
  private webDrafts: WebDrafts | undefined;
  private draftsLoading: Promise<WebDrafts> | undefined;

  constructor(
    readonly root: RootStore,
    options: WebModelOptions,
  ) {
    this.server = options.server;
    this.ticker = new NowTicker(root.ports.clock);
    this.reading = new ReadingModel(root);
  }

  /**
   * The post form's drafts: the draft model is loaded after the first frame (it is not in
   * the initial bundle) and the form writes its draft from then on; a key typed before
   * that is still in the form and is written with the next one.
   */
  loadDrafts(): Promise<WebDrafts> {
    this.draftsLoading ??= Promise.all([import('./web-drafts'), import('./post-stores')]).then(
      ([{ WebDrafts }, { postStoresOf }]) => {
        this.webDrafts = new WebDrafts(this.root, postStoresOf(this).composer);
        return this.webDrafts;
      },
    );
    return this.draftsLoading;
  }

  /** Write the form's pending words now (the tab is being hidden or closed). */
  saveDraftNow(): void {
    this.webDrafts?.saveNow();
  }

  /**
   * Start-up: talk to the server anonymously, restore a stored login, then load instance
   * info (afterSignIn does that and starts the user stream when signed in).
   */
  async start(): Promise<void> {
    this.root.session.connectTo(this.server);
    this.ticker.start();
    const restored = await this.root.signIn({ method: 'stored' });
    if (!restored.ok) {
      if (restored.error) {
        this.root.ports.logger.warn('Stored login could not be restored', restored.error.detail);
      }
      await this.root.instance.load(this.root.client);
    }
  }

  /**
   * Which account's stores the views show: each account scope has its own serial, so a
   * view keyed by this starts fresh after login, logout or restore (observable).
   */
  get sessionEpoch(): number {
    return this.root.scope.serial;
  }

  /** Password login through core's one sign-in sequence (beside a signed-in account: adding one). */
  async login(username: string, password: string): Promise<boolean> {
    const request = { method: 'password', server: this.server, username, password } as const;
    return (await signInBeside(this.root, request)).ok;
  }

  /** Spec §2 token mode: the server's frontend configuration decides (failures: password). */
  loadLoginMethod(): Promise<void> {
    this.loginMethodLoading ??= this.fetchLoginMethod();
    return this.loginMethodLoading;
  }

  private loginMethodLoading: Promise<void> | undefined;

  private async fetchLoginMethod(): Promise<void> {
    try {
      const method = await this.root.client.instance.loginMethod();
      this.root.session.authFlow.setMode(method);
    } catch (error) {
      this.root.ports.logger.debug('Login method unknown; password form', error);
    }
  }

  /** The two-factor step after `mfa_required` (the code of the auth flow's strategy). */
  async verifyMfa(code: string): Promise<boolean> {
    return (await this.root.signIn({ method: 'mfa', code })).ok;
  }

  /** The account menu: another signed-in account becomes the one shown (scopes stay warm). */
  switchAccount(key: string): Promise<boolean> {
    return this.root.switchTo(key);
  }

  /** The account menu's log out of one account (the shown one's place goes to another). */
  async removeAccount(key: string): Promise<void> {
    const active = this.root.scope.account?.key === key;
    await this.root.signOut(key);
    if (active) this.postStores?.composer.reset();
  }

  /**
   * The server's own sign-in page (authorization code): its address, to which the page
   * goes; the server sends the browser back to `/oauth-callback`.
   */
  beginBrowserLogin(): Promise<string> {
    return this.root.session.beginBrowserLogin(this.server);
  }

  /** OAuth redirect back with `?code=…&state=…`. */
  async loginWithCode(returned: { code: string; state: string }): Promise<boolean> {
    const result = await this.root.signIn({ method: 'code', server: this.server, returned });
    return result.ok;
  }

  /** Spec §4 logout: revoke and dispose the account's scope (the core); the draft goes too. */
  async logout(): Promise<void> {
    await this.root.signOut();
    this.postStores?.composer.reset();
    this.ui.setLogoutConfirmOpen(false);
  }

  dispose(): void {
    this.webDrafts?.dispose();
    this.ticker.stop();
    this.reading.dispose();
    this.root.dispose();
  }
}
