/**
 * The web face's model: the core RootStore plus the post form (the core's ComposeStore),
 * what src/core does not have yet (view state) and the sign-in sequence the web runs.
 *
 * Platform-free apart from what it is given (the server origin comes in as a string), so
 * the lead can move the sign-in sequence into core.
 */
import { action, makeObservable, observable } from 'mobx';
import { type ComposeStore, createCompose } from '../../core/model/compose';
import type { RootStore } from '../../core/model/root';
import { UiStore } from '../../core/view/app-chrome';
import { NowTicker } from '../../core/view/ticker';
import { ReadingModel } from './reading';

export interface WebModelOptions {
  /**
   * The server as the session knows it: the one `petrel web` proxies to (its API is still
   * called on the page's origin, see the root's `apiBase`), else the page's origin.
   */
  server: string;
}

export class WebModel {
  /** The post form's draft; it survives a failed post and navigation. */
  readonly composer: ComposeStore;
  readonly ui = new UiStore();
  readonly ticker: NowTicker;
  /** Reading screens' view state and stores (timelines, profiles, search, lists ...). */
  readonly reading: ReadingModel;
  readonly server: string;
  /**
   * Bumped whenever the signed-in account changes (login, logout, restore). Logout resets
   * the core's timeline registry, so views keyed by this pick up fresh stores.
   */
  sessionEpoch = 0;

  constructor(
    readonly root: RootStore,
    options: WebModelOptions,
  ) {
    this.server = options.server;
    makeObservable(this, { sessionEpoch: observable, bumpEpoch: action });
    this.ticker = new NowTicker(root.ports.clock);
    this.reading = new ReadingModel(root);
    // The core shows a new post at the top of home at once (spec); "just now" needs a tick.
    this.composer = createCompose(root, { onPosted: () => this.ticker.refresh() });
  }

  /**
   * Start-up: talk to the server anonymously, restore a stored login, then load instance
   * info (afterSignIn does that and starts the user stream when signed in).
   */
  async start(): Promise<void> {
    const { session } = this.root;
    session.connectTo(this.server);
    this.ticker.start();
    let restored = false;
    try {
      restored = await session.restore();
    } catch (error) {
      this.root.ports.logger.warn('Stored login could not be restored', error);
    }
    if (restored) {
      this.bumpEpoch();
      await this.root.afterSignIn();
    } else {
      await this.root.instance.load(this.root.client);
    }
  }

  /** Password login; on success loads the instance and starts the user stream. */
  async login(username: string, password: string): Promise<boolean> {
    const ok = await this.root.session.login(this.server, username, password);
    if (ok) {
      this.bumpEpoch();
      await this.root.afterSignIn();
    }
    return ok;
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
    const ok = await this.root.session.loginWithCode(this.server, returned);
    if (ok) {
      this.bumpEpoch();
      await this.root.afterSignIn();
    }
    return ok;
  }

  /** Spec §4 logout: revoke and clear (the core), and the draft goes too. */
  async logout(): Promise<void> {
    await this.root.logout();
    this.bumpEpoch();
    this.composer.reset();
    this.ui.setLogoutConfirmOpen(false);
  }

  bumpEpoch(): void {
    this.sessionEpoch += 1;
  }

  dispose(): void {
    this.ticker.stop();
    this.reading.dispose();
    this.root.dispose();
  }
}
