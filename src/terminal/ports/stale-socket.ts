/**
 * A pooled keep-alive connection may have been closed by the server while it sat idle
 * (some servers close after every answer without sending `Connection: close`). The next
 * request on it then fails before any byte of its answer arrives. Like curl and browsers,
 * such a request is sent once more on a fresh connection, but only when sending it twice
 * cannot change anything on the server (RFC 9110 §9.2.2).
 */

/** Methods that may be sent twice (POST and PATCH never are). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
  'OPTIONS',
]);

/**
 * How a dead connection shows: reset, broken pipe, or Node's "socket hang up" (code
 * ECONNRESET) and undici's "other side closed" (UND_ERR_SOCKET).
 */
const STALE_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function isIdempotent(method: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has((method ?? 'GET').toUpperCase());
}

/**
 * Whether a failure before the answer is what a stale pooled connection gives. `reused`
 * is what the engine knows about the connection (node:http's `req.reusedSocket`); when it
 * does not know (undici), a connection that had already read bytes was a reused one.
 */
export function isStaleSocketFailure(error: unknown, reused?: boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, socket, cause } = current as {
      code?: unknown;
      socket?: { bytesRead?: unknown };
      cause?: unknown;
    };
    if (typeof code === 'string' && STALE_CODES.has(code)) {
      if (reused !== undefined) return reused;
      // undici's SocketError carries the socket's counters: none read means a fresh
      // connection the server closed unanswered, which a resend would not fix.
      return typeof socket?.bytesRead === 'number' ? socket.bytesRead > 0 : true;
    }
    current = cause;
  }
  return false;
}
