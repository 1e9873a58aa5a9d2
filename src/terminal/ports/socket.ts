import WebSocket, { type RawData } from 'ws';
import type { SocketFactory, SocketLike } from '../../core/ports';
import { socketAgentFor } from './socket-proxy';

export interface NodeSocketOptions {
  /** Time allowed for the opening handshake; default 15 000 ms. */
  handshakeTimeoutMs?: number;
  /** Largest message accepted; default 16 MiB (a streaming event is a few KiB). */
  maxPayloadBytes?: number;
}

/**
 * Wraps a `ws` WebSocket into the browser-like `SocketLike` the core's streaming code uses.
 *
 * - Messages always arrive as strings (`ws` hands out Buffers); the streaming API is text.
 * - `onclose` gets `{ code, reason }` with the reason decoded; a connection that never opens
 *   reports `onerror` then `onclose` with 1006, as browsers do.
 * - An `error` listener is always attached: an EventEmitter `error` without one would throw
 *   and end the process, which must never happen because a server hung up.
 * - Proxy variables apply as they do to HTTP requests (socket-proxy.ts): through a proxy
 *   the socket is tunnelled with CONNECT.
 * - A handshake answered with a redirect fails (`onerror`, then `onclose` 1006); it is
 *   never followed.
 */
export function createNodeSocketFactory(options: NodeSocketOptions = {}): SocketFactory {
  return (url) => wrap(url, options);
}

/** The socket factory with default limits. */
export const nodeSocketFactory: SocketFactory = createNodeSocketFactory();

function wrap(url: string, options: NodeSocketOptions): SocketLike {
  const ws = new WebSocket(url, {
    agent: socketAgentFor(url),
    handshakeTimeout: options.handshakeTimeoutMs ?? 15_000,
    // Never follow a redirected handshake (browsers don't either): the token rides in the
    // URL's `access_token`, and a followed chain could hand it, or the protocols header,
    // to another origin. `ws` defaults to this today; it is pinned so it stays so.
    followRedirects: false,
    maxPayload: options.maxPayloadBytes ?? 16 * 1024 * 1024,
  });

  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };

  ws.on('open', () => socket.onopen?.({ type: 'open' }));
  ws.on('message', (data: RawData) => socket.onmessage?.({ data: rawToString(data) }));
  ws.on('error', (error: Error) => socket.onerror?.(error));
  ws.on('close', (code: number, reason: Buffer) =>
    socket.onclose?.({ code, reason: reason.toString('utf8') }),
  );
  return socket;
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
