import { describe, expect, it } from 'vitest';
import {
  DESKTOP_NOTIFICATION_CLOSE_MS,
  NOTIFICATION_SILENCE_MS,
} from '../../../src/core/model/notification-desktop';
import {
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_ERROR_KEY,
  NotificationsStore,
} from '../../../src/core/model/notifications';
import {
  defaultPreferences,
  type NotificationVisibility,
} from '../../../src/core/model/preferences';
import { settle } from '../helpers/fake-http';
import { readFixture } from '../helpers/fixtures';
import { BASE, ids, kit, linkHeader, wireNotification } from './support';

type Json = Record<string, unknown>;

interface Options {
  /** What GET /api/v1/notifications answers, by request. */
  pages?: (query: URLSearchParams) => {
    body: unknown;
    status?: number;
    headers?: Record<string, string>;
  };
  notify?: boolean;
  live?: boolean;
  seenUpTo?: string;
  markRead?: boolean;
}

function setup(options: Options = {}) {
  const k = kit();
  const shown: Array<{
    title: string;
    body: string;
    closed: boolean;
    icon?: string;
    target?: unknown;
  }> = [];
  const saved: string[] = [];
  let visibility: NotificationVisibility = defaultPreferences().notificationVisibility;
  let live = options.live ?? false;
  k.http.on('GET', '/api/v1/notifications', (request) =>
    options.pages ? options.pages(request.query) : { body: [] },
  );
  if (options.markRead !== false) {
    k.http.on('POST', '/api/v1/pleroma/notifications/read', { body: [] });
  }
  const store = new NotificationsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: { debug: () => {}, error: () => {}, warn: (...args) => k.warnings.push(args) },
    notify:
      options.notify === false
        ? () => undefined
        : () => (title, body, extra) => {
            const entry = { title, body, closed: false, ...extra };
            shown.push(entry);
            return {
              close: () => {
                entry.closed = true;
              },
            };
          },
    visibility: () => visibility,
    isLive: () => live,
    seenUpTo: () => options.seenUpTo,
    saveReadPosition: async (id) => {
      saved.push(id);
    },
  });
  return {
    ...k,
    store,
    shown,
    saved,
    setVisibility: (v: Partial<NotificationVisibility>) => {
      visibility = { ...visibility, ...v };
    },
    setLive: (value: boolean) => {
      live = value;
    },
  };
}

const soapbox = () => readFixture('soapbox/notifications.json') as Json[];

describe('the list', () => {
  it('loads the fixture newest first, asking for the spec types', async () => {
    const { store, http, entities } = setup({ pages: () => ({ body: soapbox() }) });
    await store.loadInitial();
    expect(store.state).toBe('loaded');
    expect(store.ids[0]).toBe('10744');
    expect(store.ids).toHaveLength(20);
    expect(http.requests[0]!.query.getAll('include_types[]')).toEqual([
      'mention',
      'favourite',
      'reblog',
      'follow',
      'follow_request',
      'move',
      'poll',
      'pleroma:emoji_reaction',
      'pleroma:report',
    ]);
    expect(store.unseenCount).toBe(1);
    expect(store.visibleIds).toHaveLength(20);
    const first = store.notification('10744')!;
    expect(entities.account(first.accountId)?.displayName).toBeTruthy();
  });

  it('shows the unseen ones plus 30 seen; "load older" reveals 20 more before fetching', async () => {
    const held = ids(60, 1).map((id, i) => wireNotification(id, 'favourite', { seen: i > 1 }));
    const { store, http } = setup({
      pages: (query) => (query.get('max_id') ? { body: [] } : { body: held }),
    });
    await store.loadInitial();
    expect(store.unseenCount).toBe(2);
    expect(store.visibleCount).toBe(32);
    expect(store.visibleIds[31]).toBe('0029');

    await store.loadOlder();
    expect(store.visibleIds).toHaveLength(52);
    await store.loadOlder();
    expect(store.visibleIds).toHaveLength(60);
    expect(http.requests).toHaveLength(1);

    await store.loadOlder();
    expect(http.requests).toHaveLength(2);
    expect(http.requests[1]!.query.get('max_id')).toBe('0001');
    expect(store.bottomedOut).toBe(true);
  });

  it('older pages follow the Link header when the server gives one', async () => {
    const path = '/api/v1/notifications';
    const { store, http } = setup({
      pages: (query) =>
        query.get('max_id') === 'N-5'
          ? { body: [wireNotification('0004', 'mention', { seen: true })] }
          : {
              body: [wireNotification('0009', 'mention', { seen: true })],
              headers: linkHeader(path, { max_id: 'N-5' }),
            },
    });
    await store.loadInitial();
    await store.loadOlder();
    expect(http.requests[1]!.query.get('max_id')).toBe('N-5');
    expect(store.visibleIds).toEqual(['0009', '0004']);
  });

  it('notifications follow an older_than Link and poll newer ones with min_id', async () => {
    const path = '/api/v1/notifications';
    const { store, http } = setup({
      pages: (query) => {
        if (query.get('min_id')) return { body: [] };
        if (query.get('older_than') === '0009') {
          return { body: [wireNotification('0004', 'mention', { seen: true })] };
        }
        return {
          body: [wireNotification('0009', 'mention', { seen: true })],
          headers: linkHeader(path, { older_than: '0009' }),
        };
      },
    });
    await store.loadInitial();
    await store.loadOlder();
    await store.fetchNewer();
    const calls = http.calls('GET', path).map((r) => r.query);
    expect(calls[1]!.get('older_than')).toBe('0009');
    expect(calls[2]!.get('min_id')).toBe('0009');
    expect(calls[2]!.get('since_id')).toBeNull();
    expect(store.ids).toEqual(['0009', '0004']);
  });

  it('the type filter hides types and their unseen count', async () => {
    const { store, setVisibility } = setup({
      pages: () => ({
        body: [
          wireNotification('0003', 'favourite'),
          wireNotification('0002', 'mention'),
          wireNotification('0001', 'follow'),
        ],
      }),
    });
    await store.loadInitial();
    expect(store.unseenCount).toBe(3);
    setVisibility({ likes: false, follows: false });
    expect(store.visibleIds).toEqual(['0002']);
    expect(store.unseenCount).toBe(1);
    expect(store.totalUnseenCount).toBe(3);
  });

  it('an unreadable notification is logged, and its id still moves the paging bounds', async () => {
    const { store, http, warnings } = setup({
      pages: (query) =>
        query.get('min_id')
          ? { body: [] }
          : { body: [{ id: '0100', type: 'mention' }, wireNotification('0099')] },
    });
    await store.loadInitial();
    expect(store.ids).toEqual(['0099']);
    expect(warnings.length).toBeGreaterThan(0);
    await store.fetchNewer();
    expect(http.requests[1]!.query.get('min_id')).toBe('0100');
  });

  it('ids at or below the notifications marker count as seen (servers without is_seen)', async () => {
    const snac = readFixture('snac2/notifications_alice_limit40.json') as Json[];
    const { store } = setup({ pages: () => ({ body: snac }), seenUpTo: '1795278202388312' });
    await store.loadInitial();
    // Reblog, favourite and reaction are newer than the marker; mention and follow are not.
    expect(store.unseenCount).toBe(3);
  });
});

describe('the read button', () => {
  it('marks everything seen up to the newest id and goes back to 30 seen', async () => {
    const held = ids(60, 1).map((id) => wireNotification(id, 'mention', { seen: false }));
    const { store, http } = setup({ pages: () => ({ body: held }) });
    await store.loadInitial();
    expect(store.unseenCount).toBe(60);
    await store.markAllRead();
    const post = http.calls('POST', '/api/v1/pleroma/notifications/read')[0]!;
    expect(new URLSearchParams(post.body).get('max_id')).toBe('0060');
    expect(store.unseenCount).toBe(0);
    expect(store.visibleIds).toHaveLength(30);
  });

  it('without the Pleroma read call, the position goes to the notifications marker', async () => {
    const { store, saved } = setup({
      pages: () => ({ body: [wireNotification('0007')] }),
      markRead: false,
    });
    await store.loadInitial();
    await store.markAllRead();
    expect(saved).toEqual(['0007']);
    expect(store.unseenCount).toBe(0);
  });

  it('one notification (a push notification clicked) is read alone, by its id', async () => {
    const held = ids(3, 1).map((id) => wireNotification(id, 'mention', { seen: false }));
    const { store, http } = setup({ pages: () => ({ body: held }) });
    await store.loadInitial();
    await store.markRead('0002');
    const post = http.calls('POST', '/api/v1/pleroma/notifications/read')[0]!;
    const form = new URLSearchParams(post.body);
    expect(form.get('id')).toBe('0002');
    expect(form.get('max_id')).toBeNull();
    expect(store.unseenCount).toBe(2);
    expect(store.notification('0002')?.seen).toBe(true);
    expect(store.notification('0003')?.seen).toBe(false);
  });

  it('one notification on a server without the read call: nothing fails, nothing is logged', async () => {
    const { store, warnings } = setup({ markRead: false });
    await store.markRead('0009');
    expect(warnings).toEqual([]);
  });
});

describe('staying fresh', () => {
  it('polls every 10 s while the stream is down, and not while it is live', async () => {
    const { store, http, clock, setLive } = setup({
      pages: (query) => ({ body: query.get('min_id') ? [] : [wireNotification('0001')] }),
    });
    store.start();
    await settle();
    expect(http.requests).toHaveLength(1);
    await clock.advance(NOTIFICATION_POLL_MS);
    await settle();
    expect(http.requests).toHaveLength(2);
    expect(http.requests[1]!.query.get('min_id')).toBe('0001');
    setLive(true);
    await clock.advance(NOTIFICATION_POLL_MS * 3);
    await settle();
    expect(http.requests).toHaveLength(2);
    store.dispose();
  });

  it('a streamed notification goes on top', async () => {
    const { store } = setup({ pages: () => ({ body: [wireNotification('0001')] }) });
    await store.loadInitial();
    store.receive(wireNotification('0002', 'favourite'), 'pleroma.example');
    expect(store.ids).toEqual(['0002', '0001']);
    expect(store.unseenCount).toBe(2);
  });

  it('a failed fetch shows one "Error fetching notifications" notice, not one per poll', async () => {
    const { store, notices, clock, http } = setup({
      pages: () => ({ status: 502, body: { error: 'Bad gateway' } }),
    });
    const errors = () => notices.notices.filter((n) => n.messageKey === NOTIFICATIONS_ERROR_KEY);
    store.start();
    await settle();
    expect(store.state).toBe('failed');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]!.params.detail).toBe('Bad gateway (HTTP 502)');
    // The notice goes after 5 s; the next failing poll (10 s) does not bring another.
    await clock.advance(NOTIFICATION_POLL_MS);
    await settle();
    expect(http.requests).toHaveLength(2);
    expect(errors()).toHaveLength(0);
    store.dispose();
  });

  it('a server with no notifications route is left alone, without a notice', async () => {
    const { store, notices, http, clock } = setup({
      pages: () => ({ status: 404, body: { error: 'Not found' } }),
    });
    store.start();
    await settle();
    expect(store.state).toBe('unsupported');
    await clock.advance(NOTIFICATION_POLL_MS * 2);
    expect(http.requests).toHaveLength(1);
    expect(notices.notices).toEqual([]);
    store.dispose();
  });
});

describe('desktop notifications', () => {
  it('stay silent for the first 10 s, then show new unseen ones and close after 5 s', async () => {
    const { store, shown, clock } = setup({ pages: () => ({ body: [] }), live: true });
    store.start();
    await settle();
    store.receive(wireNotification('0001', 'favourite'), '');
    expect(shown).toHaveLength(0);
    await clock.advance(NOTIFICATION_SILENCE_MS);
    store.receive(wireNotification('0002', 'favourite'), '');
    expect(shown).toEqual([
      {
        title: 'Bob',
        body: 'post s0002',
        closed: false,
        icon: `${BASE}/images/avi.png`,
        target: { kind: 'status', id: 's0002' },
      },
    ]);
    await clock.advance(DESKTOP_NOTIFICATION_CLOSE_MS);
    expect(shown[0]!.closed).toBe(true);
    store.dispose();
  });

  it("carry the sender's avatar and open the status, the chat or the sender's profile", async () => {
    const { store, shown, clock } = setup({ pages: () => ({ body: [] }), live: true });
    store.start();
    await clock.advance(NOTIFICATION_SILENCE_MS);
    store.receive(wireNotification('0001', 'mention'), '');
    store.receive(wireNotification('0002', 'follow'), '');
    store.receive(wireNotification('0003', 'pleroma:chat_mention', { account: 'c9' }), '');
    expect(shown.map((n) => n.target)).toEqual([
      { kind: 'status', id: 's0001' },
      { kind: 'account', id: 'b1', acct: 'bob' },
      { kind: 'chat', accountId: 'c9' },
    ]);
    expect(shown.every((n) => n.icon === `${BASE}/images/avi.png`)).toBe(true);
    store.dispose();
  });

  it('not for seen ones, filtered types, or without permission', async () => {
    const { store, shown, clock, setVisibility } = setup({
      pages: () => ({ body: [] }),
      live: true,
    });
    store.start();
    await clock.advance(NOTIFICATION_SILENCE_MS);
    store.receive(wireNotification('0001', 'mention', { seen: true }), '');
    setVisibility({ likes: false });
    store.receive(wireNotification('0002', 'favourite'), '');
    expect(shown).toHaveLength(0);
    store.dispose();

    const silent = setup({ pages: () => ({ body: [] }), live: true, notify: false });
    silent.store.start();
    await silent.clock.advance(NOTIFICATION_SILENCE_MS);
    silent.store.receive(wireNotification('0003', 'mention'), '');
    expect(silent.store.ids).toEqual(['0003']);
    silent.store.dispose();
  });

  it('not for what the first load or load-older brings', async () => {
    const { store, shown, clock } = setup({
      pages: () => ({ body: [wireNotification('0001')] }),
      live: true,
    });
    await clock.advance(NOTIFICATION_SILENCE_MS);
    store.start();
    await settle();
    expect(store.ids).toEqual(['0001']);
    expect(shown).toHaveLength(0);
    store.dispose();
  });
});
