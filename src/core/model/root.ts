import type { PleromaClient, TimelineKind } from '../api/client';
import type { Ports } from '../ports';
import { RealtimeService, type StreamSpec } from '../realtime/realtime';
import { Scheduler } from '../schedule/scheduler';
import { EntityStore } from './entities';
import { InstanceStore } from './instance';
import { NoticeStore } from './notices';
import { SessionStore } from './session';
import type { TimelineStore } from './timeline';
import { streamFor, TIMELINE_POLL_MS, TimelineRegistry } from './timelines';

export interface RootOptions {
  clientName?: string;
  /** OAuth redirect (web: `{origin}/oauth-callback`; others: out-of-band). */
  redirectUri?: string;
  /** Where API calls go for a server (the web client goes through its own origin). */
  apiBase?: (server: string) => string;
  /** Scripts turn streaming off; the UIs leave it on. */
  streaming?: boolean;
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

  constructor(
    readonly ports: Ports,
    options: RootOptions = {},
  ) {
    this.scheduler = new Scheduler(ports.clock);
    this.notices = new NoticeStore(this.scheduler);
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
      },
      (spec) => this.realtime.isJoined(spec),
    );
    this.realtime = new RealtimeService(ports, this.entities, this.notices, {
      onUpdate: (spec, id) => {
        for (const timeline of this.timelines.forStream(spec)) timeline.receive([id]);
      },
      onDelete: (id) => this.timelines.removeEverywhere(id),
      onReconnected: (spec) => {
        for (const timeline of this.timelines.forStream(spec)) void timeline.loadNewer();
      },
    });
    this.realtime.enabled = options.streaming ?? true;
    this.scheduler.every('timeline-poll', TIMELINE_POLL_MS, () => this.poll());
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
    if (spec && this.session.client && (this.session.isSignedIn || spec.stream !== 'user')) {
      this.realtime.start(this.session.client, this.instance.info?.streamingUrl ?? null, spec);
    }
    return { timeline, close: stopWatching };
  }

  /** After login or restore: instance info and the user stream. */
  async afterSignIn(): Promise<void> {
    await this.instance.load(this.client);
    const spec: StreamSpec = { stream: 'user' };
    this.realtime.start(this.client, this.instance.info?.streamingUrl ?? null, spec);
  }

  /** Spec §4 logout: revoke, then clear sockets, fetchers and timelines. */
  async logout(): Promise<void> {
    await this.session.logout();
    this.realtime.dispose();
    this.timelines.reset();
  }

  private async poll(): Promise<void> {
    await Promise.all(this.timelines.needingPoll().map((timeline) => timeline.loadNewer()));
  }

  dispose(): void {
    this.realtime.dispose();
    this.scheduler.dispose();
  }
}

export function createRootStore(ports: Ports, options: RootOptions = {}): RootStore {
  return new RootStore(ports, options);
}
