import { action, makeObservable, observable } from 'mobx';
import type { ClockPort, LoggerPort, SocketFactory, SocketLike, TimerHandle } from '../ports';

/** Spec part 1 §4: the streaming socket's numeric states. */
export const SocketStatus = {
  JOINED: 1,
  CLOSED: 2,
  ERROR: 3,
  DISABLED: 4,
  STARTING: 5,
  STARTING_INITIAL: 6,
} as const;
export type SocketStatusValue = (typeof SocketStatus)[keyof typeof SocketStatus];

/** Spec: the retry multiplier starts at 1 and is capped at 3; delay = multiplier seconds. */
export const RETRY_MULTIPLIER_CAP = 3;
/**
 * How long a connection attempt may take before it counts as failed. A server can accept
 * the TCP connection and never answer the handshake (a plain-HTTP port behind a `wss:`
 * address, a stalled proxy); without a bound the stream would wait silently forever.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Close codes after which we do not reconnect (normal closure, going away). */
export const FINAL_CLOSE_CODES: readonly number[] = [1000, 1001];

/** A decoded streaming event: `{ event, payload }` with the payload's JSON parsed. */
export interface StreamEvent {
  event: string;
  payload: unknown;
  stream: string[];
}

export interface StreamingSocketOptions {
  url: string;
  factory: SocketFactory | undefined;
  clock: ClockPort;
  logger: LoggerPort;
  onEvent: (event: StreamEvent) => void;
  /** Called after a reconnect succeeded (fill the gap, show a success notice). */
  onReconnected?: () => void;
  /** Called when the socket broke with a close code (error notice). */
  onBroken?: (code: number) => void;
  /** Called once when the first connection never opened (the server does not stream). */
  onFailed?: () => void;
  /** Limit for each connection attempt; default `CONNECT_TIMEOUT_MS`. */
  connectTimeoutMs?: number;
}

/**
 * The streaming WebSocket as the spec's state machine. A socket that never opened counts
 * as "this server does not stream" and becomes DISABLED (polling takes over; onFailed);
 * one that was joined and then broke reconnects after multiplier seconds.
 */
export class StreamingSocket {
  status: SocketStatusValue = SocketStatus.CLOSED;
  retryMultiplier = 1;
  lastCloseCode: number | null = null;

  private socket: SocketLike | undefined;
  private retryTimer: TimerHandle | undefined;
  private connectTimer: TimerHandle | undefined;
  private everJoined = false;
  private stopped = false;

  constructor(private readonly options: StreamingSocketOptions) {
    makeObservable<StreamingSocket, 'setStatus' | 'onOpen' | 'onClosed'>(this, {
      status: observable,
      retryMultiplier: observable,
      lastCloseCode: observable,
      setStatus: action,
      onOpen: action,
      onClosed: action,
    });
  }

  get isJoined(): boolean {
    return this.status === SocketStatus.JOINED;
  }

  start(): void {
    this.stopped = false;
    if (!this.options.factory) {
      this.setStatus(SocketStatus.DISABLED);
      return;
    }
    this.connect(SocketStatus.STARTING_INITIAL);
  }

  /** Close on purpose (logout, quit): no reconnect. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== undefined) this.options.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.drop(1000);
    this.setStatus(SocketStatus.CLOSED);
  }

  /** Detach and close the current socket; nothing it does later reaches this machine. */
  private drop(code: number): void {
    this.clearConnectTimer();
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onclose = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onopen = null;
    try {
      socket.close(code);
    } catch {
      // already closed, or never opened
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== undefined) this.options.clock.clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
  }

  private connect(status: SocketStatusValue): void {
    this.setStatus(status);
    let socket: SocketLike;
    try {
      socket = this.options.factory!(this.options.url);
    } catch (error) {
      this.options.logger.warn('Streaming socket could not be created', error);
      this.onClosed(1006);
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.onOpen();
    socket.onmessage = (message) => this.onMessage(message.data);
    socket.onerror = () => {
      // 'close' always follows 'error'; the state change happens there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.clearConnectTimer();
      this.socket = undefined;
      this.onClosed(event.code);
    };
    // An attempt that neither opens nor fails in time is given up as a failed one (1006).
    this.connectTimer = this.options.clock.setTimeout(() => {
      this.connectTimer = undefined;
      if (this.socket !== socket) return;
      this.options.logger.warn('Streaming connection attempt timed out');
      this.drop(1000);
      this.onClosed(1006);
    }, this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  }

  private onOpen(): void {
    this.clearConnectTimer();
    const reconnected = this.everJoined;
    this.everJoined = true;
    this.retryMultiplier = 1;
    this.setStatus(SocketStatus.JOINED);
    if (reconnected) this.options.onReconnected?.();
  }

  private onClosed(code: number): void {
    this.lastCloseCode = code;
    if (this.stopped) return;
    if (!this.everJoined) {
      // Never joined: this server has no usable streaming; poll instead.
      this.setStatus(SocketStatus.DISABLED);
      this.options.onFailed?.();
      return;
    }
    if (FINAL_CLOSE_CODES.includes(code)) {
      this.setStatus(SocketStatus.CLOSED);
      return;
    }
    // One notice per outage, not one per failed retry.
    if (this.status === SocketStatus.JOINED) this.options.onBroken?.(code);
    this.setStatus(SocketStatus.ERROR);
    const delay = this.retryMultiplier * 1000;
    this.retryMultiplier = Math.min(this.retryMultiplier + 1, RETRY_MULTIPLIER_CAP);
    this.retryTimer = this.options.clock.setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) this.connect(SocketStatus.STARTING);
    }, delay);
  }

  private onMessage(data: unknown): void {
    const event = parseStreamMessage(data);
    if (event) this.options.onEvent(event);
    else this.options.logger.warn('Ignored an unreadable streaming message');
  }

  private setStatus(status: SocketStatusValue): void {
    this.status = status;
  }
}

/** Mastodon sends `{"event": "update", "payload": "<JSON string>", "stream": [...]}`. */
export function parseStreamMessage(data: unknown): StreamEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object') return undefined;
  const record = message as Record<string, unknown>;
  if (typeof record.event !== 'string') return undefined;
  let payload: unknown = record.payload;
  if (typeof payload === 'string' && /^\s*[[{"]/.test(payload)) {
    try {
      payload = JSON.parse(payload);
    } catch {
      // a delete payload is a bare id string, kept as is
    }
  }
  const stream = Array.isArray(record.stream)
    ? record.stream.filter((s): s is string => typeof s === 'string')
    : [];
  return { event: record.event, payload, stream };
}
