import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { EntityStore } from '../model/entities';
import type { NoticeStore } from '../model/notices';
import { normalizeStatus } from '../normalize';
import type { Ports } from '../ports';
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

export interface RealtimeHandlers {
  /** A new status arrived on a stream; its entities are already stored. */
  onUpdate(spec: StreamSpec, statusId: string): void;
  onDelete(statusId: string): void;
  /** The socket came back: fetch what was missed. */
  onReconnected(spec: StreamSpec): void;
  onNotification?(payload: unknown): void;
}

/**
 * Owns the streaming sockets (one per stream, as Pleroma-FE does) and feeds their events
 * to the normalizer and the stores. Disposed on logout and quit.
 */
export class RealtimeService {
  readonly sockets = observable.map<string, StreamingSocket>({}, { deep: false });
  /** Whether streaming is wanted at all (a setting; off for scripts). */
  enabled = true;

  constructor(
    private readonly ports: Ports,
    private readonly entities: EntityStore,
    private readonly notices: NoticeStore,
    private readonly handlers: RealtimeHandlers,
  ) {
    makeObservable(this, { enabled: observable, setEnabled: action });
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
      onEvent: (event) => this.route(spec, event, client.serverHost),
      onReconnected: () => {
        this.notices.add('success', 'timeline.socket_reconnected');
        this.handlers.onReconnected(spec);
      },
      onBroken: (code) => {
        this.notices.add('error', 'timeline.socket_broke', { code });
      },
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
  }

  private route(spec: StreamSpec, event: StreamEvent, serverHost: string): void {
    switch (event.event) {
      case 'update':
      case 'status.update': {
        const result = normalizeStatus(event.payload, serverHost);
        if (!result) {
          this.ports.logger.warn(`Ignored an unreadable ${event.event} event`);
          return;
        }
        this.entities.ingest(result.bundle);
        if (event.event === 'update') this.handlers.onUpdate(spec, result.status.id);
        return;
      }
      case 'delete': {
        const id = typeof event.payload === 'string' ? event.payload : String(event.payload);
        this.entities.markDeleted(id);
        this.handlers.onDelete(id);
        return;
      }
      case 'notification':
        this.handlers.onNotification?.(event.payload);
        return;
      case 'filters_changed':
        return;
      default:
        this.ports.logger.warn(`Ignored unknown streaming event ${event.event}`);
    }
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
