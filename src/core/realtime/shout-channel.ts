import type { Push } from 'phoenix';
import type { SocketFactory } from '../ports';

/** Spec part 1 §7: the shoutbox is the channel `chat:public` on the server's `/socket`. */
export const SHOUT_TOPIC = 'chat:public';

/**
 * Spec part 2 §4 (realtime sockets): a broken connection is retried after 1 s times a
 * multiplier that starts at 1 and is capped at 3. The shoutbox's socket follows the same
 * rule (phoenix counts the tries from 1).
 */
export function shoutReconnectDelay(tries: number): number {
  return Math.min(Math.max(tries, 1), 3) * 1000;
}

/** A shout as the server sends it, checked at the edge. */
export interface ShoutMessage {
  id: string;
  text: string;
  author: { id: string; username: string; acct: string; avatar: string };
}

export interface ShoutChannelEvents {
  /** The channel join was answered ok (again after every reconnect). */
  joined(): void;
  /** The server's kept messages, oldest first (sent after each join). */
  messages(list: ShoutMessage[]): void;
  /** One new message (everyone's, one's own too). */
  message(message: ShoutMessage): void;
  /** The channel closed or errored (the socket reconnects on its own unless closed). */
  left(reason: 'error' | 'closed'): void;
}

export interface ShoutChannel {
  /** Sends a text; Pleroma answers nothing, the broadcast is the acknowledgement. */
  push(text: string, timeoutMs: number): void;
  close(): void;
}

/** `https://host/x` -> `wss://host/socket` (phoenix appends `/websocket`). */
export function shoutSocketUrl(serverBase: string): string {
  const url = new URL(serverBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/socket';
  url.search = '';
  url.hash = '';
  return url.toString();
}

/**
 * Opens the shoutbox channel with the maintained Phoenix client (`phoenix`, MIT), loaded on
 * demand so no face pays for it before the shoutbox is used. The platform's socket factory
 * is its transport (`ws` on Node, the browser's WebSocket on the web), so the token goes
 * only to the server's own `/socket`.
 */
export async function openShoutChannel(options: {
  serverBase: string;
  token: string;
  factory: SocketFactory;
  events: ShoutChannelEvents;
}): Promise<ShoutChannel> {
  const { Socket } = await import('phoenix');
  const { factory, events } = options;
  // phoenix calls `new transport(url)`; a constructor may hand back another object.
  const transport = function Transport(url: string) {
    return factory(url);
  } as unknown as new (
    endpoint: string,
  ) => object;
  const socket = new Socket(shoutSocketUrl(options.serverBase), {
    params: { token: options.token },
    transport,
    reconnectAfterMs: shoutReconnectDelay,
    rejoinAfterMs: shoutReconnectDelay,
  });
  const channel = socket.channel(SHOUT_TOPIC, {});
  channel.on('messages', (payload: unknown) => {
    const list = (payload as { messages?: unknown } | undefined)?.messages;
    events.messages(Array.isArray(list) ? list.flatMap((m) => shoutMessageOf(m) ?? []) : []);
  });
  channel.on('new_msg', (payload: unknown) => {
    const message = shoutMessageOf(payload);
    if (message) events.message(message);
  });
  channel.onError(() => events.left('error'));
  channel.onClose(() => events.left('closed'));
  socket.connect();
  channel.join().receive('ok', () => events.joined());
  // Pleroma never answers a shout, so each push's reply timer runs its whole course, and a
  // leave's runs on when the connection closes before the answer: on Node a pending timer
  // kept `petrel shout` alive 10 s after "Shouted". Closing cancels them (see `unwait`).
  const waiting = new Set<Push>();
  return {
    push: (text, timeoutMs) => {
      const push = channel.push('new_msg', { text }, timeoutMs);
      waiting.add(push);
      const done = () => waiting.delete(push);
      push.receive('ok', done).receive('error', done).receive('timeout', done);
    },
    close: () => {
      for (const push of waiting) unwait(push);
      waiting.clear();
      const leave = channel.leave();
      socket.disconnect(() => unwait(leave));
    },
  };
}

/**
 * Stops waiting for a push's reply: phoenix's `Push#cancelTimeout` (its own, though its
 * documentation marks it private; a phoenix without it keeps the old wait, nothing worse).
 */
function unwait(push: Push): void {
  (push as Push & { cancelTimeout?: () => void }).cancelTimeout?.();
}

/** Normalizes one message; a broken one is skipped. */
export function shoutMessageOf(raw: unknown): ShoutMessage | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  const author = (typeof m.author === 'object' && m.author) as Record<string, unknown> | false;
  if (!author || typeof m.text !== 'string') return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const username = str(author.username) || str(author.nickname) || str(author.acct);
  if (!username) return undefined;
  return {
    id: str(m.id),
    text: m.text,
    author: {
      id: str(author.id),
      username,
      acct: str(author.acct) || username,
      avatar: str(author.avatar),
    },
  };
}
