// A rewritten scheduled post is scheduled anew and the old one cancelled after it. When that
// cancel fails, both would be published: the old id is owed, kept in the account's storage,
// retried on the scope's clock (5 s, then doubling, never more than 5 min apart) and again when
// the scheduled view opens, until the server takes it; a notice says so once, then.
import { describe, expect, it } from 'vitest';
import { OWED_CANCELS_KEY, owedCancelDelay } from '../../../src/core/model/owed-cancels';
import { ScheduledPostsStore } from '../../../src/core/model/scheduled-posts';
import { memoryStorage } from '../../../src/core/ports';
import { kit } from '../reading/support';

const item = (id: string, at = '2030-01-01T00:00:00.000Z') => ({
  id,
  scheduled_at: at,
  params: { text: `post ${id}`, visibility: 'public' },
  media_attachments: [],
});

function harness(storage = memoryStorage()) {
  const k = kit();
  const make = () =>
    new ScheduledPostsStore({
      client: () => k.client,
      owed: { clock: k.clock, storage, notices: k.notices },
    });
  // Every notice added, whether or not it timed out since.
  const told: string[] = [];
  const add = k.notices.add.bind(k.notices);
  k.notices.add = (level, key, ...rest) => {
    told.push(key);
    return add(level, key, ...rest);
  };
  let down = true;
  const deletes: number[] = [];
  k.http.on('DELETE', '/api/v1/scheduled_statuses/old', () => {
    deletes.push(k.clock.now());
    return down ? { status: 503, body: { error: 'Maintenance' } } : { body: {} };
  });
  k.http.on('GET', '/api/v1/scheduled_statuses', () => ({
    body: down ? [item('old'), item('new')] : [item('new')],
  }));
  return {
    ...k,
    storage,
    make,
    deletes,
    up: () => {
      down = false;
    },
    messages: () => told,
  };
}

describe('the owed cancel of a rewritten scheduled post', () => {
  it('says why the first cancel failed and keeps the id in storage', async () => {
    const h = harness();
    const store = h.make();
    await store.load();
    expect(await store.cancelReplaced('old')).toContain('Maintenance');
    expect(store.isCancelOwed('old')).toBe(true);
    expect(h.storage.get(OWED_CANCELS_KEY)).toEqual(['old']);
    // Still on the server, so still listed (a face marks it).
    expect(store.items.map((i) => i.id)).toEqual(['new', 'old']);
    // The store tells nothing itself on the first failure: the face does, once.
    expect(h.messages()).toEqual([]);
  });

  it('retries 5 s later, then 10, 20, 40 … never more than 5 min apart', async () => {
    const h = harness();
    const store = h.make();
    const start = h.clock.now();
    await store.cancelReplaced('old');
    await h.clock.advance(4_999);
    expect(h.deletes).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.deletes).toHaveLength(2);
    await h.clock.advance(30 * 60_000);
    const gaps = h.deletes.slice(1).map((at, i) => at - h.deletes[i]!);
    expect(gaps.slice(0, 7)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000]);
    expect(Math.max(...gaps)).toBe(300_000);
    expect(h.deletes[0]).toBe(start);
    // Silent while it keeps failing.
    expect(h.messages()).toEqual([]);
  });

  it('stops once the server takes it, forgets it and says so once', async () => {
    const h = harness();
    const store = h.make();
    await store.load();
    await store.cancelReplaced('old');
    await h.clock.advance(5_000 + 10_000);
    expect(h.deletes).toHaveLength(3);
    h.up();
    await h.clock.advance(20_000);
    expect(h.deletes).toHaveLength(4);
    expect(store.isCancelOwed('old')).toBe(false);
    expect(h.storage.get(OWED_CANCELS_KEY)).toBeUndefined();
    expect(store.items.map((i) => i.id)).toEqual(['new']);
    expect(h.messages()).toEqual(['scheduled_panel.replaced_later']);
    await h.clock.advance(60 * 60_000);
    expect(h.deletes).toHaveLength(4);
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.messages()).toEqual(['scheduled_panel.replaced_later']);
  });

  it('a 404 settles it: the post is gone already', async () => {
    const h = harness();
    const store = h.make();
    h.http.on('DELETE', '/api/v1/scheduled_statuses/gone', {
      status: 404,
      body: { error: 'Record not found' },
    });
    expect(await store.cancelReplaced('gone')).toBeNull();
    expect(store.isCancelOwed('gone')).toBe(false);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('after a restart, opening the scheduled view tries again before listing', async () => {
    const storage = memoryStorage();
    const first = harness(storage);
    await first.make().cancelReplaced('old');
    // The program ends: the timer is gone, the debt is in storage.
    const second = harness(storage);
    second.up();
    const store = second.make();
    expect(store.isCancelOwed('old')).toBe(true);
    expect(second.deletes).toHaveLength(0);
    await store.load();
    expect(second.deletes).toHaveLength(1);
    expect(store.isCancelOwed('old')).toBe(false);
    expect(store.items.map((i) => i.id)).toEqual(['new']);
    expect(second.messages()).toEqual(['scheduled_panel.replaced_later']);
    expect(storage.get(OWED_CANCELS_KEY)).toBeUndefined();
  });

  it('ends its timer with the scope', async () => {
    const h = harness();
    const store = h.make();
    await store.cancelReplaced('old');
    expect(h.clock.pendingTimers).toBe(1);
    store.dispose();
    expect(h.clock.pendingTimers).toBe(0);
    await h.clock.advance(60 * 60_000);
    expect(h.deletes).toHaveLength(1);
  });

  it('the delay doubles from 5 s and stops at 5 min', () => {
    expect([1, 2, 3, 7, 8, 20].map(owedCancelDelay)).toEqual([
      5_000, 10_000, 20_000, 300_000, 300_000, 300_000,
    ]);
  });
});
