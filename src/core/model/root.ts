import { reaction } from 'mobx';
import type { PleromaClient, TimelineKind } from '../api/client';
import type { Status } from '../domain/types';
import type { Ports } from '../ports';
import { RealtimeService, type StreamSpec } from '../realtime/realtime';
import { Scheduler } from '../schedule/scheduler';
import { ConversationRegistry } from './conversation';
import { DraftStore } from './drafts';
import { EntityStore } from './entities';
import { InstanceStore } from './instance';
import { MarkersStore } from './markers';
import { MediaViewerStore } from './media-viewer';
import { MutesStore } from './mutes';
import { NoticeStore } from './notices';
import type { DescribeNotification } from './notification-text';
import { NotificationsStore } from './notifications';
import { PreferencesStore } from './preferences';
import { ProfileRegistry } from './profile';
import { SearchStore } from './search';
import { SessionStore } from './session';
import {
  type MuteContext,
  type MuteDisplay,
  type MuteReason,
  muteDisplay,
  muteReasons,
} from './status-display';
import type { TimelineStore } from './timeline';
import { streamFor, TIMELINE_POLL_MS, TimelineRegistry } from './timelines';

export interface RootOptions {
  clientName?: string;
  /** OAuth redirect (web: `{origin}/oauth-callback`; others: out-of-band). */
  redirectUri?: string;
  /** Where API calls go for a server (the web client goes through its own origin). */
  apiBase?: (server: string) => string;
  /** Scripts turn streaming off; the UIs leave it to the `streaming` preference. */
  streaming?: boolean;
  /** Words of desktop notifications in the face's language (default English). */
  describeNotification?: DescribeNotification;
}

/**
 * The one root (ARCHITECTURE "one root, injected dependencies"): builds the stores and
 * services, hands each only the siblings it needs, and disposes timers and sockets.
 */
export class RootStore {
  readonly entities = new EntityStore();
  readonly scheduler: Scheduler;
  readonly notices: NoticeStore;
  readonly session: SessionStore;
  readonly instance: InstanceStore;
  readonly realtime: RealtimeService;
  readonly timelines: TimelineRegistry;

  // The stores below are made on first use: a script that prints one timeline never
  // builds notifications, search or the media viewer (start-up time of every command).
  #preferences?: PreferencesStore;
  #markers?: MarkersStore;
  #notifications?: NotificationsStore;
  #conversations?: ConversationRegistry;
  #profiles?: ProfileRegistry;
  #search?: SearchStore;
  #mutes?: MutesStore;
  #mediaViewer?: MediaViewerStore;
  #drafts?: DraftStore;

  private readonly disposers: Array<() => void> = [];
  /** Set by dispose(): a sign-in step still under way then starts nothing (no timer, no socket). */
  private disposed = false;
  private readonly describeNotification: DescribeNotification | undefined;

  constructor(
    readonly ports: Ports,
    options: RootOptions = {},
  ) {
    this.scheduler = new Scheduler(ports.clock);
    this.notices = new NoticeStore(this.scheduler);
    this.describeNotification = options.describeNotification;
    this.session = new SessionStore({
      fetch: ports.fetch,
      storage: ports.storage,
      secrets: ports.secrets,
      logger: ports.logger,
      entities: this.entities,
      clientName: options.clientName ?? 'Petrel',
      redirectUri: options.redirectUri,
      apiBase: options.apiBase,
    });
    this.instance = new InstanceStore(ports.logger);
    this.timelines = new TimelineRegistry(
      {
        client: () => this.client,
        entities: this.entities,
        clock: ports.clock,
        logger: ports.logger,
        withMuted: () => this.fetchesMutedPosts(),
        signedIn: () => this.session.isSignedIn,
      },
      (spec) => this.realtime.isJoined(spec),
    );
    this.realtime = new RealtimeService(ports, this.entities, this.notices, {
      onUpdate: (spec, ids) => {
        // Newest first, as the timeline keeps them.
        const newestFirst = [...ids].reverse();
        for (const timeline of this.timelines.forStream(spec)) timeline.receive(newestFirst);
        for (const id of ids) this.conversations.receive(id);
      },
      onDelete: (id) => {
        this.timelines.removeEverywhere(id);
        // Every face's open threads drop it too (the terminal drew deleted replies).
        this.conversations.removeEverywhere(id);
      },
      onReconnected: (spec) => {
        for (const timeline of this.timelines.forStream(spec)) void timeline.loadNewer();
        if (spec.stream === 'user') void this.notifications.fetchNewer();
      },
      onNotification: (payloads) =>
        this.notifications.receiveAll(payloads, this.session.client?.serverHost ?? ''),
    });
    this.realtime.setEnabled(options.streaming ?? this.preferences.streaming);
    if (options.streaming === undefined) {
      // The preference decides for sockets started from now on.
      this.disposers.push(
        reaction(
          () => this.preferences.streaming,
          (on) => this.realtime.setEnabled(on),
          { name: 'preferences:streaming' },
        ),
      );
    }
    this.scheduler.every('timeline-poll', TIMELINE_POLL_MS, () => this.poll());
  }

  /** Settings kept in storage (muted words, streaming, thread depth, ...). */
  get preferences(): PreferencesStore {
    this.#preferences ??= new PreferencesStore(this.ports.storage);
    return this.#preferences;
  }

  /** Reading positions (`/api/v1/markers`, with a local fallback). */
  get markers(): MarkersStore {
    this.#markers ??= new MarkersStore({
      client: () => this.client,
      storage: this.ports.storage,
      scheduler: this.scheduler,
      clock: this.ports.clock,
      logger: this.ports.logger,
      accountKey: () => this.accountKey(),
      serverHasMarkers: () => this.instance.capabilities.markers,
    });
    return this.#markers;
  }

  get notifications(): NotificationsStore {
    const ports = this.ports;
    this.#notifications ??= new NotificationsStore({
      client: () => this.client,
      entities: this.entities,
      notices: this.notices,
      scheduler: this.scheduler,
      clock: ports.clock,
      logger: ports.logger,
      notify: () => ports.notify,
      visibility: () => this.preferences.notificationVisibility,
      isLive: () => this.realtime.isJoined({ stream: 'user' }),
      seenUpTo: () => this.markers.lastReadId('notifications'),
      saveReadPosition: async (id) => {
        this.markers.setPosition('notifications', id);
        await this.markers.flush();
      },
      describe: this.describeNotification,
    });
    return this.#notifications;
  }

  get conversations(): ConversationRegistry {
    this.#conversations ??= new ConversationRegistry({
      client: () => this.client,
      entities: this.entities,
      maxDepth: () => this.preferences.maxThreadDepth,
    });
    return this.#conversations;
  }

  get profiles(): ProfileRegistry {
    this.#profiles ??= new ProfileRegistry({
      client: () => this.client,
      entities: this.entities,
      ownAccountId: () => this.session.accountId,
      timeline: (kind) => this.timelines.get(kind),
      logger: this.ports.logger,
    });
    return this.#profiles;
  }

  get search(): SearchStore {
    this.#search ??= new SearchStore({ client: () => this.client, entities: this.entities });
    return this.#search;
  }

  /** The signed-in user's muted accounts (loaded after sign-in). */
  get mutes(): MutesStore {
    this.#mutes ??= new MutesStore({
      client: () => this.client,
      entities: this.entities,
      notices: this.notices,
      scheduler: this.scheduler,
      clock: this.ports.clock,
      logger: this.ports.logger,
      onRelationship: (relationship) => this.profiles.applyRelationship(relationship),
    });
    return this.#mutes;
  }

  /** The media viewer modal (one per app; both faces may show it). */
  get mediaViewer(): MediaViewerStore {
    this.#mediaViewer ??= new MediaViewerStore(this.entities);
    return this.#mediaViewer;
  }

  /** Unsent posts kept per account across runs (a lost terminal must not lose them). */
  get drafts(): DraftStore {
    this.#drafts ??= new DraftStore({
      storage: this.ports.storage,
      accountKey: () => this.accountKey(),
    });
    return this.#drafts;
  }

  /** The API client; throws when no server was chosen yet. */
  get client(): PleromaClient {
    const client = this.session.client;
    if (!client) throw new Error('No server chosen yet');
    return client;
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
        this.notices.add('error', 'timeline.error_fetching', {
          detail: error instanceof Error ? error.message : String(error),
        });
      });
    }
    const spec = streamFor(kind);
    if (spec && (this.session.isSignedIn || spec.stream !== 'user')) this.startStream(spec);
    return { timeline, close: stopWatching };
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

  /**
   * After login or restore: instance info and the user stream, then (in the background)
   * the mutes (spec part 1 §7 start-up order), the reading positions and the
   * notifications with their poll and desktop silence.
   */
  async afterSignIn(): Promise<void> {
    await this.instance.load(this.client);
    if (!this.disposed) this.startBehind();
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
    void this.mutes.load();
    const timeline = this.timelines.get(first);
    const page = timeline.state === 'idle' ? timeline.loadInitial().catch(() => {}) : undefined;
    await this.instance.load(this.client);
    void Promise.resolve(page).then(() => {
      if (!this.disposed) this.startBehind();
    });
  }

  /** What follows the instance documents after sign-in; nothing here holds up a view. */
  private startBehind(): void {
    // Nothing waits for the mutes: statuses collapse as soon as the list is in. Not asked
    // twice when afterSignInBehind already did.
    if (this.mutes.state !== 'loading' && this.mutes.state !== 'loaded') void this.mutes.load();
    this.startStream({ stream: 'user' });
    void this.markers.load();
    this.notifications.start();
  }

  /** Spec §4 logout: revoke, then clear sockets, fetchers, timelines and notifications. */
  async logout(): Promise<void> {
    // The last reading position goes out while the token still works.
    await this.markers.flush();
    await this.session.logout();
    this.realtime.dispose();
    this.timelines.reset();
    this.#notifications?.reset();
    this.#markers?.reset();
    this.#conversations?.reset();
    this.#profiles?.reset();
    this.#mutes?.reset();
    this.#search?.clear();
    this.#mediaViewer?.close();
  }

  /**
   * Join a stream, unless the server is known to have none: its timelines then poll from
   * the start instead of after a socket that was bound to fail.
   */
  private startStream(spec: StreamSpec): void {
    const client = this.session.client;
    if (!client || !this.instance.capabilities.streaming) return;
    this.realtime.start(client, this.instance.capabilities.streamingUrl, spec);
  }

  /** Whose local data this is: `accountId@host` of the signed-in account. */
  private accountKey(): string | null {
    const { server, accountId } = this.session;
    if (!server || !accountId) return null;
    try {
      return `${accountId}@${new URL(server).host}`;
    } catch {
      return null;
    }
  }

  /**
   * Timelines ask for muted accounts' posts (`with_muted`, as Pleroma-FE does) only when
   * they can be marked: the mute list is being read or was read, and muted posts are
   * collapsed rather than hidden. Scripts, which never read the list, get the server's
   * filtering as before.
   */
  private fetchesMutedPosts(): boolean {
    const mutes = this.#mutes;
    const listed = mutes?.state === 'loading' || mutes?.state === 'loaded';
    return listed && !this.preferences.hideMutedPosts;
  }

  private async poll(): Promise<void> {
    await Promise.all(this.timelines.needingPoll().map((timeline) => timeline.loadNewer()));
  }

  dispose(): void {
    this.disposed = true;
    for (const dispose of this.disposers.splice(0)) dispose();
    this.#notifications?.dispose();
    this.#mutes?.dispose();
    this.#preferences?.dispose();
    this.#conversations?.reset();
    this.realtime.dispose();
    this.scheduler.dispose();
  }
}

export function createRootStore(ports: Ports, options: RootOptions = {}): RootStore {
  return new RootStore(ports, options);
}
