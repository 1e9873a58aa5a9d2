import { describe, expect, it } from 'vitest';
import {
  FOLLOW_REQUESTS_POLL_MS,
  FollowRequestsStore,
} from '../../../src/core/model/follow-requests';
import { NotificationsStore } from '../../../src/core/model/notifications';
import { defaultPreferences } from '../../../src/core/model/settings';
import {
  SuggestionsStore,
  suggestionsEnabled,
  WHO_TO_FOLLOW_PANEL_SIZE,
} from '../../../src/core/model/suggestions';
import { silentLogger } from '../../../src/core/ports';
import { settle } from '../helpers/fake-http';
import { kit, wireAccount, wireNotification } from '../reading/support';

function setup(locked = true) {
  const k = kit();
  let isLocked = locked;
  const notifications = new NotificationsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: silentLogger,
    notify: () => undefined,
    visibility: () => defaultPreferences().notificationVisibility,
    isLive: () => false,
    seenUpTo: () => undefined,
    saveReadPosition: async () => {},
  });
  const requests = new FollowRequestsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    notifications: () => notifications,
    locked: () => isLocked,
  });
  return {
    ...k,
    requests,
    notifications,
    unlock: () => {
      isLocked = false;
    },
  };
}

/** A notifications list holding grace's follow request and a mention. */
async function withRequestNotification(k: ReturnType<typeof setup>) {
  k.http.on('GET', '/api/v1/notifications', {
    body: [
      wireNotification('n2', 'follow_request', { account: 'g1' }),
      wireNotification('n1', 'mention'),
    ],
  });
  await k.notifications.loadInitial();
}

describe('follow requests: polled every 10 s for a locked account (spec part 1 §6, §9)', () => {
  it('loads at once and then every 10 s while watched; the count is the badge', async () => {
    const k = setup();
    let answer = [wireAccount('g1', 'grace')];
    k.http.on('GET', '/api/v1/follow_requests', () => ({ body: answer }));
    const stop = k.requests.watch();
    await settle();
    expect(k.requests.count).toBe(1);
    answer = [wireAccount('h1', 'hank'), wireAccount('g1', 'grace')];
    await k.clock.advance(FOLLOW_REQUESTS_POLL_MS - 1);
    expect(k.http.calls('GET', '/api/v1/follow_requests')).toHaveLength(1);
    await k.clock.advance(1);
    await settle();
    expect(k.http.calls('GET', '/api/v1/follow_requests')).toHaveLength(2);
    expect(k.requests.count).toBe(2);
    expect(k.requests.accounts.map((a) => a.acct)).toEqual(['hank', 'grace']);
    stop();
    await k.clock.advance(FOLLOW_REQUESTS_POLL_MS * 5);
    expect(k.http.calls('GET', '/api/v1/follow_requests')).toHaveLength(2);
  });

  it('an account that is not locked does not poll', async () => {
    const k = setup(false);
    k.http.on('GET', '/api/v1/follow_requests', { body: [] });
    const stop = k.requests.watch();
    await k.clock.advance(FOLLOW_REQUESTS_POLL_MS * 3);
    expect(k.http.calls('GET', '/api/v1/follow_requests')).toHaveLength(0);
    stop();
  });
});

describe('approve and deny (spec part 1 §4)', () => {
  it('approve turns the notification into a seen follow and removes the request at once', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/follow_requests', { body: [wireAccount('g1', 'grace')] });
    await k.requests.load();
    await withRequestNotification(k);
    let release!: () => void;
    k.http.on(
      'POST',
      '/api/v1/follow_requests/g1/authorize',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { id: 'g1', followed_by: true } });
        }),
    );
    const done = k.requests.approve('g1');
    // Before the server answers.
    expect(k.requests.count).toBe(0);
    expect(k.notifications.notification('n2')?.type).toBe('follow');
    expect(k.notifications.notification('n2')?.seen).toBe(true);
    await settle();
    release();
    expect(await done).toBe(true);
    expect(k.notifications.notification('n1')?.type).toBe('mention');
  });

  it('a refused approve brings the request and its notification back with a notice', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/follow_requests', { body: [wireAccount('g1', 'grace')] });
    k.http.on('POST', '/api/v1/follow_requests/g1/authorize', { status: 500, body: {} });
    await k.requests.load();
    await withRequestNotification(k);
    expect(await k.requests.approve('g1')).toBe(false);
    expect(k.requests.ids).toEqual(['g1']);
    expect(k.notifications.notification('n2')?.type).toBe('follow_request');
    expect(k.notices.notices[0]?.messageKey).toBe('follow_requests.approve_error');
  });

  it('deny removes the request and its notification only after the call succeeds', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/follow_requests', { body: [wireAccount('g1', 'grace')] });
    await k.requests.load();
    await withRequestNotification(k);
    let answer!: (ok: boolean) => void;
    k.http.on(
      'POST',
      '/api/v1/follow_requests/g1/reject',
      () =>
        new Promise((resolve) => {
          answer = (ok) => resolve(ok ? { body: { id: 'g1' } } : { status: 502, body: {} });
        }),
    );
    const first = k.requests.deny('g1');
    await settle();
    // Waiting for the server: still there.
    expect(k.requests.ids).toEqual(['g1']);
    expect(k.notifications.ids).toContain('n2');
    answer(false);
    expect(await first).toBe(false);
    expect(k.requests.ids).toEqual(['g1']);
    expect(k.notifications.ids).toContain('n2');
    expect(k.notices.notices[0]?.messageKey).toBe('follow_requests.deny_error');
    const second = k.requests.deny('g1');
    await settle();
    answer(true);
    expect(await second).toBe(true);
    expect(k.requests.ids).toEqual([]);
    expect(k.notifications.ids).toEqual(['n1']);
    expect(k.notifications.notification('n2')).toBeUndefined();
  });
});

describe('who to follow', () => {
  it('reads the instance flag and shows 3 in the panel', async () => {
    expect(suggestionsEnabled({ metadata: { suggestions: { enabled: true } } })).toBe(true);
    expect(suggestionsEnabled({ metadata: { suggestions: { enabled: false } } })).toBe(false);
    expect(suggestionsEnabled(null)).toBe(false);
    const k = kit();
    k.http.on('GET', '/api/v1/suggestions', {
      body: ['1', '2', '3', '4', '5'].map((id) => wireAccount(id)),
    });
    const store = new SuggestionsStore({ client: () => k.client, entities: k.entities });
    await store.load();
    expect(store.accounts).toHaveLength(5);
    expect(store.panel.map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(WHO_TO_FOLLOW_PANEL_SIZE).toBe(3);
  });

  it('asks /api/v2/suggestions when v1 is missing, and says unsupported when both are', async () => {
    const k = kit();
    k.http.on('GET', '/api/v2/suggestions', {
      body: [{ source: 'staff', account: wireAccount('7', 'gus') }],
    });
    const store = new SuggestionsStore({ client: () => k.client, entities: k.entities });
    await store.load();
    expect(store.accounts.map((a) => a.acct)).toEqual(['gus']);
    const bare = kit();
    const none = new SuggestionsStore({ client: () => bare.client, entities: bare.entities });
    await none.load();
    expect(none.state).toBe('unsupported');
  });
});
