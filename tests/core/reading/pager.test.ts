import { describe, expect, it } from 'vitest';
import type { PageCursor } from '../../../src/core/api/paging';
import { EntityStore } from '../../../src/core/model/entities';
import { type IdPage, IdPager, type LoadStatus, PageRequests } from '../../../src/core/model/pager';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page whose next one starts below `next` (a server without `Link` headers). */
const page = (ids: string[], next?: string): IdPage => ({
  ids,
  bundle: { accounts: [], statuses: [] },
  next: next === undefined ? undefined : { maxId: next },
});

const at = (cursor: PageCursor | undefined) =>
  cursor !== undefined && 'maxId' in cursor ? cursor.maxId : undefined;

describe('PageRequests', () => {
  it('a newer first load drops the older answer, whichever comes first', async () => {
    const requests = new PageRequests();
    const status: LoadStatus = { state: 'idle', error: null };
    const applied: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = requests.first(status, {
      fetch: () => older.promise,
      apply: (a) => applied.push(a),
    });
    const second = requests.first(status, {
      fetch: () => newer.promise,
      apply: (a) => applied.push(a),
    });
    newer.resolve('new');
    older.reject(new Error('late failure'));
    await Promise.all([first, second]);
    expect(applied).toEqual(['new']);
    expect(status).toEqual({ state: 'loaded', error: null });
  });

  it('a cancelled "load more" neither applies nor clears the new round\'s busy flag', async () => {
    const requests = new PageRequests();
    const status: LoadStatus = { state: 'loaded', error: null };
    const busy: boolean[] = [];
    const answer = deferred<string>();
    const running = requests.more(status, {
      busy: (on) => busy.push(on),
      fetch: () => answer.promise,
      apply: () => busy.push(false),
    });
    requests.cancel();
    answer.resolve('late');
    await running;
    expect(busy).toEqual([true]);
  });
});

describe('IdPager', () => {
  it('pages by cursor, shows an id once, and bottoms out without a next cursor', async () => {
    const cursors: Array<string | undefined> = [];
    const pages = new Map<string | undefined, IdPage>([
      [undefined, page(['a', 'b'], 'b')],
      ['b', page(['b', 'c'], 'c')],
      ['c', page(['d'])],
    ]);
    const pager = new IdPager(async (cursor) => {
      cursors.push(at(cursor));
      return pages.get(at(cursor))!;
    }, new EntityStore());
    await pager.loadMore(); // not loaded yet: nothing to continue
    await pager.loadInitial();
    await pager.loadMore();
    expect(pager.ids).toEqual(['a', 'b', 'c']);
    await pager.loadMore();
    expect(pager.ids).toEqual(['a', 'b', 'c', 'd']);
    expect(pager.bottomedOut).toBe(true);
    await pager.loadMore();
    expect(cursors).toEqual([undefined, 'b', 'c']);
  });

  it('runs one "load more" at a time', async () => {
    const answer = deferred<IdPage>();
    let calls = 0;
    const pager = new IdPager(async (cursor) => {
      calls += 1;
      return cursor === undefined ? page(['a'], 'a') : answer.promise;
    }, new EntityStore());
    await pager.loadInitial();
    const running = pager.loadMore();
    expect(pager.loadingMore).toBe(true);
    await pager.loadMore();
    answer.resolve(page(['b']));
    await running;
    expect(calls).toBe(2);
    expect(pager.loadingMore).toBe(false);
    expect(pager.ids).toEqual(['a', 'b']);
  });
});

describe('IdPager stops a server that pages forever', () => {
  it('a page that brings no new id bottoms out, even with a next cursor', async () => {
    let calls = 0;
    const pager = new IdPager(async () => {
      calls += 1;
      return page(['a', 'b'], 'b'); // ignores the cursor: the same page again
    }, new EntityStore());
    await pager.loadInitial();
    await pager.loadMore();
    expect(pager.bottomedOut).toBe(true);
    await pager.loadMore();
    expect(calls).toBe(2);
    expect(pager.ids).toEqual(['a', 'b']);
  });
});
