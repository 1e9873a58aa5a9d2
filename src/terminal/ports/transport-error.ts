/**
 * A request that never produced an HTTP answer: the server could not be reached, the
 * connection broke, or the time limit ran out. HTTP error statuses are answers, not this.
 *
 * `name` follows what a browser's fetch rejects with (`TimeoutError`, and a network failure
 * for everything else), so core code can branch on `error.name` without knowing which
 * platform made the request. A caller's own abort is not wrapped: it stays an `AbortError`.
 *
 * The message names only the origin, never the path or query, because URLs may carry
 * tokens (`access_token=` on streaming and some OAuth calls) and messages end up in logs.
 */
export class TransportError extends Error {
  override readonly name: 'TimeoutError' | 'NetworkError';
  readonly kind: 'timeout' | 'network';
  /** The origin (`https://host:port`) that was being contacted. */
  readonly origin: string;

  constructor(
    kind: 'timeout' | 'network',
    origin: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.kind = kind;
    this.origin = origin;
    this.name = kind === 'timeout' ? 'TimeoutError' : 'NetworkError';
  }
}

const TLS_CODES = /^(?:CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

/**
 * Turns undici's generic "fetch failed" into a sentence a user can act on. `proxies` are
 * the configured proxy URLs: when the failed connection was to one of them, the sentence
 * names the proxy, since that is what the user has to fix.
 */
export function describeNetworkFailure(
  origin: string,
  error: unknown,
  proxies: readonly string[] = [],
): string {
  const cause = rootCause(error);
  const code = errorCode(cause);
  const proxy = proxies.find((url) => failedAt(cause, url));
  if (proxy) {
    const what = `the proxy ${hostOf(proxy)}`;
    return `${describeCode(code, cause, what, what)} (proxy for ${hostOf(origin)})`;
  }
  const host = hostOf(origin);
  return describeCode(code, cause, host, `the server ${host}`);
}

/** `host` as it stands in a sentence; `named` where the sentence needs a noun. */
function describeCode(
  code: string | undefined,
  cause: unknown,
  host: string,
  named: string,
): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `Connection refused by ${host}`;
    case 'ENOTFOUND':
      return `Could not find ${named} (DNS lookup failed)`;
    case 'EAI_AGAIN':
      return `Could not look up ${host} (DNS temporarily unavailable)`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `Connection to ${host} was closed unexpectedly`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `Timed out connecting to ${host}`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `No network route to ${host}`;
  }
  const detail = cause instanceof Error ? cause.message : String(cause ?? 'unknown error');
  if (code && TLS_CODES.test(code)) return `Secure connection to ${host} failed: ${detail}`;
  return `Network error reaching ${host}: ${detail}`;
}

/** Whether a connection error came from connecting to `url` (a proxy). */
function failedAt(cause: unknown, url: string): boolean {
  if (typeof cause !== 'object' || cause === null) return false;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const where = cause as { address?: unknown; port?: unknown; hostname?: unknown };
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // DNS failures name the host; connection failures the address and port.
  if (where.hostname === host) return true;
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  return where.port === port && where.address === host;
}

/** undici nests the useful error (sometimes an AggregateError per address) under `cause`. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if (!(current instanceof Error)) return current;
    if (errorCode(current)) return current;
    if (current instanceof AggregateError && current.errors.length > 0) {
      current = current.errors[0];
      continue;
    }
    if (current.cause === undefined) return current;
    current = current.cause;
  }
  return current;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
