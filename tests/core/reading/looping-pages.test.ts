import { describe, expect, it } from 'vitest';
import { PageProgress, walkPages } from '../../../src/core/api/client';
import { EntityStore } from '../../../src/core/model/entities';
import { NotificationsStore } from '../../../src/core/model/notifications';
import { type IdPage, IdPager } from '../../../src/core/model/pager';
import { defaultPreferences } from '../../../src/core/model/preferences';
import { TimelineStore } from '../../../src/core/model/timeline';
import { silentLogger } from '../../../src/core/ports';
import { ids, kit, linkHeader, wireNotification, wireStatus } from './support';

/**
 * Issue 7 "endless paging": a server whose `Link` header always carries a fresh cursor but
 * whose pages bring the same entries. Every pager stops on a page with no new id; the fake
 * server gives up after a few hundred pages so that code without the guard ends too.
 */
const GIVE_UP = 300;

describe('PageProgress', () => {
  it('is true while pages bring a new id, false for a page of old ones', () => {
    const progress = new PageProgress();
    expect(progress.advance(['3', '2'])).toBe(true);
    expect(progress.advance(['2', '1'])).toBe(true);
    expect(progress.advance(['3', '1'])).toBe(false);
    expect(progress.advance([])).toBe(false);
    progress.reset();
    expect(progress.advance(['3'])).toBe(true);
  });
});

describe('walkPages', () => {
  it('stops at a fresh cursor that brings the same ids, without yielding the repeat', async () => {
    let fetched = 0;
    const seen: string[][] = [];
    let repeated = false;
    for await (const page of walkPages(
      async () => {
        fetched += 1;
        return {
          ids: fetched > GIVE_UP ? [] : ['b', 'a'],
          cursors: { next: { url: `https://pleroma.example/next?c=${1000 - fetched}` } },
        };
      },
      { onRepeat: () => (repeated = true) },
    )) {
      seen.push(page.ids);
    }
    expect(fetched).toBe(2);
    expect(seen).toEqual([['b', 'a']]);
    expect(repeated).toBe(true);
  });
});

describe('IdPager', () => {
  it('bottoms out on a page with no new id even when the server gives a next cursor', async () => {
    let fetched = 0;
    const pager = new IdPager(async (): Promise<IdPage> => {
      fetched += 1;
      return {
        ids: fetched > GIVE_UP ? [] : ['2', '1'],
        bundle: { accounts: [], statuses: [] },
        next: { url: `https://pleroma.example/next?c=${fetched}` },
      };
    }, new EntityStore());
    await pager.loadInitial();
    for (let i = 0; i < 5 && !pager.bottomedOut; i++) await pager.loadMore();
    expect(pager.bottomedOut).toBe(true);
    expect(fetched).toBe(2);
    expect(pager.ids).toEqual(['2', '1']);
    // A new first load starts afresh: the same ids count as new again.
    await pager.loadInitial();
    expect(pager.bottomedOut).toBe(false);
  });
});

describe('TimelineStore', () => {
  it('load older bottoms out when a fresh max_id brings the same statuses', async () => {
    const k = kit();
    const path = '/api/v1/timelines/home';
    let served = 0;
    k.http.on('GET', path, () => {
      served += 1;
      return {
        body: served > GIVE_UP ? [] : ids(20, 1).map((id) => wireStatus(id)),
        headers: linkHeader(path, { max_id: String(5000 - served) }),
      };
    });
    const home = new TimelineStore(
      { type: 'home' },
      { client: () => k.client, entities: k.entities, clock: k.clock, logger: silentLogger },
    );
    await home.loadInitial();
    for (let i = 0; i < 10 && !home.bottomedOut; i++) {
      await k.clock.advance(1000);
      await home.loadOlder();
    }
    expect(home.bottomedOut).toBe(true);
    expect(k.http.calls('GET', path)).toHaveLength(2);
    expect(home.visibleIds).toEqual(ids(20, 1));
  });
});

describe('NotificationsStore', () => {
  it('load older bottoms out when a fresh max_id brings the same notifications', async () => {
    const k = kit();
    const path = '/api/v1/notifications';
    let served = 0;
    k.http.on('GET', path, () => {
      served += 1;
      return {
        body:
          served > GIVE_UP
            ? []
            : ids(5, 1).map((id) => wireNotification(id, 'mention', { seen: true })),
        headers: linkHeader(path, { max_id: String(5000 - served) }),
      };
    });
    const store = new NotificationsStore({
      client: () => k.client,
      entities: k.entities,
      notices: k.notices,
      scheduler: k.scheduler,
      clock: k.clock,
      logger: silentLogger,
      notify: () => undefined,
      visibility: () => defaultPreferences().notificationVisibility,
      isLive: () => true,
      seenUpTo: () => undefined,
    });
    await store.loadInitial();
    for (let i = 0; i < 10 && !store.bottomedOut; i++) await store.loadOlder();
    expect(store.bottomedOut).toBe(true);
    expect(k.http.calls('GET', path)).toHaveLength(2);
    store.dispose();
  });
});
