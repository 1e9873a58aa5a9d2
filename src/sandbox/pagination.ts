import { compareIds } from './ids';
import type { Params } from './params';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 40;

export interface Page<T> {
  items: T[];
  /** The `Link` header value, or undefined when the page is empty (Pleroma sends none then). */
  link: string | undefined;
}

export function limitOf(query: Params, fallback = DEFAULT_LIMIT, max = MAX_LIMIT): number {
  const n = query.int('limit');
  if (n === undefined || n <= 0) return fallback;
  return Math.min(n, max);
}

/**
 * Mastodon/Pleroma id paging over items sorted newest first, keyed by `keyOf` (the status
 * id, or the id of the favourite/follow edge for lists of those).
 * - max_id: strictly older than it; since_id: strictly newer, newest `limit` of them;
 * - min_id: strictly newer, the `limit` immediately after it (still answered newest first).
 * The Link header repeats the other query parameters, like Pleroma's add_link_headers.
 */
export function paginate<T>(
  sortedNewestFirst: readonly T[],
  keyOf: (item: T) => string,
  query: Params,
  url: URL,
  opts: { offset?: boolean } = {},
): Page<T> {
  const limit = limitOf(query);
  const maxId = query.str('max_id');
  const sinceId = query.str('since_id');
  const minId = query.str('min_id');
  let items = sortedNewestFirst.filter((item) => {
    const k = keyOf(item);
    if (maxId && compareIds(k, maxId) >= 0) return false;
    if (sinceId && compareIds(k, sinceId) <= 0) return false;
    if (minId && compareIds(k, minId) <= 0) return false;
    return true;
  });
  if (minId && !sinceId) {
    items = items.slice(Math.max(0, items.length - limit));
  } else {
    const offset = opts.offset ? Math.max(0, query.int('offset') ?? 0) : 0;
    items = items.slice(offset, offset + limit);
  }
  if (items.length === 0) return { items, link: undefined };
  const first = keyOf(items[0]!);
  const last = keyOf(items[items.length - 1]!);
  return { items, link: linkHeader(url, last, first) };
}

/** `<...?max_id=LAST>; rel="next", <...?min_id=FIRST>; rel="prev"`. */
export function linkHeader(url: URL, nextMaxId: string, prevMinId: string): string {
  const build = (key: string, value: string): string => {
    const u = new URL(url.toString());
    for (const k of ['max_id', 'min_id', 'since_id', 'offset']) u.searchParams.delete(k);
    u.searchParams.set(key, value);
    return u.toString();
  };
  return `<${build('max_id', nextMaxId)}>; rel="next", <${build('min_id', prevMinId)}>; rel="prev"`;
}
