import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_SIZE } from '../../../src/core/api/client';
import { ApiError, NotSupportedError } from '../../../src/core/errors';
import {
  normalizeHashtagWithHistory,
  normalizeList,
  normalizeMarkers,
  normalizeRelationship,
} from '../../../src/core/normalize';
import { readFixture } from '../helpers/fixtures';
import { kit, linkHeader, wireAccount, wireNotification, wireStatus } from './support';

type Json = Record<string, unknown>;

describe('accounts', () => {
  it('fetch and lookup return normalized accounts; lookup drops a leading @', async () => {
    const { http, client } = kit();
    const lain = readFixture('soapbox/lain.json') as Json;
    http
      .on('GET', '/api/v1/accounts/9v5bqYwY2jfmvPNhTM', { body: lain })
      .on('GET', '/api/v1/accounts/lookup', { body: lain });
    const byId = await client.accounts.fetch('9v5bqYwY2jfmvPNhTM');
    const byName = await client.accounts.lookup('@lain');
    expect(byId.acct).toBe(lain.acct);
    expect(byName.id).toBe(byId.id);
    expect(http.calls('GET', '/api/v1/accounts/lookup')[0]!.query.get('acct')).toBe('lain');
  });

  it('lookup of an unknown name raises the 404 (the profile falls back to the id)', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/accounts/lookup', { status: 404, body: { error: 'Not found' } });
    const error = await client.accounts.lookup('ghost').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('followers page 20 at a time and hand back the Link cursor', async () => {
    const { http, client } = kit();
    const path = '/api/v1/accounts/A1/followers';
    http.on('GET', path, (request) =>
      request.query.get('max_id') === 'F2'
        ? { body: [wireAccount('b3', 'carol')] }
        : {
            body: [wireAccount('b1', 'bob'), wireAccount('b2', 'dave')],
            headers: linkHeader(path, { max_id: 'F2', limit: '20' }),
          },
    );
    const first = await client.accounts.followers('A1');
    expect(first.ids).toEqual(['b1', 'b2']);
    expect(first.bundle.accounts.map((a) => a.acct)).toEqual(['bob', 'dave']);
    expect(http.requests[0]!.query.get('limit')).toBe(String(ACCOUNT_PAGE_SIZE));
    const second = await client.accounts.followers('A1', { link: first.links.next });
    expect(http.requests[1]!.query.get('max_id')).toBe('F2');
    expect(second.ids).toEqual(['b3']);
    expect(second.links.next).toBeUndefined();
  });

  it('following uses its own path', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/accounts/A1/following', { body: [wireAccount('b1', 'bob')] });
    expect((await client.accounts.following('A1')).ids).toEqual(['b1']);
  });

  it('relationships: asks with id[] and reads the Pleroma and snac shapes', async () => {
    const { http, client } = kit();
    const pleroma = readFixture('soapbox/relationship.json') as Json;
    const snac = readFixture('snac2/relationships.json') as Json[];
    http.on('GET', '/api/v1/accounts/relationships', { body: [pleroma, ...snac] });
    const [blocked, friend] = await client.accounts.relationships([
      '9vMAje101ngtjlMj7w',
      '83df2ce4c56072af10faf39667ee7850',
    ]);
    expect(http.requests[0]!.query.getAll('id[]')).toEqual([
      '9vMAje101ngtjlMj7w',
      '83df2ce4c56072af10faf39667ee7850',
    ]);
    expect(blocked).toMatchObject({
      id: '9vMAje101ngtjlMj7w',
      blocking: true,
      following: false,
      mutingNotifications: true,
      showingReblogs: true,
    });
    expect(friend).toMatchObject({ following: true, followedBy: true, note: '' });
  });

  it('relationships of nobody makes no call', async () => {
    const { http, client } = kit();
    expect(await client.accounts.relationships([])).toEqual([]);
    expect(http.requests).toHaveLength(0);
  });

  it('account search sends q and returns ids with the accounts', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/accounts/search', { body: [wireAccount('b1', 'bob')] });
    const found = await client.accounts.search('bo', { limit: 5, following: true });
    expect(found.ids).toEqual(['b1']);
    const query = http.requests[0]!.query;
    expect([query.get('q'), query.get('limit'), query.get('following')]).toEqual([
      'bo',
      '5',
      'true',
    ]);
  });
});

describe('search v2', () => {
  it('reads snac2 search_all: the (repeat-wrapped) status is stored, nothing else', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v2/search', { body: readFixture('snac2/search_all.json') });
    const results = await client.search.v2({ q: 'hello', resolve: true, limit: 20 });
    expect(results.statusIds).toEqual(['179527818185BCA5BCD2409ACC2538B6790A8D1DE3']);
    expect(results.accountIds).toEqual([]);
    expect(results.hashtags).toEqual([]);
    // snac wraps it as a repeat: the wrapper and the repeated status are both stored.
    const stored = results.bundle.statuses.find((s) => s.id === results.statusIds[0]);
    expect(stored?.reblogId).not.toBeNull();
    expect(results.bundle.statuses.map((s) => s.id)).toContain(stored?.reblogId);
    const query = http.requests[0]!.query;
    expect(query.get('resolve')).toBe('true');
    expect(query.get('type')).toBeNull();
    expect(query.get('offset')).toBeNull();
  });

  it('sends type and offset for "load more", and reads hashtags with their history', async () => {
    const { http, client } = kit();
    const tag = readFixture('pleroma-api/schemas/Tag.json') as Json;
    http.on('GET', '/api/v2/search', {
      body: {
        accounts: [],
        statuses: [],
        hashtags: [
          {
            ...tag,
            history: [{ day: '1574553600', uses: '200', accounts: '31' }],
          },
          '#birds',
        ],
      },
    });
    const results = await client.search.v2({ q: 'c', type: 'hashtags', offset: 20, limit: 20 });
    expect(results.hashtags).toEqual([
      {
        name: 'cofe',
        url: 'https://lain.com/tag/cofe',
        history: [{ day: '1574553600', uses: 200, accounts: 31 }],
      },
      { name: 'birds', url: '', history: [] },
    ]);
    const query = http.requests[0]!.query;
    expect([query.get('type'), query.get('offset')]).toEqual(['hashtags', '20']);
  });
});

describe('statuses: who favourited, repeated, reacted', () => {
  it('favourited_by and reblogged_by are account pages', async () => {
    const { http, client } = kit();
    http
      .on('GET', '/api/v1/statuses/S1/favourited_by', { body: [wireAccount('b1', 'bob')] })
      .on('GET', '/api/v1/statuses/S1/reblogged_by', { body: [wireAccount('c1', 'carol')] });
    expect((await client.statuses.favouritedBy('S1')).ids).toEqual(['b1']);
    expect((await client.statuses.rebloggedBy('S1')).ids).toEqual(['c1']);
  });

  it('Pleroma reactions come with the accounts that reacted', async () => {
    const { http, client } = kit();
    const operations = readFixture('pleroma-api/operations.json') as Json[];
    const example = (
      operations.find(
        (op) => op.method === 'GET' && op.path === '/api/v1/pleroma/statuses/{id}/reactions',
      )!.responseDetails as Record<string, Json>
    )['200']!.schemaExample;
    http.on('GET', '/api/v1/pleroma/statuses/S1/reactions', { body: example });
    const { reactions, bundle } = await client.statuses.reactions('S1');
    expect(reactions).toEqual([
      { name: '😱', count: 1, me: false, url: null, accountIds: ['9tKi3esbG7OQgZ2920'] },
    ]);
    expect(bundle.accounts[0]!.acct).toBe('foobar');
  });
});

describe('polls, lists, custom emoji', () => {
  it('polls.fetch reads the fixture poll', async () => {
    const { http, client } = kit();
    const status = readFixture('soapbox/pleroma-status-with-poll.json') as Json;
    http.on('GET', '/api/v1/polls/4930', { body: status.poll });
    const poll = await client.polls.fetch('4930');
    expect(poll.options.map((o) => o.votesCount)).toEqual([2, 36]);
    expect(poll.expired).toBe(true);
  });

  it('lists.all reads snac lists; lists.fetch one list', async () => {
    const { http, client } = kit();
    http
      .on('GET', '/api/v1/lists', { body: readFixture('snac2/lists_get.json') })
      .on('GET', '/api/v1/lists/12249', {
        body: readFixture('derived/pleroma-openapi-example-list.json'),
      });
    expect(await client.lists.all()).toEqual([
      { id: '006b01c5e6', title: 'JSON list', repliesPolicy: 'list', exclusive: false },
    ]);
    expect(await client.lists.fetch('12249')).toEqual({
      id: '12249',
      title: 'Friends',
      repliesPolicy: null,
      exclusive: false,
    });
  });

  it('instance.customEmojis reads the documented example', async () => {
    const { http, client } = kit();
    const schemas = readFixture('pleroma-api/inline_schemas.json') as Record<string, Json>;
    http.on('GET', '/api/v1/custom_emojis', { body: schemas.CustomEmojisResponse!.example });
    const emojis = await client.instance.customEmojis();
    expect(emojis.map((e) => [e.shortcode, e.category, e.visibleInPicker])).toEqual([
      ['blank', 'Fun', false],
      ['firefox', 'Gif,Fun', true],
      ['sadcat', 'pack:mixed', true],
    ]);
    expect(emojis[2]!.tags).toEqual(['pack:mixed']);
  });
});

describe('notifications', () => {
  it('sends include_types[] and exclude_types[] and keeps the ids of unreadable entries', async () => {
    const { http, client, warnings } = kit();
    const fixture = readFixture('soapbox/notifications.json') as Json[];
    http.on('GET', '/api/v1/notifications', {
      body: [...fixture.slice(0, 2), { id: '10000', type: 'mention' }],
    });
    const page = await client.notifications.fetch({
      includeTypes: ['mention', 'favourite'],
      excludeTypes: ['move'],
    });
    const query = http.requests[0]!.query;
    expect(query.getAll('include_types[]')).toEqual(['mention', 'favourite']);
    expect(query.getAll('exclude_types[]')).toEqual(['move']);
    expect(page.notifications.map((n) => n.id)).toEqual(['10744', '10743']);
    expect(page.invalidIds).toEqual(['10000']);
    expect(warnings).toHaveLength(1);
  });

  it('markRead posts max_id (or id) to the Pleroma read call', async () => {
    const { http, client } = kit();
    http.on('POST', '/api/v1/pleroma/notifications/read', { body: [] });
    await client.notifications.markRead({ maxId: '10744' });
    await client.notifications.markRead({ id: '10743' });
    const [all, one] = http.calls('POST', '/api/v1/pleroma/notifications/read');
    expect(new URLSearchParams(all!.body).get('max_id')).toBe('10744');
    expect(new URLSearchParams(one!.body).get('id')).toBe('10743');
  });

  it('markRead on a server without it is NotSupported', async () => {
    const { client } = kit();
    await expect(client.notifications.markRead({ maxId: '1' })).rejects.toBeInstanceOf(
      NotSupportedError,
    );
  });

  it('a wire notification helper matches what the client reads', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/notifications', { body: [wireNotification('0001', 'follow')] });
    const page = await client.notifications.fetch();
    expect(page.notifications[0]).toMatchObject({ id: '0001', type: 'follow', statusId: null });
  });
});

describe('markers', () => {
  it('fetch asks for home and notifications and reads Pleroma markers', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/markers', { body: readFixture('soapbox/markers.json') });
    const markers = await client.markers.fetch(['home', 'notifications']);
    expect(http.requests[0]!.query.getAll('timeline[]')).toEqual(['home', 'notifications']);
    expect(markers.home).toEqual({
      timeline: 'home',
      lastReadId: '103206604258487607',
      version: 468,
      updatedAt: '2019-11-26T22:37:25.235Z',
      unreadCount: 32,
    });
    expect(markers.notifications?.unreadCount).toBe(3);
  });

  it("snac's unix-timestamp updated_at becomes an ISO date", async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/markers', { body: readFixture('snac2/markers_get.json') });
    const markers = await client.markers.fetch();
    expect(markers.home?.updatedAt).toBe(new Date(1795278369578).toISOString());
    expect(markers.notifications?.lastReadId).toBe('1795278229405818');
    expect(markers.home?.unreadCount).toBeNull();
  });

  it('save posts last_read_id per timeline as JSON', async () => {
    const { http, client } = kit();
    http.on('POST', '/api/v1/markers', (request) => ({
      body: {
        home: {
          last_read_id: (JSON.parse(request.body!) as { home: { last_read_id: string } }).home
            .last_read_id,
          version: 1,
          updated_at: '2026-11-21T12:00:00.000Z',
        },
      },
    }));
    const saved = await client.markers.save({ home: '0042' });
    expect(JSON.parse(http.requests[0]!.body!)).toEqual({ home: { last_read_id: '0042' } });
    expect(saved.home?.lastReadId).toBe('0042');
  });

  it.each([404, 501])('a server answering %i has no markers: NotSupported', async (status) => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/markers', { status, body: { error: 'Not implemented' } });
    await expect(client.markers.fetch()).rejects.toBeInstanceOf(NotSupportedError);
  });

  it('other failures stay ApiErrors', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/markers', { status: 403, body: { error: 'Forbidden' } });
    await expect(client.markers.fetch()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('normalizers of the new entities', () => {
  it('skip what has no id or name', () => {
    expect(normalizeRelationship({ following: true })).toBeUndefined();
    expect(normalizeList({ title: 'x' })).toBeUndefined();
    expect(normalizeHashtagWithHistory({ url: 'x' })).toBeUndefined();
    expect(normalizeMarkers({ home: { version: 1 }, other: { last_read_id: '1' } })).toEqual({});
    expect(normalizeMarkers(null)).toEqual({});
  });

  it('a relationship from Mastodon (notifying) reads as subscribing', () => {
    expect(normalizeRelationship({ id: '1', notifying: true })?.subscribing).toBe(true);
  });

  it('the other account favourites timeline goes to the Pleroma path', async () => {
    const { http, client } = kit();
    http.on('GET', '/api/v1/pleroma/accounts/A1/favourites', { body: [wireStatus('0001')] });
    const page = await client.timelines.fetch({ type: 'account_favourites', id: 'A1' });
    expect(page.ids).toEqual(['0001']);
  });
});
