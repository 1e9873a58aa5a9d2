import type { PageLinks } from './link';

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

export interface PaginateOptions<P> {
  /** The ids a page brings; a page with none new ends the walk (and is not yielded). */
  idsOf: (page: P) => readonly string[];
  direction?: 'next' | 'prev';
  start?: Record<string, string>;
  /** Told when the walk stopped because the server repeated itself, not because it ended. */
  onRepeat?: () => void;
}

/** Walk pages through `Link` headers (masto.js style): `for await (const page of ...)`. */
export async function* paginate<P extends { links: PageLinks }>(
  fetchPage: (params: Record<string, string>) => Promise<P>,
  options: PaginateOptions<P>,
): AsyncGenerator<P, void, undefined> {
  const direction = options.direction ?? 'next';
  let params: Record<string, string> | undefined = options.start ?? {};
  const asked = new Set<string>();
  const progress = new PageProgress();
  while (params) {
    const key = JSON.stringify(params);
    if (asked.has(key)) {
      // A server that links to the same page again would loop forever.
      options.onRepeat?.();
      return;
    }
    asked.add(key);
    const page: P = await fetchPage(params);
    const ids = options.idsOf(page);
    if (ids.length === 0) return; // the end: nothing more to show
    if (!progress.advance(ids)) {
      options.onRepeat?.();
      return;
    }
    yield page;
    params = page.links[direction];
  }
}
