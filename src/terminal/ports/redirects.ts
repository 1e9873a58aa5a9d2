import { RefusedAnswerError } from '../../core/errors';
import type { FetchInit } from '../../core/ports';

/** Redirects followed before giving up; the API never needs more than one or two. */
export const MAX_REDIRECTS = 5;

/** One request of a redirect chain. Headers keep the caller's spelling. */
export interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: FetchInit['body'];
}

/** What the policy needs to know of an answer. */
export interface RedirectableAnswer {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  /** Drop the answer's body unread. */
  discard(): void;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that prove who the user is: they never leave the origin they were meant for. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** Headers that describe a body, dropped with it. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Sends `first` with `send` (one exchange, no redirects of its own) and follows redirects as
 * browsers do, with the token kept to its origin:
 * - 303, and 301/302 after a POST, become a GET without body (the fetch standard's rule);
 * - a redirect that changes scheme, host or port drops `Authorization` and cookies for the
 *   rest of the chain, and one that would carry a body there (307/308) is refused;
 * - at most `maxRedirects` are followed, then the chain is refused.
 * Engines that could follow redirects themselves (undici) are asked not to, so this is the
 * one place the rule lives.
 */
export async function followRedirects<A extends RedirectableAnswer>(
  first: Hop,
  send: (hop: Hop) => Promise<A>,
  maxRedirects: number = MAX_REDIRECTS,
): Promise<A> {
  let hop = first;
  for (let followed = 0; ; followed++) {
    const answer = await send(hop);
    const location = REDIRECT_STATUSES.has(answer.status) ? answer.headers.get('location') : null;
    // A 3xx without Location is an answer like any other (fetch does the same).
    if (location === null) return answer;
    answer.discard();
    if (followed >= maxRedirects) {
      throw new RefusedAnswerError(
        'too-many-redirects',
        `too many redirects (more than ${maxRedirects}) starting at ${first.url.host}`,
      );
    }
    hop = nextHop(hop, answer.status, location);
  }
}

/** The request a redirect asks for, or a refusal when following it would be unsafe. */
export function nextHop(hop: Hop, status: number, location: string): Hop {
  // Messages name hosts only: URLs may carry tokens and messages end up in logs.
  const from = hop.url.host;
  let url: URL;
  try {
    url = new URL(location, hop.url);
  } catch {
    throw new RefusedAnswerError('unsafe-redirect', `${from} redirected to an invalid address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedAnswerError(
      'unsafe-redirect',
      `${from} redirected to a ${url.protocol} address; not followed`,
    );
  }
  let { method, body, headers } = hop;
  const becomesGet =
    status === 303 ? method !== 'GET' && method !== 'HEAD' : status < 307 && method === 'POST';
  if (becomesGet) {
    method = 'GET';
    body = undefined;
    headers = without(headers, BODY_HEADERS);
  }
  if (url.origin !== hop.url.origin) {
    if (body !== undefined) {
      throw new RefusedAnswerError(
        'unsafe-redirect',
        `${from} redirected a ${method} request to another server (${url.host}); not followed, so its body was not sent there`,
      );
    }
    headers = without(headers, CREDENTIAL_HEADERS);
  }
  return { url, method, headers, body };
}

function without(headers: Record<string, string>, names: Set<string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase())),
  );
}
