import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/core/errors';
import {
  PROFILE_TABS,
  ProfileRegistry,
  ProfileStore,
  profileErrorOf,
} from '../../../src/core/model/profile';
import { TimelineRegistry } from '../../../src/core/model/timelines';
import { silentLogger } from '../../../src/core/ports';
import { settle } from '../helpers/fake-http';
import { readFixture } from '../helpers/fixtures';
import { kit, linkHeader, wireAccount, wireStatus } from './support';

const BOB = wireAccount('B1', 'bob', { hide_favorites: false });

function setup(options: { me?: string; account?: Record<string, unknown> } = {}) {
  const k = kit();
  const account = options.account ?? BOB;
  const id = account.id as string;
  k.http
    .on('GET', '/api/v1/accounts/lookup', (request) =>
      request.query.get('acct') === account.username
        ? { body: account }
        : { status: 404, body: { error: 'Not found' } },
    )
    .on('GET', `/api/v1/accounts/${id}`, { body: account })
    .on('GET', '/api/v1/accounts/relationships', {
      body: [{ ...(readFixture('snac2/relationships.json') as object[])[0], id }],
    })
    .on('GET', `/api/v1/accounts/${id}/statuses`, (request) =>
      request.query.get('pinned') === 'true'
        ? { body: [wireStatus('0005')] }
        : request.query.get('only_media') === 'true'
          ? { body: [wireStatus('0007')] }
          : { body: ['0009', '0005', '0003'].map((s) => wireStatus(s)) },
    );
  const timelines = new TimelineRegistry(
    { client: () => k.client, entities: k.entities, clock: k.clock, logger: silentLogger },
    () => false,
  );
  const deps = {
    client: () => k.client,
    entities: k.entities,
    ownAccountId: () => options.me ?? 'ME',
    timeline: timelines.get.bind(timelines),
    logger: silentLogger,
  };
  return { ...k, deps, profile: (nameOrId: string) => new ProfileStore(nameOrId, deps) };
}

describe('finding the account', () => {
  it('looks the name up, then shows the account with our relationship', async () => {
    const { profile, http } = setup();
    const bob = profile('@bob');
    await bob.load();
    expect(bob.state).toBe('loaded');
    expect(bob.account?.acct).toBe('bob');
    expect(http.calls('GET', '/api/v1/accounts/lookup')[0]!.query.get('acct')).toBe('bob');
    expect(bob.relationship).toMatchObject({ id: 'B1', following: true, followedBy: true });
  });

  it('falls back to treating the name as an id when the lookup answers 404', async () => {
    const { profile, http } = setup();
    const byId = profile('B1');
    await byId.load();
    expect(byId.account?.username).toBe('bob');
    expect(http.calls('GET', '/api/v1/accounts/B1')).toHaveLength(1);
  });

  it('"No user with such user_id" reads as "this profile does not exist"', async () => {
    const { profile, http } = setup();
    http.on('GET', '/api/v1/accounts/ghost', {
      status: 404,
      body: { error: 'No user with such user_id' },
    });
    const ghost = profile('ghost');
    await ghost.load();
    expect(ghost.state).toBe('failed');
    expect(ghost.error).toEqual({
      code: 'not_found',
      messageKey: 'user_profile.profile_does_not_exist',
      message: 'Sorry, this profile does not exist.',
    });
  });

  it('another server error text is shown as the server wrote it', async () => {
    const { profile, http } = setup();
    http.on('GET', '/api/v1/accounts/lookup', { status: 403, body: { error: 'Access denied' } });
    const hidden = profile('bob');
    await hidden.load();
    expect(hidden.error).toEqual({ code: 'server', messageKey: null, message: 'Access denied' });
  });

  it('anything else gets the generic sentence', () => {
    expect(profileErrorOf(new NetworkError('Could not reach host'))).toMatchObject({
      code: 'generic',
      message: 'Sorry, there was an error loading this profile.',
    });
  });
});

describe('tabs', () => {
  it('statuses: pinned first, then the rest without repeating them', async () => {
    const { profile } = setup();
    const bob = profile('bob');
    await bob.load();
    expect(bob.statusIds).toEqual(['0005', '0009', '0003']);
  });

  it('another person hiding follows, followers and favourites loses those tabs', async () => {
    const { profile } = setup({
      account: wireAccount('C1', 'carol', {
        hide_follows: true,
        hide_followers: true,
        hide_favorites: true,
      }),
    });
    const carol = profile('carol');
    await carol.load();
    expect(carol.tabs).toEqual(['statuses', 'media']);
    carol.selectTab('followers');
    expect(carol.tab).toBe('statuses');
  });

  it('favourites are hidden for others unless they say otherwise (Pleroma default)', async () => {
    const { profile } = setup({ account: wireAccount('D1', 'dave', {}) });
    const dave = profile('dave');
    await dave.load();
    expect(dave.tabs).toEqual(['statuses', 'followees', 'followers', 'media']);
  });

  it("one's own profile always has every tab, no relationship, and one's own favourites", async () => {
    const { profile, http } = setup({
      me: 'B1',
      account: wireAccount('B1', 'bob', { hide_follows: true, hide_favorites: true }),
    });
    http.on('GET', '/api/v1/favourites', { body: [wireStatus('0042')] });
    const me = profile('bob');
    await me.load();
    expect(me.isOwn).toBe(true);
    expect(me.tabs).toEqual([...PROFILE_TABS]);
    expect(http.calls('GET', '/api/v1/accounts/relationships')).toHaveLength(0);
    me.selectTab('favourites');
    await settle();
    expect(me.favourites?.visibleIds).toEqual(['0042']);
  });

  it("another person's favourites come from the Pleroma path", async () => {
    const { profile, http } = setup();
    http.on('GET', '/api/v1/pleroma/accounts/B1/favourites', { body: [wireStatus('0011')] });
    const bob = profile('bob');
    await bob.load();
    bob.selectTab('favourites');
    await settle();
    expect(bob.favourites?.visibleIds).toEqual(['0011']);
  });

  it('media asks for only_media', async () => {
    const { profile } = setup();
    const bob = profile('bob');
    await bob.load();
    bob.selectTab('media');
    await settle();
    expect(bob.media?.visibleIds).toEqual(['0007']);
  });

  it('followers page 20 at a time by the Link header and then bottom out', async () => {
    const { profile, http } = setup();
    const path = '/api/v1/accounts/B1/followers';
    const first = Array.from({ length: 20 }, (_, i) => wireAccount(`F${i}`, `fan${i}`));
    http.on('GET', path, (request) =>
      request.query.get('max_id') === 'cursor-20'
        ? { body: [wireAccount('F20', 'fan20')] }
        : { body: first, headers: linkHeader(path, { max_id: 'cursor-20' }) },
    );
    const bob = profile('bob');
    await bob.load();
    bob.selectTab('followers');
    await settle();
    const followers = bob.followers!;
    expect(followers.ids).toHaveLength(20);
    expect(followers.bottomedOut).toBe(false);
    await followers.loadMore();
    expect(followers.ids).toHaveLength(21);
    expect(followers.accounts.at(-1)?.acct).toBe('fan20');
    expect(followers.bottomedOut).toBe(true);
    await followers.loadMore();
    expect(http.calls('GET', path)).toHaveLength(2);
  });

  it('followees use the following path', async () => {
    const { profile, http } = setup();
    http.on('GET', '/api/v1/accounts/B1/following', { body: [wireAccount('X1', 'xena')] });
    const bob = profile('bob');
    await bob.load();
    bob.selectTab('followees');
    await settle();
    expect(bob.followees?.accounts.map((a) => a.acct)).toEqual(['xena']);
  });
});

describe('registry', () => {
  it('one store per name, case-insensitive and with or without @', () => {
    const { deps } = setup();
    const registry = new ProfileRegistry(deps);
    expect(registry.get('@Bob')).toBe(registry.get('bob'));
  });
});
