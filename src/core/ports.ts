/**
 * What the platform must provide to the core. `src/core` never imports Node, DOM or
 * renderer modules; Node (src/terminal/ports), the browser (src/web/ports) and tests
 * (fakes or the sandbox) each supply these.
 */

/** The subset of WHATWG fetch the API client uses. */
export type FetchPort = (input: string, init?: FetchInit) => Promise<FetchResponse>;

export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  /** A string (JSON or urlencoded) or FormData for multipart uploads. */
  body?: string | FormData;
  signal?: AbortSignal;
}

export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** Minimal WebSocket surface shared by the browser's WebSocket and the `ws` package. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** Synchronous key/value storage (conf on Node, localStorage in the browser). */
export interface StoragePort {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  delete(key: string): void;
}

export type TimerHandle = unknown;

/** Time source and timers; tests drive a fake clock. */
export interface ClockPort {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * Runs a callback once, at the next frame the face draws (the browser's
 * requestAnimationFrame). Streamed events are applied once per frame through it, so a
 * flood costs one store update and one render per frame, not one per event.
 */
export type FrameScheduler = (run: () => void) => void;

export interface LoggerPort {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Opens a URL outside the app (system browser / new tab). */
export type OpenerPort = (url: string) => void;

/**
 * What a click on a desktop notification opens: the status it is about, the chat with its
 * sender (a chat message), or the sender's profile (follows, moves).
 */
export type NotificationTarget =
  | { kind: 'status'; id: string }
  | { kind: 'chat'; accountId: string }
  | { kind: 'account'; id: string; acct: string };

/** What a desktop notification may carry beside its words. */
export interface NotifierOptions {
  /** An image URL shown beside it (the account's avatar). */
  icon?: string;
  /** What a click on it opens (after focusing the app). */
  target?: NotificationTarget;
}

/** Desktop notification; returns a closer. Optional: terminals may not have one. */
export type NotifierPort = (
  title: string,
  body: string,
  options?: NotifierOptions,
) => { close(): void } | undefined;

export interface Ports {
  fetch: FetchPort;
  socket: SocketFactory | undefined;
  /** Preferences and cached non-secret data. */
  storage: StoragePort;
  /** Access tokens and client secrets (owner-only file on Node). */
  secrets: StoragePort;
  clock: ClockPort;
  /** Absent: a timer of the clock port (`STREAM_FRAME_MS`), as the terminal and tests use. */
  frame?: FrameScheduler;
  logger: LoggerPort;
  open?: OpenerPort;
  notify?: NotifierPort;
}

/** Real timers, usable on every platform. */
export const systemClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A logger that drops everything (scripting output must stay clean). */
export const silentLogger: LoggerPort = {
  debug: () => {},
  warn: () => {},
  error: () => {},
};

/** In-memory storage for tests and throwaway sessions. */
export function memoryStorage(initial: Record<string, unknown> = {}): StoragePort {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    get: <T>(key: string) => data.get(key) as T | undefined,
    set: (key, value) => {
      data.set(key, value);
    },
    delete: (key) => {
      data.delete(key);
    },
  };
}
