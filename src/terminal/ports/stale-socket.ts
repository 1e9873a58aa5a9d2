/**
 * A pooled keep-alive connection may have been closed by the server while it sat idle
 * (some servers close after every answer without sending `Connection: close`). The next
 * request on it then fails before any byte of its answer arrives. Such a request is sent
 * once more on a fresh connection, as curl and browsers do:
 *
 * - when the connection is known to be a reused one, whatever the method: the server
 *   closed it before the request arrived, so it never saw it (Chromium and curl resend
 *   POSTs in this case too; without it a password login fails on such servers, because
 *   its token request is the second one on the connection);
 * - when that is not known, only a request that may be sent twice (RFC 9110 §9.2.2).
 */

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
 * Whether a request that failed before its answer goes out once more on a fresh
 * connection. `reused` is what the engine knows (node:http's `req.reusedSocket`); undici
 * does not say, but its socket errors count the bytes the connection had read, and a
 * connection that had read some before this request was a reused one.
 */
export function shouldResend(
  method: string | undefined,
  error: unknown,
  reused?: boolean,
): boolean {
  const failure = deadConnection(error);
  if (!failure) return false;
  const known = reused ?? (failure.bytesRead === undefined ? undefined : failure.bytesRead > 0);
  if (known === true) return true;
  // A fresh connection closed unanswered: a resend would meet the same server.
  if (known === false) return false;
  return isIdempotent(method);
}

/** The dead-connection error in a cause chain, with the bytes its socket had read if known. */
function deadConnection(error: unknown): { bytesRead: number | undefined } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, socket, cause } = current as {
      code?: unknown;
      socket?: { bytesRead?: unknown };
      cause?: unknown;
    };
    if (typeof code === 'string' && STALE_CODES.has(code)) {
      const bytesRead = socket?.bytesRead;
      return { bytesRead: typeof bytesRead === 'number' ? bytesRead : undefined };
    }
    current = cause;
  }
  return undefined;
}
