import { describe, expect, it } from 'vitest';
import {
  POPOVER_CLOSE_DELAY_MS,
  POPOVER_OPEN_DELAY_MS,
  PopoverStore,
  USER_LIST_POPOVER_LIMIT,
} from '../../../src/core/model/popovers';
import { silentLogger } from '../../../src/core/ports';
import { settle } from '../helpers/fake-http';
import { kit, wireAccount, wireStatus } from '../reading/support';

function setup() {
  const k = kit();
  const store = new PopoverStore({
    client: () => k.client,
    entities: k.entities,
    clock: k.clock,
    logger: silentLogger,
  });
  return { ...k, store };
}

describe('user and status popovers', () => {
  it('opens after the open delay, not before, and one at a time', async () => {
    const { store, clock } = setup();
    store.enter({ kind: 'user', id: 'a1' }, 1);
    await clock.advance(POPOVER_OPEN_DELAY_MS - 1);
    expect(store.open).toBeNull();
    await clock.advance(1);
    expect(store.open).toMatchObject({ kind: 'user', id: 'a1', anchor: 1 });
    // Moving to another trigger while one is open switches at once: never two.
    store.enter({ kind: 'user', id: 'b2' }, 2);
    expect(store.open).toMatchObject({ id: 'b2', anchor: 2 });
  });

  it('passing over a trigger opens nothing', async () => {
    const { store, clock } = setup();
    store.enter({ kind: 'user', id: 'a1' }, 1);
    await clock.advance(POPOVER_OPEN_DELAY_MS / 2);
    store.leave();
    await clock.advance(POPOVER_OPEN_DELAY_MS * 2);
    expect(store.open).toBeNull();
  });

  it('stays while the pointer moves into it, closes after the close delay, Esc at once', async () => {
    const { store, clock } = setup();
    store.show({ kind: 'user', id: 'a1' }, 1);
    store.leave();
    await clock.advance(POPOVER_CLOSE_DELAY_MS - 1);
    store.hold();
    await clock.advance(POPOVER_CLOSE_DELAY_MS * 3);
    expect(store.open).not.toBeNull();
    store.leave();
    await clock.advance(POPOVER_CLOSE_DELAY_MS);
    expect(store.open).toBeNull();
    store.show({ kind: 'user', id: 'a1' }, 1);
    store.close();
    expect(store.open).toBeNull();
  });

  it('fetches a status it does not know once, and says when it is unavailable', async () => {
    const { store, http, entities } = setup();
    http.on('GET', '/api/v1/statuses/s1', { status: 200, body: wireStatus('s1') });
    store.show({ kind: 'status', id: 's1' }, 1);
    expect(store.statusState('s1')).toBe('loading');
    await settle();
    expect(store.statusState('s1')).toBe('loaded');
    expect(entities.status('s1')?.id).toBe('s1');
    store.show({ kind: 'status', id: 's1' }, 2);
    await settle();
    expect(http.calls('GET', '/api/v1/statuses/s1')).toHaveLength(1);

    store.show({ kind: 'status', id: 'gone' }, 3);
    await settle();
    expect(store.statusState('gone')).toBe('unavailable');
  });
});

describe('the user list popover (who reacted, spec part 2 §9)', () => {
  it('lists who reacted with that emoji, at most 16, and says when it cannot load', async () => {
    const { store, http, entities } = setup();
    const accounts = Array.from({ length: 20 }, (_, i) => wireAccount(`u${i}`));
    http.on('GET', '/api/v1/pleroma/statuses/s1/reactions', {
      status: 200,
      body: [
        { name: '🎉', count: 20, me: false, accounts },
        { name: '👍', count: 1, me: false, accounts: [accounts[3]] },
      ],
    });
    store.enter({ kind: 'reacted', id: 's1', emoji: '🎉' }, 1);
    expect(store.reactedList('s1', '🎉')).toBe('loading');
    await store.loadReacted('s1', '🎉');
    const list = store.reactedList('s1', '🎉');
    expect(list).toHaveLength(USER_LIST_POPOVER_LIMIT);
    expect(USER_LIST_POPOVER_LIMIT).toBe(16);
    expect(list).toEqual(accounts.slice(0, 16).map((a) => a.id));
    expect(entities.account('u15')).toBeDefined();
    // The same answer told who reacted with the other emoji.
    expect(store.reactedList('s1', '👍')).toEqual(['u3']);

    await store.loadReacted('gone', '🎉');
    expect(store.reactedList('gone', '🎉')).toBe('unavailable');
  });
});
