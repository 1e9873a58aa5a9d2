import { action, observable, runInAction } from 'mobx';
import type { PleromaClient, TimelineKind } from '../api/client';
import type { Account, Status } from '../domain/types';
import type { Ports } from '../ports';
import type { RealtimeService } from '../realtime/realtime';
import { Scheduler } from '../schedule/scheduler';
import { AccountScope } from './account-scope';
import type { EntityStore } from './entities';
import { InstanceStore } from './instance';
import type { MarkersStore } from './markers';
import type { MutesStore } from './mutes';
import { NoticeStore } from './notices';
import type { NotificationsStore } from './notifications';
import { keepOwnAccount, OWN_ACCOUNT_KEY } from './own-account';
import { PreferencesStore } from './preferences';
import type { AccountEntry, RootOptions } from './root-options';
import type { OpenThreads, ScopeStoreKit } from './scope-store';
import {
  type LogoutOutcome,
  SessionStore,
  type SignedInAccount,
  type StoredAccount,
} from './session';
import { type SignInRequest, type SignInResult, signInWith } from './sign-in';
import type { StatusActions } from './status-actions';
import {
  type MuteContext,
  type MuteDisplay,
  type MuteReason,
  muteDisplay,
  muteReasons,
} from './status-display';
import type { TimelineStore } from './timeline';
import type { TimelineRegistry } from './timelines';

export type { AccountEntry, RootOptions } from './root-options';

/**
 * The app root (ARCHITECTURE "one root, injected dependencies"): ports, preferences,
 * notices, the instance cache and the stored accounts (the session), plus one
 * `AccountScope` per signed-in account. Several scopes may be alive at once; one is
 * active, and the account-owned stores below (`entities`, `timelines`, ...) are that
 * scope's. Before sign-in an anonymous scope serves public timelines.
 */
export class RootStore {
  readonly scheduler: Scheduler;
  readonly notices: NoticeStore;
  readonly #statusActions = observable.map<number, StatusActions>({}, { deep: false });
  readonly #statusActionsLoading = new Map<number, Promise<StatusActions>>();
  readonly session: SessionStore;
  readonly instance: InstanceStore;

  #preferences?: PreferencesStore;
  /** Scopes of signed-in accounts, by stored-account key. */
  readonly #scopes = new Map<string, AccountScope>();
  /** The active scope; null stands for the anonymous one, made on first use. */
  readonly #active: { current: AccountScope | null };
  // A script that takes up the stored login at once never builds it (start-up time).
  #anonymous?: AccountScope;
  #nextSerial = 0;

  constructor(
    readonly ports: Ports,
    private readonly options: RootOptions = {},
  ) {
    this.scheduler = new Scheduler(ports.clock);
    this.notices = new NoticeStore(this.scheduler);
    this.instance = new InstanceStore(ports.logger);
    this.session = new SessionStore({
      fetch: ports.fetch,
      storage: ports.storage,
      secrets: ports.secrets,
      logger: ports.logger,
      account: (id) => this.entities.account(id),
      enter: (signedIn) => this.enter(signedIn),
      clientName: options.clientName ?? 'Petrel',
      redirectUri: options.redirectUri,
      apiBase: options.apiBase,
    });
    this.#active = observable<{ current: AccountScope | null }>(
      { current: null },
      { current: observable.ref },
    );
  }

  /** The active account's scope (anonymous before sign-in). Observable. */
  get scope(): AccountScope {
    return this.#active.current ?? this.anonymousScope();
  }

  /** Every signed-in account's scope that is alive. */
  get scopes(): AccountScope[] {
    return [...this.#scopes.values()];
  }

  /** Settings kept in storage (muted words, streaming, thread depth, ...). */
  get preferences(): PreferencesStore {
    this.#preferences ??= new PreferencesStore(this.ports.storage, this.options.preferenceDefaults);
    return this.#preferences;
  }

  // The active scope's stores, where faces have always found them.
  get entities(): EntityStore {
    return this.scope.entities;
  }
  get realtime(): RealtimeService {
    return this.scope.realtime;
  }
  get timelines(): TimelineRegistry {
    return this.scope.timelines;
  }
  /** Reading positions (`/api/v1/markers`, with a local fallback). */
  get markers(): MarkersStore {
    return this.scope.markers;
  }
  get notifications(): NotificationsStore {
    return this.scope.notifications;
  }
  /** What a post or a deletion tells the active account's open threads. */
  get conversations(): OpenThreads {
    return this.scope.conversations;
  }
  /**
   * The active account's store of a screen (threads, profiles, search, media viewer), made on
   * first use from its kit. Observable through `scope`: another account gets its own.
   */
  use<T>(kit: ScopeStoreKit<T>): T {
    return this.scope.use(kit);
  }
  /** The signed-in user's muted accounts (loaded after sign-in). */
  get mutes(): MutesStore {
    return this.scope.mutes;
  }
  /** The active account's status actions once loaded (observable; by scope serial). */
  get statusActions(): StatusActions | undefined {
    return this.#statusActions.get(this.scope.serial);
  }
  /** An account's status actions (the active one's by default), loading their code on first use. */
  loadStatusActions(scope: AccountScope = this.scope): Promise<StatusActions> {
    let loading = this.#statusActionsLoading.get(scope.serial);
    if (!loading) {
      loading = Promise.all([
        import('./status-actions-for-scope'),
        this.options.withStatusActions?.(),
      ]).then(([{ statusActionsFor }]) => {
        const actions = statusActionsFor(scope, {
          notices: this.notices,
          clock: this.ports.clock,
          capabilities: () => this.instance.capabilities,
        });
        runInAction(() => this.#statusActions.set(scope.serial, actions));
        return actions;
      });
      this.#statusActionsLoading.set(scope.serial, loading);
    }
    return loading;
  }

  /** The API client of the active account (anonymous before sign-in); throws when no server was chosen. */
  get client(): PleromaClient {
    const client = this.session.client;
    if (!client) throw new Error('No server chosen yet');
    return client;
  }

  /**
   * The one sign-in sequence every face uses (password, OAuth code, adopted token, the
   * stored login verified or resumed): it opens the account's scope and, unless told
   * otherwise, runs the start-up steps (instance, user stream, mutes, markers,
   * notifications).
   */
  signIn(request: SignInRequest): Promise<SignInResult> {
    return signInWith(request, {
      session: this.session,
      logger: this.ports.logger,
      resume: (key) => this.resumeStored(key),
      startUp: (first) => (first ? this.afterSignInBehind(first) : this.afterSignIn()),
    });
  }

  /**
   * The `resume` sign-in without a promise: the stored login (or the one under `key`) is
   * taken up unverified and its scope opened. Scripts start their one request at once.
   */
  resumeStored(key?: string): StoredAccount | undefined {
    return this.session.resumeStored(key);
  }

  /**
   * The stored accounts in stored order, each marked when it is the active one or its scope
   * is alive (warm). Observable: a sign-in, switch or removal redraws an account menu.
   */
  get accounts(): AccountEntry[] {
    const active = this.#active.current?.account?.key;
    return this.session.storedAccounts.map((stored) => ({
      ...stored,
      active: stored.key === active,
      warm: this.#scopes.has(stored.key),
    }));
  }

  /**
   * A signed-in account's scope without making it the active one (acting as another
   * account): the one alive, else one opened from the stored token (no request). Undefined
   * when no token is stored under `key`.
   */
  scopeOf(key: string): AccountScope | undefined {
    const alive = this.#scopes.get(key);
    if (alive) return alive;
    const signedIn = this.session.clientFor(key);
    if (!signedIn) return undefined;
    const scope = this.makeScope(signedIn);
    this.#scopes.set(key, scope);
    return scope;
  }

  /** Make another signed-in account the active one; a stored one is resumed first. */
  async switchTo(key: string): Promise<boolean> {
    const alive = this.#scopes.get(key);
    if (!alive) {
      const result = await this.signIn({ method: 'resume', key, startUp: true });
      return result.ok;
    }
    const serverChanged = alive.account?.server !== this.session.server;
    runInAction(() => this.session.activate(signedInOf(alive)));
    this.activate(alive);
    if (serverChanged) await this.instance.load(alive.client);
    return true;
  }

  /**
   * Sign an account out (the active one by default): its last reading position goes out
   * while the token works, the token is revoked and forgotten, and its scope is disposed
   * with every timer, socket and store it held. The active account's place goes to
   * another signed-in account, or to an anonymous scope.
   */
  async signOut(
    key: string | undefined = this.scope.account?.key,
    options: { resumeNext?: boolean } = {},
  ): Promise<LogoutOutcome> {
    const scope = key ? this.#scopes.get(key) : undefined;
    if (!key || !scope?.account) return this.session.logout();
    await scope.flushReadingPositions();
    const active = scope === this.scope;
    const outcome = active
      ? await this.session.logout()
      : await this.session.revokeAndForget(key, scope.account.server, scope.client);
    this.#scopes.delete(key);
    scope.dispose();
    if (!active) return outcome;
    const next = this.#scopes.values().next().value;
    // Another stored account (its scope not alive yet) takes the place, unless a script
    // only removes a login (`petrel logout` makes no other request).
    const stored = (options.resumeNext ?? true) ? this.session.currentStoredKey : undefined;
    if (next) await this.switchTo(next.account!.key);
    else if (stored && (await this.switchTo(stored))) return outcome;
    else this.activate(null);
    return outcome;
  }

  /** Spec §4 logout: the active account signs out (see `signOut`). */
  logout(): Promise<LogoutOutcome> {
    return this.signOut();
  }

  /**
   * After sign-in: instance info (the server's capabilities), then the active scope's
   * start-up steps (spec part 1 §7 order). A scope disposed meanwhile starts nothing.
   */
  async afterSignIn(): Promise<void> {
    const scope = this.scope;
    await this.instance.load(scope.client);
    scope.start();
  }

  /**
   * afterSignIn for a face whose first screen is one timeline (the terminal UI: home), so it
   * is drawn as soon as it and the account are known (issue 10). That timeline's first page
   * and the mute list (it decides how those statuses show, and that the page asks for muted
   * posts) go out at once, beside instance and nodeinfo (which say where the timeline's
   * stream is: views open only after them). Resolves when those documents are in; stream,
   * markers and notifications start when the page is in too, so nothing queues before it
   * on a busy server. The view that opens the timeline reports a failed page and asks again.
   */
  async afterSignInBehind(first: TimelineKind): Promise<void> {
    const scope = this.scope;
    const page = scope.prepareFirst(first);
    await this.instance.load(scope.client);
    void page.then(() => scope.start());
  }

  /**
   * Open a timeline for a view: loads it, starts its stream, and marks it watched (so it
   * polls when the stream is down). Returns the store and a function to stop watching.
   */
  openTimeline(kind: TimelineKind): { timeline: TimelineStore; close: () => void } {
    return this.scope.openTimeline(kind);
  }

  /**
   * The mute rules as they stand: muted words (preferences), muted accounts, and who we
   * are (mute rules never apply to one's own statuses). Each part keeps its identity until
   * it changes, so a face may memoize on them.
   */
  muteContext(): MuteContext {
    return {
      mutedWords: this.preferences.mutedWords,
      mutedUserIds: this.mutes.mutedAccountIds,
      ownAccountId: this.session.accountId,
    };
  }

  /**
   * Why a status is muted (spec part 2 §4 "Post display"): thread muted (not inside its
   * own conversation), each muted word it contains, its author muted. Empty for one's own
   * statuses. Pass the shown status (the repeated one for a repeat). Both faces use this.
   */
  muteReasonsFor(
    status: Pick<Status, 'accountId' | 'threadMuted' | 'content' | 'text' | 'spoilerText'>,
    options: { inConversation?: boolean } = {},
  ): MuteReason[] {
    return muteReasons(status, { ...this.muteContext(), inConversation: options.inConversation });
  }

  /** Shown, collapsed to the muted line, or left out (per the hide-muted-posts preference). */
  muteDisplayFor(reasons: readonly MuteReason[]): MuteDisplay {
    return muteDisplay(reasons, this.preferences.hideMutedPosts);
  }

  /** A scope for an account that just signed in; one already open for it is replaced. */
  private enter(signedIn: SignedInAccount): void {
    this.#scopes.get(signedIn.key)?.dispose();
    const scope = this.makeScope(signedIn);
    // The user's own account, kept for a start without the server (resumed offline).
    const own = signedIn.account ?? scope.storage.get<Account>(OWN_ACCOUNT_KEY);
    if (own) scope.entities.ingest({ accounts: [own], statuses: [] });
    if (signedIn.account) keepOwnAccount(scope.storage, signedIn.account);
    this.#scopes.set(signedIn.key, scope);
    this.activate(scope);
  }

  /**
   * Another scope becomes active (null: an anonymous one, made afresh when asked for); an
   * anonymous one left behind is disposed.
   */
  private readonly activate = action((scope: AccountScope | null) => {
    this.#active.current = scope;
    if (scope && this.#anonymous) {
      this.#anonymous.dispose();
      this.#anonymous = undefined;
    }
  });

  private anonymousScope(): AccountScope {
    this.#anonymous ??= this.makeScope(null);
    return this.#anonymous;
  }

  private makeScope(signedIn: SignedInAccount | null): AccountScope {
    return new AccountScope({
      ports: this.ports,
      account: signedIn && {
        key: signedIn.key,
        server: signedIn.server,
        accountId: signedIn.accountId,
      },
      client: signedIn ? () => signedIn.client : () => this.client,
      ownAccountId: signedIn ? () => signedIn.accountId : () => this.session.accountId,
      // Its token still on its client (a logout takes it off before the scope goes).
      signedIn: signedIn
        ? () => signedIn.client.token !== undefined
        : () => this.session.isSignedIn,
      offline: () => this.session.offline,
      preferences: () => this.preferences,
      instance: this.instance,
      notices: this.notices,
      streaming: this.options.streaming,
      describeNotification: this.options.describeNotification,
      serial: this.#nextSerial++,
    });
  }

  dispose(): void {
    for (const scope of this.#scopes.values()) scope.dispose();
    this.#scopes.clear();
    this.#anonymous?.dispose();
    this.#preferences?.dispose();
    this.scheduler.dispose();
  }
}

function signedInOf(scope: AccountScope): SignedInAccount {
  const account = scope.account!;
  return { ...account, client: scope.client };
}

export function createRootStore(ports: Ports, options: RootOptions = {}): RootStore {
  return new RootStore(ports, options);
}
