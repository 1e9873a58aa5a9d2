import type { PleromaClient, TimelineKind } from '../api/client';
import { hostOf } from '../api/url-host';
import type { Relationship } from '../domain/types';
import { describeError, isLoginRequired } from '../errors';
import { type ClockPort, memoryStorage, type Ports, type StoragePort } from '../ports';
import { RealtimeService, type StreamSpec } from '../realtime/realtime';
import { Scheduler } from '../schedule/scheduler';
import { DRAFTS_STORAGE_KEY } from './draft-keys';
import { EntityStore } from './entities';
import { DEFAULT_SWEEP_LIMITS } from './entity-sweep';
import type { InstanceStore } from './instance';
import { LOCAL_MARKERS_KEY, MarkersStore } from './markers';
import { MutesStore } from './mutes';
import type { NoticeStore } from './notices';
import type { DescribeNotification } from './notification-text';
import { NotificationsStore } from './notifications';
import type { PreferencesStore } from './preferences';
import { type OpenThreads, type ScopeStoreKit, ScopeStores } from './scope-store';
import { namespacedStorage, withSharedFallback } from './scoped-storage';
import { followStreamingPreference, turnStreamingOffAfterFailure } from './streaming-preference';
import type { TimelineStore } from './timeline';
import { streamFor, TIMELINE_POLL_MS, TimelineRegistry } from './timelines';
import { UnreadTotals } from './unread-totals';

/** Who a scope belongs to; absent for the anonymous scope (public timelines before login). */
export interface ScopeAccount {
  /** `username@host`, the stored-account key and the storage namespace. */
  key: string;
  server: string;
  accountId: string;
}

/** What a scope needs from the app root: narrow pieces, never the root itself. */
export interface AccountScopeDeps {
  ports: Ports;
  account: ScopeAccount | null;
  /** Whether the account is still signed in (account timelines then ask for no more). */
  signedIn: () => boolean;
  /** The login was resumed without the server (no sockets, no failure notices until then). */
  offline: () => boolean;
  /** Whose own statuses and profile these are (the session's view of the account). */
  ownAccountId: () => string | null;
  /** The client this scope talks through (throws while no server is chosen). */
  client: () => PleromaClient;
  preferences: () => PreferencesStore;
  instance: InstanceStore;
  notices: NoticeStore;
  /** Scripts pass false; undefined leaves sockets to the `streaming` preference. */
  streaming?: boolean;
  describeNotification?: DescribeNotification;
  /** Unique among the root's scopes (see `serial`). */
  serial: number;
}

/**
 * Everything one signed-in account owns (ARCHITECTURE rule 9): its client, entities,
 * timelines, notifications, markers, mutes, conversations, profiles, search and drafts,
 * with its own storage namespace, scheduler and sockets. `dispose` ends every timer,
 * reaction and socket it started, so switching or signing out leaks nothing.
 */
export class AccountScope {
  /** Unique per scope: a face keys its views on it to start fresh for another account. */
  readonly serial: number;
  readonly entities = new EntityStore(DEFAULT_SWEEP_LIMITS);
  readonly scheduler: Scheduler;
  readonly realtime: RealtimeService;
  readonly timelines: TimelineRegistry;
  /** Unread counts and missing features that on-demand features report (page title, nav). */
  readonly unread = new UnreadTotals();
  /** This account's own corner of the storage port (a throwaway one when anonymous). */
  readonly storage: StoragePort;

  // Made on first use: a script that prints one timeline never builds notifications or
  // reading positions (start-up time of every command).
  #markers?: MarkersStore;
  #notifications?: NotificationsStore;
  #mutes?: MutesStore;
  /** Screens' stores by kit (threads, profiles, search, media viewer), made by `use`. */
  readonly #stores = new ScopeStores();

  private readonly disposers: Array<() => void> = [];
  private readonly endHooks: Array<() => void> = [];
  private disposed = false;

  constructor(private readonly deps: AccountScopeDeps) {
    const { ports, account } = deps;
    this.serial = deps.serial;
    this.scheduler = new Scheduler(ports.clock);
    const localKey = this.accountKey();
    // The anonymous scope stores nothing: there is no account to keep it for. Drafts and
    // local reading positions written before namespaces are still found.
    this.storage =
      account && localKey
        ? withSharedFallback(
            namespacedStorage(ports.storage, account.key),
            ports.storage,
            [DRAFTS_STORAGE_KEY, LOCAL_MARKERS_KEY],
            localKey,
          )
        : memoryStorage();
    this.timelines = new TimelineRegistry(
      {
        client: deps.client,
        entities: this.entities,
        clock: ports.clock,
        logger: ports.logger,
        withMuted: () => this.fetchesMutedPosts(),
        signedIn: deps.signedIn,
      },
      (spec) => this.realtime.isJoined(spec),
    );
    this.realtime = new RealtimeService(ports, this.entities, deps.notices, {
      onUpdate: (spec, ids) => {
        // Newest first, as the timeline keeps them.
        const newestFirst = [...ids].reverse();
        for (const timeline of this.timelines.forStream(spec)) timeline.receive(newestFirst);
        for (const id of ids) this.conversations.receive(id);
      },
      onDelete: (id) => {
        // The entity is marked deleted: timelines and threads show its placeholder.
        this.timelines.markDeleted(id);
        this.conversations.statusDeleted(id);
      },
      onReconnected: (spec) => {
        for (const timeline of this.timelines.forStream(spec)) void timeline.loadNewer();
        if (spec.stream === 'user') void this.notifications.fetchNewer();
      },
      onNotification: (payloads) => this.notifications.receiveAll(payloads, this.serverHost()),
      onFailed: (spec) => turnStreamingOffAfterFailure(deps, spec),
    });
    const unfollow = followStreamingPreference(deps, (on) => this.realtime.setEnabled(on));
    if (unfollow) this.disposers.push(unfollow);
    this.scheduler.every('timeline-poll', TIMELINE_POLL_MS, () => this.poll());
    this.disposers.push(this.registerHolders());
  }

  get account(): ScopeAccount | null {
    return this.deps.account;
  }

  get client(): PleromaClient {
    return this.deps.client();
  }

  get instance(): InstanceStore {
    return this.deps.instance;
  }

  /** Reading positions (`/api/v1/markers`, with a local fallback). */
  get markers(): MarkersStore {
    this.#markers ??= new MarkersStore({
      client: this.deps.client,
      storage: this.storage,
      scheduler: this.scheduler,
      clock: this.deps.ports.clock,
      logger: this.deps.ports.logger,
      accountKey: () => this.accountKey(),
      serverHasMarkers: () => this.deps.instance.capabilities.markers,
    });
    return this.#markers;
  }

  get notifications(): NotificationsStore {
    const { ports } = this.deps;
    this.#notifications ??= new NotificationsStore({
      client: this.deps.client,
      entities: this.entities,
      notices: this.deps.notices,
      scheduler: this.scheduler,
      clock: ports.clock,
      logger: ports.logger,
      notify: () => ports.notify,
      visibility: () => this.deps.preferences().notificationVisibility,
      isLive: () => this.realtime.isJoined({ stream: 'user' }),
      seenUpTo: () => this.markers.lastReadId('notifications'),
      saveReadPosition: async (id) => {
        this.markers.setPosition('notifications', id);
        await this.markers.flush();
      },
      describe: this.deps.describeNotification,
    });
    return this.#notifications;
  }

  /**
   * This scope's store of a screen (`conversationsOf`, `profilesOf`, `searchOf`,
   * `mediaViewerOf`), made on first use. The kit comes from the store's module, so the web
   * loads that code with the screen (issue 10's budget); the terminal and CLI import it.
   */
  use<T>(kit: ScopeStoreKit<T>): T {
    return this.#stores.use(kit, this);
  }

  /** The store of a kit if it was made (nothing is made or loaded). */
  peek<T>(kit: ScopeStoreKit<T>): T | undefined {
    return this.#stores.peek(kit);
  }

  /** The open threads, whichever are made: a post joins them, a deletion leaves them. */
  readonly conversations: OpenThreads = this.#stores.openThreads;

  /** Settings kept in storage (thread depth, ...), for the screens' stores. */
  get preferences(): PreferencesStore {
    return this.deps.preferences();
  }

  /** Whose own statuses and profile these are. */
  ownAccountId(): string | null {
    return this.deps.ownAccountId();
  }

  get logger(): Ports['logger'] {
    return this.deps.ports.logger;
  }

  /** The account's muted accounts (loaded after sign-in). */
  get mutes(): MutesStore {
    this.#mutes ??= new MutesStore({
      client: this.deps.client,
      entities: this.entities,
      notices: this.deps.notices,
      scheduler: this.scheduler,
      clock: this.deps.ports.clock,
      logger: this.deps.ports.logger,
      onRelationship: (relationship) => this.relationshipChanged(relationship),
    });
    return this.#mutes;
  }

  /** A relationship changed (a follow, a mute): every screen store of this scope hears it. */
  relationshipChanged(relationship: Relationship): void {
    this.#stores.relationshipChanged(relationship);
  }

  get clock(): ClockPort {
    return this.deps.ports.clock;
  }

  /** The app's global notices (a screen's store tells its failures there). */
  get notices(): NoticeStore {
    return this.deps.notices;
  }

  /** Run `dispose` first when the scope ends: stores kept beside it (`draftsOf`) hook in. */
  onDispose(dispose: () => void): void {
    if (this.disposed) dispose();
    else this.endHooks.push(dispose);
  }

  /** Whether the mute list was asked for (timelines then ask for muted posts to mark them). */
  get mutesListed(): boolean {
    const state = this.#mutes?.state;
    return state === 'loading' || state === 'loaded';
  }

  /**
   * Open a timeline for a view: loads it, starts its stream, and marks it watched (so it
   * polls when the stream is down). Returns the store and a function to stop watching.
   */
  openTimeline(kind: TimelineKind): { timeline: TimelineStore; close: () => void } {
    const timeline = this.timelines.get(kind);
    const stopWatching = timeline.watch();
    if (timeline.state === 'idle' || timeline.state === 'failed') {
      timeline.loadInitial().catch((error: unknown) => {
        if (isLoginRequired(error)) this.deps.notices.add('error', 'timeline.login_required');
        else if (!this.deps.offline()) {
          this.deps.notices.add('error', 'timeline.error_fetching', {
            detail: describeError(error),
          });
        }
      });
    }
    const spec = streamFor(kind);
    if (spec && (this.deps.account || spec.stream !== 'user')) this.startStream(spec);
    return { timeline, close: stopWatching };
  }

  /**
   * After sign-in (spec part 1 §7 start-up order, instance info already loaded): the user
   * stream, then in the background the mutes, the reading positions and the notifications.
   */
  start(): void {
    if (this.disposed) return;
    // Nothing waits for the mutes: statuses collapse as soon as the list is in. Not asked
    // twice when prepareFirst already did.
    if (!this.mutesListed) void this.mutes.load();
    this.startStream({ stream: 'user' });
    void this.markers.load();
    this.notifications.start();
  }

  /**
   * The first view's timeline page and the mute list go out at once (see the root's
   * `afterSignInBehind`); resolves when the page is in, failed or not.
   */
  prepareFirst(first: TimelineKind): Promise<void> {
    void this.mutes.load();
    const timeline = this.timelines.get(first);
    return timeline.state === 'idle' ? timeline.loadInitial().catch(() => {}) : Promise.resolve();
  }

  /**
   * Join a stream, unless the server is known to have none: its timelines then poll from
   * the start instead of after a socket that was bound to fail.
   */
  startStream(spec: StreamSpec): void {
    const { capabilities } = this.deps.instance;
    if (this.disposed || !capabilities.streaming || this.deps.offline()) return;
    let client: PleromaClient;
    try {
      client = this.deps.client();
    } catch {
      return;
    }
    this.realtime.start(client, capabilities.streamingUrl, spec);
  }

  /** The last reading position goes out (sign-out: while the token still works). */
  async flushReadingPositions(): Promise<void> {
    await this.#markers?.flush();
  }

  /** End every timer, reaction and socket this scope started. Idempotent. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const hook of this.endHooks.splice(0)) hook();
    for (const dispose of this.disposers.splice(0)) dispose();
    this.#notifications?.dispose();
    this.#mutes?.dispose();
    this.#stores.dispose();
    this.timelines.reset();
    this.realtime.dispose();
    this.scheduler.dispose();
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /**
   * Whose local data this is: `accountId@host`, the key drafts and local reading positions
   * were stored under before namespaces (kept so nothing stored is lost).
   */
  private accountKey(): string | null {
    const account = this.deps.account;
    if (!account) return null;
    const host = hostOf(account.server);
    return host ? `${account.accountId}@${host}` : null;
  }

  /**
   * Timelines ask for muted accounts' posts (`with_muted`, as Pleroma-FE does) only when
   * they can be marked: the mute list is being read or was read, and muted posts are
   * collapsed rather than hidden. Scripts, which never read the list, get the server's
   * filtering as before.
   */
  private fetchesMutedPosts(): boolean {
    return this.mutesListed && !this.deps.preferences().hideMutedPosts;
  }

  private async poll(): Promise<void> {
    await Promise.all(this.timelines.needingPoll().map((timeline) => timeline.loadNewer()));
  }

  private serverHost(): string {
    try {
      return this.deps.client().serverHost;
    } catch {
      return '';
    }
  }

  /** What the entity sweep must keep: whatever a store of this scope holds. */
  private registerHolders(): () => void {
    return this.entities.addHolder(() => {
      const notifications = this.#notifications?.references();
      const held = this.#stores.held();
      return {
        statuses: [
          ...this.timelines.references(),
          ...(notifications?.statuses ?? []),
          ...held.statuses,
        ],
        accounts: [
          ...(this.deps.account ? [this.deps.account.accountId] : []),
          ...(notifications?.accounts ?? []),
          ...held.accounts,
          ...(this.#mutes?.mutedAccountIds ?? []),
        ],
      };
    });
  }
}
