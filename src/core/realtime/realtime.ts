import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { EntityStore } from '../model/entities';
import { NOTICE_ERROR_TIMEOUT_MS, type NoticeStore } from '../model/notices';
import { normalizeStatus } from '../normalize';
import type { FrameScheduler, Ports } from '../ports';
import { type StreamEvent, StreamingSocket } from './streaming-socket';

/** A stream name as the server knows it, e.g. `user`, `public:local`, `hashtag` + tag. */
export interface StreamSpec {
  stream: string;
  /** For `hashtag` and `list`: the tag or list id. */
  arg?: string;
}

export function streamKey(spec: StreamSpec): string {
  return spec.arg ? `${spec.stream}:${spec.arg}` : spec.stream;
}

/**
 * A terminal frame (~30 fps) when the face supplies no frame scheduler: a key typed during
 * a flood waits at most one frame of event work, well under the 50 ms a reader notices.
 */
export const STREAM_FRAME_MS = 33;
/**
 * Events held while waiting for a frame; reaching it applies them at once, so memory stays
 * bounded when frames stop (a hidden browser tab) while the server keeps sending.
 */
export const STREAM_BATCH_MAX = 2000;

/** Everything the handlers hear is called inside one MobX action per frame. */
export interface RealtimeHandlers {
  /** New statuses arrived on a stream, oldest first; their entities are already stored. */
  onUpdate(spec: StreamSpec, statusIds: readonly string[]): void;
  onDelete(statusId: string): void;
  /** The socket came back: fetch what was missed. */
  onReconnected(spec: StreamSpec): void;
  /** Notification payloads, in the order they arrived. */
  onNotification?(payloads: readonly unknown[]): void;
  /** A stream's first connection never opened: the server does not stream (to us). */
  onFailed?(spec: StreamSpec): void;
}

interface QueuedEvent {
  spec: StreamSpec;
  event: StreamEvent;
  serverHost: string;
}

/**
 * Owns the streaming sockets (one per stream, as Pleroma-FE does) and feeds their events
 * to the normalizer and the stores. Disposed on logout and quit.
 */
export class RealtimeService {
  readonly sockets = observable.map<string, StreamingSocket>({}, { deep: false });
  /** Whether streaming is wanted at all (a setting; off for scripts). */
  enabled = true;

  /** Events received since the last frame, in arrival order. */
  private queued: QueuedEvent[] = [];
  private frameRequested = false;
  /** Bumped on dispose, so a frame requested before it applies nothing. */
  private generation = 0;
  private readonly requestFrame: FrameScheduler;
  /**
   * Who hears the payloads of Pleroma's own events, by event name: `pleroma:chat_update`
   * (the chat stores, made on demand), `pleroma:follow_relationships_update` (relationships).
   */
  private readonly heard = new Map<string, Set<(payload: unknown) => void>>();

  constructor(
    private readonly ports: Ports,
    private readonly entities: EntityStore,
    private readonly notices: NoticeStore,
    private readonly handlers: RealtimeHandlers,
  ) {
    makeObservable(this, { enabled: observable, setEnabled: action });
    this.requestFrame = ports.frame ?? ((run) => void ports.clock.setTimeout(run, STREAM_FRAME_MS));
  }

  /** The platform's WebSocket factory (the shoutbox's channel rides it too). */
  get socketFactory(): Ports['socket'] {
    return this.ports.socket;
  }

  /** Hear every payload of one event (in frame order) until the returned call. */
  onEvent(
    name: 'pleroma:chat_update' | 'pleroma:follow_relationships_update',
    listener: (payload: unknown) => void,
  ): () => void {
    const set = this.heard.get(name) ?? new Set();
    this.heard.set(name, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Streaming on or off for sockets started from now on. */
  setEnabled(on: boolean): void {
    this.enabled = on;
  }

  /** The socket for a stream, if one was started. */
  socket(spec: StreamSpec): StreamingSocket | undefined {
    return this.sockets.get(streamKey(spec));
  }

  isJoined(spec: StreamSpec): boolean {
    return this.socket(spec)?.isJoined ?? false;
  }

  /** Start a stream (idempotent). */
  start(client: PleromaClient, streamingBase: string | null, spec: StreamSpec): StreamingSocket {
    const key = streamKey(spec);
    const existing = this.sockets.get(key);
    if (existing) return existing;
    const url = streamingUrl(streamingBase ?? client.http.baseUrl, client.token, spec);
    const socket = new StreamingSocket({
      url,
      factory: this.enabled ? this.ports.socket : undefined,
      clock: this.ports.clock,
      logger: this.ports.logger,
      onEvent: (event) => this.enqueue({ spec, event, serverHost: client.serverHost }),
      onReconnected: () => {
        // Spec part 1 §8: the reconnect's success notice stays 5 s.
        this.notices.add('success', 'timeline.socket_reconnected', {}, NOTICE_ERROR_TIMEOUT_MS);
        this.handlers.onReconnected(spec);
      },
      onBroken: (code) => {
        this.notices.add('error', 'timeline.socket_broke', { code });
      },
      onFailed: () => this.handlers.onFailed?.(spec),
    });
    runInAction(() => this.sockets.set(key, socket));
    socket.start();
    return socket;
  }

  stop(spec: StreamSpec): void {
    const key = streamKey(spec);
    this.sockets.get(key)?.stop();
    runInAction(() => this.sockets.delete(key));
  }

  dispose(): void {
    for (const socket of this.sockets.values()) socket.stop();
    runInAction(() => this.sockets.clear());
    this.generation += 1;
    this.queued = [];
    this.frameRequested = false;
  }

  /** Apply what arrived so far now (tests, and a face about to read the stores). */
  flush(): void {
    const batch = this.queued;
    if (batch.length === 0) return;
    this.queued = [];
    runInAction(() => this.apply(batch));
  }

  /**
   * Events wait for the next frame and are applied together: under a flood the stores
   * change (and the views render) once per frame, and input is never stuck behind
   * thousands of renders.
   */
  private enqueue(queued: QueuedEvent): void {
    this.queued.push(queued);
    if (this.queued.length >= STREAM_BATCH_MAX) {
      this.flush();
      return;
    }
    if (this.frameRequested) return;
    this.frameRequested = true;
    const generation = this.generation;
    this.requestFrame(() => {
      if (generation !== this.generation) return;
      this.frameRequested = false;
      this.flush();
    });
  }

  /** One frame's events, in order; a status deleted in the same frame it arrived never shows. */
  private apply(batch: readonly QueuedEvent[]): void {
    const arrived = new Map<string, { spec: StreamSpec; ids: string[] }>();
    const deleted = new Set<string>();
    let notifications: unknown[] = [];
    for (const { spec, event, serverHost } of batch) {
      switch (event.event) {
        case 'update':
        case 'status.update': {
          const result = normalizeStatus(event.payload, serverHost);
          if (!result) {
            this.ports.logger.warn(`Ignored an unreadable ${event.event} event`);
            break;
          }
          this.entities.ingest(result.bundle);
          if (event.event !== 'update') break;
          const key = streamKey(spec);
          const entry = arrived.get(key) ?? { spec, ids: [] };
          entry.ids.push(result.status.id);
          arrived.set(key, entry);
          break;
        }
        case 'delete': {
          const id = typeof event.payload === 'string' ? event.payload : String(event.payload);
          // Notifications that came first keep their order relative to the delete.
          if (notifications.length > 0) this.handlers.onNotification?.(notifications);
          notifications = [];
          deleted.add(id);
          this.entities.markDeleted(id);
          this.handlers.onDelete(id);
          break;
        }
        case 'notification':
          notifications.push(event.payload);
          break;
        case 'filters_changed':
          break;
        default: {
          const listeners = this.heard.get(event.event);
          if (listeners) for (const listener of listeners) listener(event.payload);
          else this.ports.logger.warn(`Ignored unknown streaming event ${event.event}`);
        }
      }
    }
    const gone = (id: string) => {
      if (deleted.has(id)) return true;
      const reblogOf = this.entities.status(id)?.reblogId;
      return reblogOf !== undefined && reblogOf !== null && deleted.has(reblogOf);
    };
    for (const { spec, ids } of arrived.values()) {
      const kept = deleted.size > 0 ? ids.filter((id) => !gone(id)) : ids;
      if (kept.length > 0) this.handlers.onUpdate(spec, kept);
    }
    if (notifications.length > 0) this.handlers.onNotification?.(notifications);
  }
}

/** `wss://host/api/v1/streaming?access_token=...&stream=...` (spec: access_token, stream, args). */
export function streamingUrl(base: string, token: string | undefined, spec: StreamSpec): string {
  const url = new URL(base.replace(/^http/, 'ws'));
  if (!url.pathname.endsWith('/api/v1/streaming')) {
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/api/v1/streaming`;
  }
  if (token) url.searchParams.set('access_token', token);
  url.searchParams.set('stream', spec.stream);
  if (spec.arg) url.searchParams.set(spec.stream === 'list' ? 'list' : 'tag', spec.arg);
  return url.toString();
}
