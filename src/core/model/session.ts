import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type OAuthApp, OOB_REDIRECT, PleromaClient } from '../api/client';
import {
  codeMatches,
  type PendingAuthorization,
  parseReturnedCode,
  registerApp,
  serverTakesPkce,
  startAuthorization,
} from '../auth/oauth-flow';
import type { Account } from '../domain/types';
import { ApiError, NetworkError } from '../errors';
import { AuthFlow } from './auth-flow';
import { classifyLoginError, type LoginError } from './login-errors';
import {
  type LogoutOutcome,
  normalizeServerUrl,
  type SessionDeps,
  type SessionStatus,
  type SignedInAccount,
  type StoredAccount,
  TOKEN_REJECTED,
} from './session-types';
import { StoredLogins } from './stored-logins';
import { revokeToken } from './token-revoke';

export * from './session-types';

/** Secrets key of the authorization waiting for its code (survives the web's redirect). */
const PENDING_KEY = 'oauth.pending';

/**
 * Sign-in state of the active account: password grant, adopting a token, restoring a
 * stored login, logout with revoke. Tokens are kept per account in the secrets port. Each
 * signed-in account gets a client of its own (handed to the root's `enter`, which opens the
 * account's scope); the anonymous client is never given a token.
 */
export class SessionStore {
  status: SessionStatus = 'signed-out';
  server: string | null = null;
  accountId: string | null = null;
  loginError: LoginError | null = null;
  /** The stored login was taken up unverified: the server could not be reached (./reconnect). */
  offline = false;
  /** The API client for the current server (anonymous until signed in). */
  client: PleromaClient | null = null;
  /** Spec part 1 §4 auth flow: password, then the two-factor code when the server asks. */
  readonly authFlow = new AuthFlow();
  /** The account this run acts as, not stored as current (`--account`, `--as`; see `pin`). */
  #pinned: string | undefined;
  readonly #logins: StoredLogins;
  readonly lastLoginName = (): string => this.#logins.lastLoginName;

  constructor(private readonly deps: SessionDeps) {
    this.#logins = new StoredLogins(deps.storage, deps.secrets);
    makeObservable(this, {
      status: observable,
      server: observable,
      accountId: observable,
      loginError: observable,
      offline: observable,
      client: observable.ref,
      account: computed,
      isSignedIn: computed,
      connectTo: action,
      clearLoginError: action,
      activate: action,
    });
  }

  get account(): Account | undefined {
    return this.accountId ? this.deps.account(this.accountId) : undefined;
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  get storedAccounts(): StoredAccount[] {
    return this.#logins.accounts;
  }

  get token(): string | undefined {
    return this.client?.token;
  }

  /** The stored current account's key (what `petrel accounts use` and a switch write). */
  get currentStoredKey(): string | undefined {
    return this.#logins.currentKey;
  }

  /** Act as `key` for this run only (restore, resume, activation); `session.current` stays. */
  pin(key: string | undefined): void {
    this.#pinned = key;
  }

  /** Make a stored account the current one for later runs (no request, no scope). */
  setCurrent(key: string): boolean {
    if (!this.storedAccounts.some((a) => a.key === key)) return false;
    this.#logins.setCurrent(key);
    return true;
  }

  /** A client carrying a stored account's token (undefined when none is stored for it). */
  clientFor(key: string): SignedInAccount | undefined {
    const stored = this.storedAccounts.find((a) => a.key === key);
    const token = stored ? this.#logins.tokens()[stored.key] : undefined;
    if (!stored || !token) return undefined;
    const client = this.makeClient(stored.server);
    client.token = token;
    return { key: stored.key, server: stored.server, accountId: stored.accountId, client };
  }

  /** Talk to a server anonymously (public timelines before login). */
  connectTo(server: string): PleromaClient {
    const origin = normalizeServerUrl(server);
    if (this.server !== origin || !this.client) {
      this.server = origin;
      this.client = this.makeClient(origin);
    }
    return this.client;
  }

  clearLoginError(): void {
    this.loginError = null;
  }

  /** Log in with the password grant. Resolves true on success; errors land in loginError. */
  async login(server: string, username: string, password: string): Promise<boolean> {
    runInAction(() => {
      this.status = 'logging-in';
      this.loginError = null;
    });
    let stage: 'token' | 'verify' = 'token';
    try {
      const client = this.connectTo(server);
      const app = await this.ensureApp(client);
      const token = await client.oauth.token(app, { grantType: 'password', username, password });
      stage = 'verify';
      await this.signIn(token.accessToken);
      return true;
    } catch (error) {
      const failure = classifyLoginError(error, stage);
      runInAction(() => {
        this.status = 'signed-out';
        // Spec §8 mfa_required: the two-factor form shows instead of an error.
        if (failure.code === 'mfa_required' && failure.mfaToken) {
          this.authFlow.requireMfa(failure.mfaToken, username, this.server);
          this.loginError = null;
        } else this.loginError = failure;
      });
      this.deps.logger.warn('Login failed', error);
      return false;
    }
  }

  /**
   * The two-factor step (spec part 1 §4, §7 `POST /oauth/mfa/challenge`): the flow's
   * `mfa_token` and the code of its strategy (totp or recovery) for the token. A refused
   * code leaves the flow where it is with `mfa_invalid` (the faces clear the code field).
   */
  async verifyMfa(code: string): Promise<boolean> {
    const flow = this.authFlow;
    const client = flow.server ? this.connectTo(flow.server) : this.client;
    const type = flow.strategy;
    if (!client || !flow.mfaToken || (type !== 'totp' && type !== 'recovery')) return false;
    runInAction(() => {
      this.status = 'logging-in';
      this.loginError = null;
    });
    try {
      const app = await this.ensureApp(client);
      const token = await client.oauth.mfaChallenge(app, { mfaToken: flow.mfaToken, code, type });
      await this.signIn(token.accessToken);
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'signed-out';
        this.loginError = classifyLoginError(error, 'mfa');
      });
      this.deps.logger.warn('Two-factor verification failed', error);
      return false;
    }
  }

  /**
   * Finish the authorization-code flow with the code the user brought back (the web's
   * redirect passes `code` and `state`; a terminal passes what was pasted: the code or the
   * whole redirect address). It must belong to the sign-in `beginBrowserLogin` started.
   */
  async loginWithCode(
    server: string,
    returned: string | { code: string; state?: string },
  ): Promise<boolean> {
    runInAction(() => {
      this.status = 'logging-in';
      this.loginError = null;
    });
    try {
      const client = this.connectTo(server);
      const answer = typeof returned === 'string' ? parseReturnedCode(returned) : returned;
      const pending = this.deps.secrets.get<PendingAuthorization>(PENDING_KEY);
      if (!answer || !codeMatches(pending, this.server!, answer)) {
        runInAction(() => {
          this.status = 'signed-out';
          this.loginError = {
            code: 'code_rejected',
            detail: 'the code does not belong to a sign-in this client started (state or server)',
          };
        });
        return false;
      }
      const app = await this.ensureApp(client);
      const token = await client.oauth.token(app, {
        grantType: 'authorization_code',
        code: answer.code,
        codeVerifier: pending.codeVerifier,
      });
      this.deps.secrets.delete(PENDING_KEY); // a code is single-use; so is its verifier
      await this.signIn(token.accessToken);
      return true;
    } catch (error) {
      runInAction(() => {
        this.status = 'signed-out';
        this.loginError = classifyLoginError(error, 'code');
      });
      return false;
    }
  }

  /**
   * Start the authorization-code flow: the address of the server's sign-in page (app
   * registered if needed, fresh state and PKCE pair kept until the code comes back).
   * Rejects when the server cannot be reached or refuses the app.
   */
  async beginBrowserLogin(server: string): Promise<string> {
    const client = this.connectTo(server);
    const app = await this.ensureApp(client);
    const pkce = serverTakesPkce(await client.oauth.serverMetadata());
    const request = await startAuthorization(this.server!, app, { pkce, tools: this.deps.pkce });
    this.deps.secrets.set(PENDING_KEY, request.pending);
    return client.oauth.authorizeUrl(request.params);
  }

  /** Adopt an access token made elsewhere; it is verified before it is stored. Throws on failure. */
  async adoptToken(server: string, token: string): Promise<Account> {
    this.connectTo(server);
    runInAction(() => {
      this.status = 'logging-in';
    });
    try {
      return await this.signIn(token.trim());
    } catch (error) {
      runInAction(() => {
        this.status = 'signed-out';
      });
      throw error;
    }
  }

  /**
   * Restore the current stored login. Resolves false when there is none; rejects when it
   * could not be verified (a token the server rejected is forgotten first). No server: `offline`.
   */
  async restore(): Promise<boolean> {
    const current = this.currentKey();
    const stored = this.storedAccounts.find((a) => a.key === current);
    const token = stored ? this.#logins.tokens()[stored.key] : undefined;
    if (!stored || !token) return false;
    runInAction(() => {
      this.status = 'restoring';
    });
    this.connectTo(stored.server);
    try {
      await this.signIn(token);
      return true;
    } catch (error) {
      if (error instanceof NetworkError) {
        runInAction(() => {
          this.offline = true;
        });
        this.enter(this.clientFor(stored.key)!);
        return true;
      }
      if (error instanceof ApiError && TOKEN_REJECTED.includes(error.status)) {
        this.forget(stored.key);
      }
      runInAction(() => {
        this.status = 'signed-out';
      });
      throw error;
    }
  }

  /**
   * Take up the stored login without a verify round trip: scripts make one request per
   * command, and a rejected token surfaces as that request's 401/403 anyway.
   */
  resumeStored(key = this.currentKey()): StoredAccount | undefined {
    const stored = this.storedAccounts.find((a) => a.key === key);
    const signedIn = key ? this.clientFor(key) : undefined;
    if (!stored || !signedIn) return undefined;
    this.enter(signedIn);
    return stored;
  }

  /** Make an account whose scope is alive the active one again (no request). */
  activate(signedIn: SignedInAccount): void {
    // Written only on a change: scripts that only read must not touch the config file.
    const moved = this.currentKey() !== signedIn.key;
    if (moved) this.#logins.setCurrent(signedIn.key);
    this.server = signedIn.server;
    this.client = signedIn.client;
    this.accountId = signedIn.accountId;
    this.status = 'signed-in';
    this.loginError = null;
  }

  /** Revoke the active account's token (best effort, ./token-revoke) and forget it. */
  async logout(): Promise<LogoutOutcome> {
    const key = this.currentKey();
    let outcome: LogoutOutcome = { revoked: false, error: null };
    if (this.client && this.server && key) {
      outcome = await this.revokeAndForget(key, this.server, this.client);
    }
    runInAction(() => {
      // The anonymous client for the same server: public timelines still work.
      if (this.server) this.client = this.makeClient(this.server);
      this.accountId = null;
      this.status = 'signed-out';
      this.offline = false;
      this.authFlow.reset();
    });
    return outcome;
  }

  /** Revoke an account's token with its client (best effort), then forget the token. */
  async revokeAndForget(
    key: string,
    server: string,
    client: PleromaClient,
  ): Promise<LogoutOutcome> {
    const outcome = await revokeToken(client, this.#logins.apps()[server], this.deps.logger);
    this.forget(key);
    client.token = undefined;
    return outcome;
  }

  private currentKey(): string | undefined {
    return this.#pinned ?? this.currentStoredKey;
  }

  /** Verify a token on a client of its own; only a verified one is stored and entered. */
  private async signIn(token: string): Promise<Account> {
    const server = this.server!;
    const client = this.makeClient(server);
    client.token = token;
    const account = await client.accounts.verifyCredentials();
    const key = `${account.username}@${new URL(server).host}`;
    runInAction(() => {
      this.offline = false;
    });
    this.#logins.save({ key, server, acct: account.acct, accountId: account.id }, token);
    this.enter({ key, server, accountId: account.id, client, account });
    return account;
  }

  private enter(signedIn: SignedInAccount): void {
    this.deps.enter(signedIn);
    this.activate(signedIn);
    // Spec §4: success resets the auth flow.
    this.authFlow.reset();
  }

  private forget(key: string): void {
    if (this.#pinned === key) this.#pinned = undefined;
    this.#logins.forget(key);
  }

  /** This client's app on `server` (registered once, then kept): sign-in and sign-up use it. */
  async ensureApp(client: PleromaClient, server = this.server!): Promise<OAuthApp> {
    const redirectUri = this.deps.redirectUri ?? OOB_REDIRECT;
    const known = this.#logins.apps()[server];
    if (known && known.redirectUri === redirectUri) return known;
    const app = await registerApp((scopes) =>
      client.apps.create(this.deps.clientName, redirectUri, scopes),
    );
    this.#logins.saveApp(server, app);
    return app;
  }

  private makeClient(server: string): PleromaClient {
    return new PleromaClient({
      fetch: this.deps.fetch,
      baseUrl: this.deps.apiBase ? this.deps.apiBase(server) : server,
      server,
      logger: this.deps.logger,
    });
  }
}
