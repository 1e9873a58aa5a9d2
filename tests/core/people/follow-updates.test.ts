// A follower's button after a locked account approves (issue 12): the user stream's
// `pleroma:follow_relationships_update` makes the relationships store read the other side
// again, and without a stream a sent request is read again every 10 s while a face shows it.
import { describe, expect, it } from 'vitest';
import { otherSideOf, parseFollowUpdate } from '../../../src/core/model/follow-updates';
import { MutesStore } from '../../../src/core/model/mutes';
import { REQUEST_RECHECK_MS, RelationshipsStore } from '../../../src/core/model/relationships';
import { silentLogger } from '../../../src/core/ports';
import { settle } from '../helpers/fake-http';
import { kit } from '../reading/support';

const rel = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  following: false,
  followed_by: false,
  blocking: false,
  muting: false,
  requested: false,
  showing_reblogs: true,
  note: '',
  ...extra,
});

const update = (state: string, followerId: string, followingId: string) => ({
  state,
  follower: { id: followerId, follower_count: 1, following_count: 2 },
  following: { id: followingId, follower_count: 3, following_count: 4 },
});

function setup() {
  const k = kit();
  const listeners = new Set<(payload: unknown) => void>();
  let live = true;
  const mutes = new MutesStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: silentLogger,
    onRelationship: () => {},
  });
  const store = new RelationshipsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    logger: silentLogger,
    mutes: () => mutes,
    ownAccountId: () => 'me',
    broadcast: () => {},
    removeFromHome: () => {},
    hearFollowUpdates: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLive: () => live,
  });
  // carol is locked: the server answers "requested" until she approves.
  let approved = false;
  k.http.on('GET', '/api/v1/accounts/relationships', () => ({
    body: [rel('carol', approved ? { following: true } : { requested: true })],
  }));
  k.http.on('POST', '/api/v1/accounts/carol/follow', { body: rel('carol', { requested: true }) });
  return {
    ...k,
    store,
    listeners,
    stream: (payload: unknown) => {
      for (const listener of listeners) listener(payload);
    },
    approve: () => {
      approved = true;
    },
    setLive: (on: boolean) => {
      live = on;
    },
    reads: () => k.http.calls('GET', '/api/v1/accounts/relationships').length,
  };
}

describe('the follow update event', () => {
  it('reads both sides and names the other one for either of them', () => {
    const parsed = parseFollowUpdate(update('follow_accept', 'me', 'carol'));
    expect(parsed).toEqual({ state: 'follow_accept', followerId: 'me', followingId: 'carol' });
    expect(otherSideOf(parsed, 'me')).toBe('carol');
    expect(otherSideOf(parsed, 'carol')).toBe('me');
    expect(otherSideOf(parsed, 'someone')).toBeNull();
    expect(parseFollowUpdate({ state: 'bogus', follower: { id: 1 }, following: { id: 2 } })).toBe(
      null,
    );
    expect(parseFollowUpdate({ state: 'unfollow', follower: {} })).toBeNull();
    expect(parseFollowUpdate('nope')).toBeNull();
  });
});

describe("a sent request's answer", () => {
  it('turns the button to following when the stream says the request was accepted', async () => {
    const h = setup();
    expect((await h.store.follow('carol')).kind).toBe('done');
    expect(h.store.followState('carol')).toBe('requested');
    const before = h.reads();
    h.approve();
    h.stream(update('follow_accept', 'me', 'carol'));
    await settle();
    expect(h.reads()).toBe(before + 1);
    expect(h.store.followState('carol')).toBe('following');
  });

  it('ignores updates about accounts nothing shows, and about other people', async () => {
    const h = setup();
    h.stream(update('follow_accept', 'me', 'carol'));
    h.stream(update('follow_accept', 'x', 'y'));
    h.stream({ garbage: true });
    await settle();
    expect(h.reads()).toBe(0);
  });

  it('without a stream, a shown request is read again every 10 s until it is answered', async () => {
    const h = setup();
    h.setLive(false);
    await h.store.follow('carol');
    const stop = h.store.watchRequest('carol');
    const before = h.reads();
    await h.clock.advance(REQUEST_RECHECK_MS - 1);
    expect(h.reads()).toBe(before);
    await h.clock.advance(1);
    expect(h.reads()).toBe(before + 1);
    expect(h.store.followState('carol')).toBe('requested');
    h.approve();
    await h.clock.advance(REQUEST_RECHECK_MS);
    expect(h.store.followState('carol')).toBe('following');
    // Answered: no more reads while it stays shown.
    const after = h.reads();
    await h.clock.advance(REQUEST_RECHECK_MS * 5);
    expect(h.reads()).toBe(after);
    stop();
    expect(h.scheduler.activeJobs).toEqual([]);
  });

  it('with the stream joined, the watch asks nothing (the stream tells)', async () => {
    const h = setup();
    await h.store.follow('carol');
    const stop = h.store.watchRequest('carol');
    const before = h.reads();
    await h.clock.advance(REQUEST_RECHECK_MS * 3);
    expect(h.reads()).toBe(before);
    stop();
  });

  it('stops hearing the stream when the scope ends', () => {
    const h = setup();
    expect(h.listeners.size).toBe(1);
    h.store.dispose();
    expect(h.listeners.size).toBe(0);
  });
});
