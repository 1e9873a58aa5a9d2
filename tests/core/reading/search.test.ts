import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, SearchStore } from '../../../src/core/model/search';
import type { Canned } from '../helpers/fake-http';
import { readFixture } from '../helpers/fixtures';
import { kit, wireAccount, wireStatus } from './support';

function setup() {
  const k = kit();
  const search = new SearchStore({ client: () => k.client, entities: k.entities });
  return { ...k, search };
}

const statuses = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => wireStatus(`S${from + i}`));

describe('search', () => {
  it('a blank query does nothing', async () => {
    const { search, http } = setup();
    await search.search('   ');
    expect(search.state).toBe('idle');
    expect(http.requests).toHaveLength(0);
  });

  it('searches every kind with resolve and shows the first tab that has results', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', {
      body: { accounts: [wireAccount('B1', 'bob')], statuses: [], hashtags: [{ name: 'birds' }] },
    });
    const running = search.search('  bo ');
    expect(search.state).toBe('loading');
    await running;
    const query = http.requests[0]!.query;
    expect([query.get('q'), query.get('resolve'), query.get('limit')]).toEqual([
      'bo',
      'true',
      String(SEARCH_PAGE_SIZE),
    ]);
    expect(search.state).toBe('loaded');
    expect(search.query).toBe('bo');
    expect(search.tab).toBe('people');
    expect(search.accounts.map((a) => a.acct)).toEqual(['bob']);
    expect(search.counts).toEqual({ statuses: 0, people: 1, hashtags: 1 });
    expect(search.noMore).toEqual({ statuses: true, people: true, hashtags: true });
    expect(search.noResults).toBe(false);
  });

  it('says "no results" when every kind is empty', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', { body: { accounts: [], statuses: [], hashtags: [] } });
    await search.search('zzz');
    expect(search.noResults).toBe(true);
  });

  it('reads a real snac answer', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', { body: readFixture('snac2/search_all.json') });
    await search.search('hello');
    expect(search.statuses).toHaveLength(1);
    expect(search.tab).toBe('statuses');
  });

  it('"load more" asks one kind from offset = results held, until a short page', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', (request) => {
      const offset = Number(request.query.get('offset') ?? 0);
      const body =
        offset === 0
          ? { accounts: [], statuses: statuses(20), hashtags: [] }
          : { accounts: [], statuses: statuses(5, offset), hashtags: [] };
      return { body };
    });
    await search.search('birds');
    expect(search.noMore.statuses).toBe(false);
    await search.loadMore();
    const more = http.requests[1]!.query;
    expect([more.get('type'), more.get('offset')]).toEqual(['statuses', '20']);
    expect(search.statusIds).toHaveLength(25);
    expect(search.noMore.statuses).toBe(true);
    await search.loadMore();
    expect(http.requests).toHaveLength(2);
  });

  it('an answer for an older query is ignored', async () => {
    const { search, http } = setup();
    let release!: (canned: Canned) => void;
    http.on('GET', '/api/v2/search', (request) =>
      request.query.get('q') === 'old'
        ? new Promise<Canned>((resolve) => {
            release = resolve;
          })
        : { body: { accounts: [], statuses: [wireStatus('NEW')], hashtags: [] } },
    );
    const old = search.search('old');
    await search.search('new');
    release({ body: { accounts: [], statuses: [wireStatus('OLD')], hashtags: [] } });
    await old;
    expect(search.query).toBe('new');
    expect(search.statusIds).toEqual(['NEW']);
  });

  it('a failure is shown', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', { status: 500, body: { error: 'Search is down' } });
    await search.search('x');
    expect(search.state).toBe('failed');
    expect(search.error).toBe('Search is down (HTTP 500)');
  });

  it('clear goes back to idle', async () => {
    const { search, http } = setup();
    http.on('GET', '/api/v2/search', { body: { accounts: [], statuses: statuses(1) } });
    await search.search('x');
    search.clear();
    expect(search.state).toBe('idle');
    expect(search.statusIds).toEqual([]);
  });

  it('a deleted status keeps its place in the results, as the deleted placeholder', async () => {
    const { search, http, entities } = setup();
    http.on('GET', '/api/v2/search', {
      body: { accounts: [], statuses: statuses(3), hashtags: [] },
    });
    await search.search('birds');
    entities.markDeleted('S1');
    expect(search.statuses.map((s) => [s.id, s.deleted])).toEqual([
      ['S0', false],
      ['S1', true],
      ['S2', false],
    ]);
    expect(search.counts.statuses).toBe(3);
  });
});
