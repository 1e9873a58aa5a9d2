/**
 * Compare status ids newest-first safely: Mastodon snowflakes are numeric strings of
 * varying length, Pleroma FlakeIDs are fixed-width base62, snac uses hex. Numeric ids
 * compare by length first; everything else lexically.
 */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : 1;
}

/** The newest id of a list, or undefined for an empty one. */
export function newestId(ids: Iterable<string>): string | undefined {
  let newest: string | undefined;
  for (const id of ids) if (newest === undefined || compareIds(id, newest) > 0) newest = id;
  return newest;
}

/** The newest and the oldest id met so far: where "newer" and "older" pages start. */
export class IdBounds {
  newest: string | undefined;
  oldest: string | undefined;

  include(ids: Iterable<string>): void {
    for (const id of ids) {
      if (this.newest === undefined || compareIds(id, this.newest) > 0) this.newest = id;
      if (this.oldest === undefined || compareIds(id, this.oldest) < 0) this.oldest = id;
    }
  }

  clear(): void {
    this.newest = undefined;
    this.oldest = undefined;
  }
}
