/**
 * Browser implementations of the core's ports (src/core/ports.ts): window.fetch, the
 * DOM WebSocket, localStorage-backed storage and secrets, the real clock, a console
 * logger (warn/error only), window.open (the Notification API comes later: notify/).
 */
import {
  type FetchPort,
  type FrameScheduler,
  type LoggerPort,
  memoryStorage,
  type OpenerPort,
  type Ports,
  type SocketFactory,
  type SocketLike,
  type StoragePort,
  systemClock,
} from '../core/ports';
import { SECRETS_PREFIX, STATE_PREFIX } from './storage-layout';

/** What `browserPorts` found out about the page while building the ports. */
export interface BrowserPortsResult {
  ports: Ports;
  /** False when localStorage is missing or refuses writes (private mode, disabled). */
  storageAvailable: boolean;
}

const fetchPort: FetchPort = (input, init) => window.fetch(input, init);

/**
 * The web client reaches its server only through the page's own origin (the `petrel web`
 * server proxies the API). Streaming URLs the instance announces point at the API server
 * itself, so a socket URL keeps its path and query but is sent to this origin.
 */
export function toPageOrigin(url: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const target = new URL(url);
  target.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  target.host = location.host;
  return target.toString();
}

/**
 * The server the page's origin stands in for, as `petrel web` names it in
 * `<meta name="petrel-server">`; undefined when the page is served without it (Vite's dev
 * server), and then the origin is all there is.
 */
export function proxiedServer(doc: Pick<Document, 'querySelector'>): string | undefined {
  const content = doc.querySelector('meta[name="petrel-server"]')?.getAttribute('content');
  if (!content) return undefined;
  try {
    const url = new URL(content);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Adapts the DOM WebSocket (typed `Event` handlers) to the core's `SocketLike`. */
class BrowserSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  private readonly socket: WebSocket;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.onopen = (ev) => this.onopen?.(ev);
    this.socket.onclose = (ev) => this.onclose?.({ code: ev.code, reason: ev.reason });
    this.socket.onerror = (ev) => this.onerror?.(ev);
    this.socket.onmessage = (ev) => this.onmessage?.({ data: ev.data });
  }

  get readyState(): number {
    return this.socket.readyState;
  }

  send(data: string): void {
    this.socket.send(data);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
}

const socketFactory: SocketFactory = (url) => new BrowserSocket(toPageOrigin(url, window.location));

/**
 * JSON values in localStorage under a prefix; undefined for missing or unreadable values.
 * An unreadable one is logged only (spec part 1 §8 "persisted state load failure: logged
 * only"): the page starts with the default and the next save replaces it.
 */
export function localStoragePort(
  storage: Storage,
  prefix: string,
  logger?: LoggerPort,
): StoragePort {
  return {
    get<T>(key: string): T | undefined {
      const raw = storage.getItem(prefix + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch (error) {
        logger?.warn(`Stored ${key} unreadable`, error);
        return undefined;
      }
    },
    set<T>(key: string, value: T): void {
      storage.setItem(prefix + key, JSON.stringify(value));
    },
    delete(key: string): void {
      storage.removeItem(prefix + key);
    },
  };
}

function probeLocalStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = '__petrel_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * Streamed events are applied at the next animation frame; a timer stands in when frames
 * stop (a hidden tab), so notifications still arrive.
 */
const FRAME_FALLBACK_MS = 250;
const animationFrame: FrameScheduler = (run) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, FRAME_FALLBACK_MS);
};

export const consoleLogger: LoggerPort = {
  debug: () => {},
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};

const opener: OpenerPort = (url) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** The ports for a page; falls back to memory storage when localStorage is unusable. */
export function browserPorts(): BrowserPortsResult {
  const local = probeLocalStorage();
  return {
    ports: {
      fetch: fetchPort,
      socket: typeof WebSocket === 'undefined' ? undefined : socketFactory,
      storage: local ? localStoragePort(local, STATE_PREFIX, consoleLogger) : memoryStorage(),
      // Tokens live in localStorage like every Mastodon web client keeps them; a separate
      // prefix keeps them out of exported settings.
      secrets: local ? localStoragePort(local, SECRETS_PREFIX, consoleLogger) : memoryStorage(),
      clock: systemClock,
      frame: typeof requestAnimationFrame === 'function' ? animationFrame : undefined,
      logger: consoleLogger,
      open: opener,
      // Desktop notifications: installed by the layout's lazy chunk (notify/DesktopNotifier).
    },
    storageAvailable: local !== undefined,
  };
}
