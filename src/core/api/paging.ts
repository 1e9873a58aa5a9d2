import { compareIds } from '../model/ids';
import type { HttpAnswer, HttpClient, Query } from './http';

/**
 * The one page/cursor type of every paged list (timelines, notifications, account lists,
 * the stores and the CLI). masto.js-style: the server's `Link` header says where the next
 * and previous pages are, and that URL is followed verbatim, whatever its cursor parameters
 * are called (`max_id`, Pleroma's `older_than`, an offset ...). A server that sends no `Link`
 * header is paged by ids: `max_id` below the last item, `min_id` above the first.
 *
 * Platform-free: no DOM, no Node.
 */
export type PageCursor =
  /** A `Link` target on the client's own origin (a token never leaves its origin). */
  | { readonly url: string }
  /** Id bounds, when the server gave no `Link` header (or for polling: `min_id`). */
  | { readonly maxId?: string; readonly minId?: string };

/** Where the pages beside this one start; undefined: the server has no more that way. */
export interface PageCursors {
  next?: PageCursor;
  prev?: PageCursor;
}

/** The cursor that asks for what came after `newestId`: `min_id` (some servers ignore `since_id`). */
export function newerThan(newestId: string | undefined): PageCursor | undefined {
  return newestId === undefined ? undefined : { minId: newestId };
}

/**
 * The cursors of an answer whose items have `ids`. With a `Link` header, its same-origin
 * targets (no `next`: the last page). Without one, id bounds from the oldest and newest item
 * unless `idFallback` is off (lists ordered by something else than their ids, such as
 * favourites, cannot be paged by item id).
 */
export function cursorsOf(
  http: HttpClient,
  answer: HttpAnswer,
  ids: readonly string[],
  idFallback = true,
): PageCursors {
  if (answer.linkUrls.next !== undefined || answer.linkUrls.prev !== undefined) {
    const cursors: PageCursors = {};
    const next = sameOrigin(http, answer.linkUrls.next);
    const prev = sameOrigin(http, answer.linkUrls.prev);
    if (next) cursors.next = { url: next };
    if (prev) cursors.prev = { url: prev };
    if (next || prev || !idFallback) return cursors;
    // Only links to another origin: page by ids as if there were none.
  }
  if (!idFallback || ids.length === 0) return {};
  let oldest = ids[0] as string;
  let newest = oldest;
  for (const id of ids) {
    if (compareIds(id, oldest) < 0) oldest = id;
    if (compareIds(id, newest) > 0) newest = id;
  }
  return { next: { maxId: oldest }, prev: { minId: newest } };
}

function sameOrigin(http: HttpClient, target: string | undefined): string | undefined {
  if (target === undefined) return undefined;
  try {
    const url = new URL(target, http.baseUrl);
    return url.origin === new URL(http.baseUrl).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET one page of the list at `path`: at `cursor` when given (a `Link` target as it is, with
 * only the parameters it lacks added from `query`, or id bounds), else the first page.
 */
export function requestPage(
  http: HttpClient,
  path: string,
  query: Query,
  cursor: PageCursor | undefined,
): Promise<HttpAnswer> {
  if (cursor === undefined) return http.request('GET', path, { query });
  if ('url' in cursor) {
    const url = new URL(cursor.url);
    const linked = new Set([...url.searchParams.keys()].map((key) => key.replace(/\[\]$/, '')));
    const extra: Query = {};
    for (const [key, value] of Object.entries(query)) {
      if (!linked.has(key.replace(/\[\]$/, ''))) extra[key] = value;
    }
    return http.request('GET', url.href, { query: extra });
  }
  return http.request('GET', path, {
    query: { ...query, max_id: cursor.maxId, min_id: cursor.minId, since_id: undefined },
  });
}

/** What a walk needs of a page: the ids it brought and where the next one starts. */
export interface WalkedPage {
  ids: readonly string[];
  cursors: PageCursors;
}

/**
 * The one guard every pager shares: remembers the ids pages brought, so a server that
 * answers with a fresh cursor but the same entries (a looping `Link` header) is noticed
 * and paging stops instead of running forever and holding every copy in memory.
 */
export class PageProgress {
  private readonly seen = new Set<string>();

  /** Records a page's ids; false when none of them is new (the server is going in circles). */
  advance(ids: Iterable<string>): boolean {
    let fresh = false;
    for (const id of ids) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      fresh = true;
    }
    return fresh;
  }

  /** Forget what was seen (a first page starts the list again). */
  reset(): void {
    this.seen.clear();
  }
}

/**
 * One walk through a list in one direction: remembers where the next page starts and ends
 * when the server has no more, or when a page brings no id this walk has not seen (a server
 * that links back to a page it sent, or ignores the cursor, would page forever).
 */
export class PageWalker {
  /** Where the next page starts; undefined before the first page and after the last. */
  cursor: PageCursor | undefined;
  done = false;
  /** The walk ended because a non-empty page brought nothing new (the server loops). */
  looped = false;
  private readonly progress = new PageProgress();
  /** The server pages this list by `Link`: a page without one is the last (Mastodon). */
  private byLink = false;

  constructor(readonly direction: 'next' | 'prev' = 'next') {}

  /** Take a page; true when it brought an id this walk had not seen. */
  take(page: WalkedPage): boolean {
    const fresh = this.progress.advance(page.ids);
    const cursor = page.cursors[this.direction];
    const linked = cursor !== undefined && 'url' in cursor;
    this.cursor = this.byLink && !linked ? undefined : cursor;
    this.byLink ||= linked;
    this.looped = !fresh && page.ids.length > 0;
    if (!fresh || this.cursor === undefined) this.done = true;
    return fresh;
  }

  /** Start over (a reload, or paging from what is shown after the list was cut). */
  reset(cursor?: PageCursor): void {
    this.cursor = cursor;
    this.done = false;
    this.looped = false;
    this.byLink = false;
    this.progress.reset();
  }
}

export interface WalkOptions {
  direction?: 'next' | 'prev';
  /** Where the first page starts (undefined: the newest). */
  start?: PageCursor;
  /** Told when the walk stopped because the server repeated itself, not because it ended. */
  onRepeat?: () => void;
}

/**
 * Walk pages (masto.js style): `for await (const page of walkPages(fetch))`. The first page is
 * fetched at `start`, then each page at the cursor the last one gave, until the server has no
 * more or a page brings nothing new (such a page, an empty one included, is not yielded).
 */
export async function* walkPages<P extends WalkedPage>(
  fetchPage: (cursor: PageCursor | undefined) => Promise<P>,
  options: WalkOptions = {},
): AsyncGenerator<P, void, undefined> {
  const walk = new PageWalker(options.direction ?? 'next');
  let cursor = options.start;
  while (!walk.done) {
    const page = await fetchPage(cursor);
    if (walk.take(page)) yield page;
    else if (walk.looped) options.onRepeat?.();
    cursor = walk.cursor;
  }
}
