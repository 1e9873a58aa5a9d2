import { describe, expect, it } from 'vitest';
import { PleromaClient } from '../../src/core/api/client';
import { type PageCursor, walkPages } from '../../src/core/api/paging';
import { type Canned, FakeHttp } from './helpers/fake-http';

/** The one pager: `Link` targets followed verbatim, ids when there is no `Link`, `min_id` for newer. */

const BASE = 'https://pleroma.example';
const HOME = '/api/v1/timelines/home';

function status(id: string) {
  return { id, content: `<p>${id}</p>`, account: { id: 'a1', username: 'alice', acct: 'alice' } };
}

function clientWith(http: FakeHttp) {
  return new PleromaClient({ fetch: http.fetch, baseUrl: BASE, token: 'T' });
}

async function walkHome(http: FakeHttp, limit?: number): Promise<string[][]> {
  const client = clientWith(http);
  const seen: string[][] = [];
  for await (const page of walkPages((cursor) =>
    client.timelines.fetch({ type: 'home' }, { cursor, limit }),
  )) {
    seen.push(page.ids);
    if (seen.length > 10) break;
  }
  return seen;
}

describe('walking pages by the Link header', () => {
  function pagedServer(pages: Record<string, { ids: string[]; next?: string }>) {
    return new FakeHttp().on('GET', HOME, (request): Canned => {
      const key = request.query.get('max_id') ?? 'first';
      const page = pages[key];
      if (!page) return { status: 500, body: { error: `unexpected page ${key}` } };
      return {
        body: page.ids.map(status),
        headers: page.next
          ? {
              Link: `<${BASE}${HOME}?max_id=${page.next}>; rel="next", <${BASE}${HOME}?min_id=${page.ids[0]}>; rel="prev"`,
            }
          : {},
      };
    });
  }

  it('follows next links until a page has none', async () => {
    const http = pagedServer({
      first: { ids: ['9', '8'], next: '8' },
      '8': { ids: ['7', '6'], next: '6' },
      '6': { ids: ['5'] },
    });
    expect(await walkHome(http)).toEqual([['9', '8'], ['7', '6'], ['5']]);
    expect(http.requests.map((r) => r.query.get('max_id'))).toEqual([null, '8', '6']);
  });

  it('stops when a server links to the page it just sent', async () => {
    const http = pagedServer({
      first: { ids: ['9'], next: '9' },
      '9': { ids: ['8'], next: '9' },
    });
    expect(await walkHome(http)).toEqual([['9'], ['8']]);
    expect(http.requests).toHaveLength(3);
  });

  it('follows a Link with a cursor name it does not know (older_than), verbatim', async () => {
    const http = new FakeHttp().on('GET', HOME, (request): Canned => {
      const older = request.query.get('older_than');
      if (older === null) {
        return {
          body: ['9', '8'].map(status),
          headers: { Link: `<${BASE}${HOME}?older_than=2026-11-20T10%3A00%3A00Z>; rel="next"` },
        };
      }
      if (older === '2026-11-20T10:00:00Z') return { body: ['7'].map(status) };
      return { status: 500, body: { error: 'unexpected' } };
    });
    expect(await walkHome(http, 2)).toEqual([['9', '8'], ['7']]);
    const second = http.requests[1]!;
    expect(second.query.get('older_than')).toBe('2026-11-20T10:00:00Z');
    // The link's own cursor only: no max_id guessed beside it; the limit it lacked is kept.
    expect(second.query.get('max_id')).toBeNull();
    expect(second.query.get('limit')).toBe('2');
    // The token goes along: the link is on the server's own origin.
    expect(second.headers.Authorization).toBe('Bearer T');
  });

  it('a relative Link target is followed on the server', async () => {
    const http = new FakeHttp().on(
      'GET',
      HOME,
      (request): Canned =>
        request.query.get('page') === '2'
          ? { body: [] }
          : { body: [status('5')], headers: { Link: `<${HOME}?page=2>; rel="next"` } },
    );
    await walkHome(http);
    expect(http.requests.map((r) => r.url.href)).toEqual([
      `${BASE}${HOME}?limit=20`,
      `${BASE}${HOME}?page=2&limit=20`,
    ]);
  });

  it('never follows a Link to another origin: the token stays home, paging goes by ids', async () => {
    const seenHosts: string[] = [];
    const http = new FakeHttp().on('GET', HOME, (request): Canned => {
      seenHosts.push(request.url.host);
      if (request.query.get('max_id') === '8') return { body: [] };
      return {
        body: ['9', '8'].map(status),
        headers: { Link: `<https://evil.example${HOME}?max_id=1>; rel="next"` },
      };
    });
    await walkHome(http);
    expect(seenHosts).toEqual(['pleroma.example', 'pleroma.example']);
    expect(http.requests[1]!.query.get('max_id')).toBe('8');
  });

  it('without a Link header, pages below the last item by max_id', async () => {
    const http = new FakeHttp().on('GET', HOME, (request): Canned => {
      const maxId = Number(request.query.get('max_id') ?? '10');
      const ids = [maxId - 1, maxId - 2].filter((n) => n > 4).map(String);
      return { body: ids.map(status) };
    });
    expect(await walkHome(http)).toEqual([['9', '8'], ['7', '6'], ['5']]);
    expect(http.requests.map((r) => r.query.get('max_id'))).toEqual([null, '8', '6', '5']);
  });

  it('stops when a page brings no new id (a server that ignores the cursor)', async () => {
    const http = new FakeHttp().on('GET', HOME, { body: ['9', '8'].map(status) });
    expect(await walkHome(http)).toEqual([['9', '8']]);
    expect(http.requests).toHaveLength(2);
  });

  it('walks backwards through prev links when asked', async () => {
    const http = new FakeHttp().on(
      'GET',
      HOME,
      (request): Canned =>
        request.query.get('min_id') === '1'
          ? { body: [status('2')], headers: { Link: `<${BASE}${HOME}?max_id=2>; rel="next"` } }
          : { body: [status('1')], headers: { Link: `<${BASE}${HOME}?min_id=1>; rel="prev"` } },
    );
    const client = clientWith(http);
    const seen: string[] = [];
    for await (const page of walkPages(
      (cursor) => client.timelines.fetch({ type: 'home' }, { cursor }),
      { direction: 'prev' },
    )) {
      seen.push(...page.ids);
    }
    expect(seen).toEqual(['1', '2']);
  });
});

describe('cursors of a page', () => {
  it('newer items are asked for with min_id, never since_id', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/notifications', { body: [] });
    const cursor: PageCursor = { minId: '42' };
    await clientWith(http).notifications.fetch({ cursor, sinceId: '7' });
    expect(http.requests[0]!.query.get('min_id')).toBe('42');
    expect(http.requests[0]!.query.get('since_id')).toBeNull();
  });

  it('account lists carry the same cursors', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/accounts/A1/followers', {
      body: [{ id: 'B2', username: 'bob', acct: 'bob' }],
      headers: { Link: `<${BASE}/api/v1/accounts/A1/followers?older_than=B2>; rel="next"` },
    });
    const page = await clientWith(http).accounts.followers('A1');
    expect(page.cursors.next).toEqual({
      url: `${BASE}/api/v1/accounts/A1/followers?older_than=B2`,
    });
  });

  it('saved-post lists (favourites) are never paged by status id', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/favourites', { body: [status('9')] });
    const page = await clientWith(http).timelines.fetch({ type: 'favourites' });
    expect(page.cursors).toEqual({});
  });
});
