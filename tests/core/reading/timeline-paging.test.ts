import { describe, expect, it } from 'vitest';
import type { TimelineKind } from '../../../src/core/api/client';
import { TimelineStore } from '../../../src/core/model/timeline';
import { silentLogger } from '../../../src/core/ports';
import { ids, kit, linkHeader, wireStatus } from './support';

/**
 * Favourites are ordered by when they were saved, so Pleroma pages them by the favourite's
 * own id, which only the `Link` header knows. Every other timeline follows the same link.
 */
function server(path: string, pages: Array<{ ids: string[]; next?: string }>) {
  const k = kit();
  k.http.on('GET', path, (request) => {
    const maxId = request.query.get('max_id');
    const page = maxId === null ? pages[0] : pages.find((_, i) => pages[i - 1]?.next === maxId);
    if (!page) return { body: [] };
    return {
      body: page.ids.map((id) => wireStatus(id)),
      headers: page.next ? linkHeader(path, { max_id: page.next }) : {},
    };
  });
  const store = (kind: TimelineKind) =>
    new TimelineStore(kind, {
      client: () => k.client,
      entities: k.entities,
      clock: k.clock,
      logger: silentLogger,
    });
  return { ...k, store };
}

describe('load older follows the Link header', () => {
  it('favourites: the next page starts at the favourite id, not the oldest status id', async () => {
    const s = server('/api/v1/favourites', [
      { ids: ['0005', '0090', '0002'], next: 'FAV-17' },
      { ids: ['0070', '0001'], next: 'FAV-9' },
    ]);
    const favourites = s.store({ type: 'favourites' });
    await favourites.loadInitial();
    await favourites.loadOlder();
    const asked = s.http.calls('GET', '/api/v1/favourites').map((r) => r.query.get('max_id'));
    expect(asked).toEqual([null, 'FAV-17']);
    expect(favourites.visibleIds).toEqual(['0005', '0090', '0002', '0070', '0001']);
    await s.clock.advance(1000);
    await favourites.loadOlder();
    expect(s.http.calls('GET', '/api/v1/favourites').at(-1)!.query.get('max_id')).toBe('FAV-9');
    expect(favourites.bottomedOut).toBe(true);
  });

  it('bookmarks page the same way', async () => {
    const s = server('/api/v1/bookmarks', [{ ids: ['0003'], next: 'BM-1' }, { ids: ['0009'] }]);
    const bookmarks = s.store({ type: 'bookmarks' });
    await bookmarks.loadInitial();
    await bookmarks.loadOlder();
    expect(s.http.calls('GET', '/api/v1/bookmarks')[1]!.query.get('max_id')).toBe('BM-1');
    expect(bookmarks.visibleIds).toEqual(['0003', '0009']);
  });

  it('a saved-post list without any Link header has only the one page', async () => {
    const s = server('/api/v1/favourites', [{ ids: ['0003', '0001'] }]);
    const favourites = s.store({ type: 'favourites' });
    await favourites.loadInitial();
    expect(favourites.bottomedOut).toBe(true);
    await favourites.loadOlder();
    expect(s.http.calls('GET', '/api/v1/favourites')).toHaveLength(1);
  });

  it('home uses the link too, and a last page without `next` (Mastodon) bottoms out', async () => {
    const s = server('/api/v1/timelines/home', [
      { ids: ids(30, 21), next: '0021' },
      { ids: ids(20, 15) },
    ]);
    const home = s.store({ type: 'home' });
    await home.loadInitial();
    await home.loadOlder();
    expect(s.http.calls('GET', '/api/v1/timelines/home')[1]!.query.get('max_id')).toBe('0021');
    expect(home.bottomedOut).toBe(true);
  });

  it('a timeline whose server sends no Link pages below the oldest shown status', async () => {
    const s = server('/api/v1/timelines/public', [{ ids: ['0030', '0020'] }]);
    const timeline = s.store({ type: 'public' });
    await timeline.loadInitial();
    expect(timeline.bottomedOut).toBe(false);
    await timeline.loadOlder();
    expect(s.http.calls('GET', '/api/v1/timelines/public')[1]!.query.get('max_id')).toBe('0020');
  });

  it('new statuses are fetched with min_id (some servers ignore since_id)', async () => {
    const s = server('/api/v1/timelines/home', [{ ids: ['0030'], next: '0030' }]);
    const home = s.store({ type: 'home' });
    await home.loadInitial();
    await home.loadNewer();
    const newer = s.http.calls('GET', '/api/v1/timelines/home')[1]!.query;
    expect(newer.get('min_id')).toBe('0030');
    expect(newer.get('since_id')).toBeNull();
    expect(newer.get('max_id')).toBeNull();
  });

  it('after "show new" cuts the list to 50, older pages start below what is shown', async () => {
    const s = server('/api/v1/timelines/home', [{ ids: ids(40, 21), next: 'STALE' }]);
    const home = s.store({ type: 'home' });
    await home.loadInitial();
    home.setViewport({ atTop: false });
    home.receive(ids(80, 41));
    home.showNew();
    expect(home.visibleIds).toEqual(ids(80, 31));
    await home.loadOlder();
    // Not the saved link (it points below statuses that were let go): no hole in the list.
    expect(s.http.calls('GET', '/api/v1/timelines/home').at(-1)!.query.get('max_id')).toBe('0031');
  });
});

describe('the one pager in the stores', () => {
  it('a timeline follows a Link whose cursor is not max_id (older_than)', async () => {
    const path = '/api/v1/timelines/home';
    const k = kit();
    k.http.on('GET', path, (request) =>
      request.query.get('older_than') === '0029'
        ? { body: [wireStatus('0028')] }
        : {
            body: [wireStatus('0030'), wireStatus('0029')],
            headers: linkHeader(path, { older_than: '0029' }),
          },
    );
    const home = new TimelineStore(
      { type: 'home' },
      { client: () => k.client, entities: k.entities, clock: k.clock, logger: silentLogger },
    );
    await home.loadInitial();
    await home.loadOlder();
    const asked = k.http.calls('GET', path)[1]!.query;
    expect(asked.get('older_than')).toBe('0029');
    expect(asked.get('max_id')).toBeNull();
    expect(home.visibleIds).toEqual(['0030', '0029', '0028']);
  });

  it('a timeline whose server ignores max_id bottoms out instead of paging forever', async () => {
    const path = '/api/v1/timelines/public';
    const k = kit();
    k.http.on('GET', path, { body: [wireStatus('0030'), wireStatus('0029')] });
    const timeline = new TimelineStore(
      { type: 'public' },
      { client: () => k.client, entities: k.entities, clock: k.clock, logger: silentLogger },
    );
    await timeline.loadInitial();
    await timeline.loadOlder();
    expect(timeline.bottomedOut).toBe(true);
    await k.clock.advance(1000);
    await timeline.loadOlder();
    expect(k.http.calls('GET', path)).toHaveLength(2);
  });
});
