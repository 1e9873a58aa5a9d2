import { afterEach, describe, expect, it } from 'vitest';
import { conversationsOf } from '../../../src/core/model/conversation-registry';
import { NOTIFICATION_POLL_MS } from '../../../src/core/model/notifications';
import { PREFERENCES_KEY } from '../../../src/core/model/preferences';
import { profilesOf } from '../../../src/core/model/profile';
import type { RootStore } from '../../../src/core/model/root';
import { searchOf } from '../../../src/core/model/search';
import { memoryStorage, type StoragePort, silentLogger } from '../../../src/core/ports';
import { STREAM_FRAME_MS } from '../../../src/core/realtime/realtime';
import { SocketStatus } from '../../../src/core/realtime/streaming-socket';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from '../helpers/fake-http';
import { type FakeSocket, fakeSockets } from '../helpers/fake-socket';
import { readFixture } from '../helpers/fixtures';
import { terminalRoot } from '../support/terminal-root';
import { BASE, wireAccount, wireNotification, wireStatus } from './support';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function server() {
  return new FakeHttp()
    .on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'cs' } })
    .on('POST', '/oauth/token', { body: { access_token: 'TOKEN' } })
    .on('POST', '/oauth/revoke', { body: {} })
    .on('GET', '/api/v1/accounts/verify_credentials', { body: wireAccount('A1', 'alice') })
    .on('GET', '/api/v1/instance', {
      body: { uri: 'pleroma.example', title: 'P', version: '2.7.2' },
    })
    .on('GET', '/api/v1/markers', { body: readFixture('soapbox/markers.json') })
    .on('POST', '/api/v1/markers', { body: {} })
    .on('GET', '/api/v1/notifications', (request) => ({
      body: request.query.get('min_id')
        ? []
        : [wireNotification('0001', 'mention', { seen: true })],
    }));
}

function harness(options: { storage?: StoragePort; http?: FakeHttp; notify?: boolean } = {}) {
  const http = options.http ?? server();
  const clock = new FakeClock();
  const { factory, sockets } = fakeSockets();
  const storage = options.storage ?? memoryStorage();
  const root = terminalRoot({
    fetch: http.fetch,
    socket: factory,
    storage,
    secrets: memoryStorage(),
    clock,
    logger: silentLogger,
  });
  roots.push(root);
  return { root, http, clock, sockets, storage };
}

async function signedIn(options: Parameters<typeof harness>[0] = {}) {
  const h = harness(options);
  expect(await h.root.session.login(BASE, 'alice', 'pw')).toBe(true);
  await h.root.afterSignIn();
  await settle();
  const socket = h.sockets.find((s) => s.url.includes('stream=user')) as FakeSocket;
  return { ...h, socket };
}

describe('preferences', () => {
  it('start with the defaults and are kept in storage across starts', () => {
    const storage = memoryStorage();
    const first = harness({ storage }).root.preferences;
    expect(first.maxThreadDepth).toBe(6);
    expect(first.hideMutedPosts).toBe(false);
    expect(first.mutedWords).toEqual([]);
    expect(first.streaming).toBe(true);
    first.set({ mutedWords: ['spoiler'], hideMutedPosts: true, maxThreadDepth: 4 });
    first.setNotificationVisible('likes', false);
    const again = harness({ storage }).root.preferences;
    expect(again.mutedWords).toEqual(['spoiler']);
    expect(again.hideMutedPosts).toBe(true);
    expect(again.maxThreadDepth).toBe(4);
    expect(again.notificationVisibility.likes).toBe(false);
  });

  it('a stored value of the wrong type falls back to its default', () => {
    const storage = memoryStorage({
      [PREFERENCES_KEY]: { maxThreadDepth: 'deep', mutedWords: 'x', streaming: false },
    });
    const prefs = harness({ storage }).root.preferences;
    expect(prefs.maxThreadDepth).toBe(6);
    expect(prefs.mutedWords).toEqual([]);
    expect(prefs.streaming).toBe(false);
  });

  it('streaming off: new streams do not open a socket', async () => {
    const storage = memoryStorage({ [PREFERENCES_KEY]: { streaming: false } });
    const h = await signedIn({ storage });
    expect(h.socket).toBeUndefined();
    expect(h.root.realtime.socket({ stream: 'user' })?.status).toBe(SocketStatus.DISABLED);
  });

  it('the thread depth preference reaches open conversations', async () => {
    const h = await signedIn();
    const chain = ['T0', 'T1', 'T2', 'T3'];
    h.http
      .on('GET', '/api/v1/statuses/T0', { body: wireStatus('T0') })
      .on('GET', '/api/v1/statuses/T0/context', {
        body: {
          ancestors: [],
          descendants: chain.slice(1).map((id, i) => wireStatus(id, { replyTo: chain[i] })),
        },
      });
    const conversation = h.root.use(conversationsOf).open('T0');
    await settle();
    expect(conversation.rows.map((r) => r.statusId)).toEqual(chain);
    h.root.preferences.set({ maxThreadDepth: 3 });
    expect(conversation.rows.map((r) => r.statusId)).toEqual(['T0', 'T1', 'T2']);
    expect(conversation.rows.at(-1)?.hiddenCount).toBe(1);
  });
});

describe('after sign-in', () => {
  it('loads the reading positions and the notifications', async () => {
    const h = await signedIn();
    expect(h.http.calls('GET', '/api/v1/markers')).toHaveLength(1);
    expect(h.root.markers.lastReadId('home')).toBe('103206604258487607');
    expect(h.root.notifications.ids).toEqual(['0001']);
  });

  it('a streamed notification event lands in root.notifications', async () => {
    const h = await signedIn();
    h.socket.open();
    // Newer than the notifications marker (35098814), so it counts as unseen.
    h.socket.emit('notification', wireNotification('35098900', 'favourite'));
    await h.clock.advance(STREAM_FRAME_MS);
    expect(h.root.notifications.ids).toEqual(['35098900', '0001']);
    expect(h.root.notifications.unseenCount).toBe(1);
  });

  it('notifications poll every 10 s while the user stream is down', async () => {
    const h = await signedIn();
    h.socket.drop(1006);
    await h.clock.advance(NOTIFICATION_POLL_MS);
    await settle();
    const polls = h.http.calls('GET', '/api/v1/notifications');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.at(-1)!.query.get('min_id')).toBe('0001');
  });

  it('a streamed reply joins an open conversation', async () => {
    const h = await signedIn();
    h.http
      .on('GET', '/api/v1/statuses/F', { body: wireStatus('F') })
      .on('GET', '/api/v1/statuses/F/context', { body: { ancestors: [], descendants: [] } });
    const conversation = h.root.use(conversationsOf).open('F');
    await settle();
    h.socket.open();
    h.socket.emit('update', wireStatus('R1', { replyTo: 'F' }));
    await h.clock.advance(STREAM_FRAME_MS);
    expect(conversation.descendantIds).toEqual(['R1']);
  });

  it('profiles and search are reachable from the root', async () => {
    const h = await signedIn();
    h.http
      .on('GET', '/api/v1/accounts/lookup', { body: wireAccount('B1', 'bob') })
      .on('GET', '/api/v1/accounts/relationships', { body: [{ id: 'B1', following: true }] })
      .on('GET', '/api/v1/accounts/B1/statuses', { body: [] })
      .on('GET', '/api/v2/search', { body: { accounts: [wireAccount('B1', 'bob')] } });
    const bob = h.root.use(profilesOf).open('bob');
    await settle();
    expect(bob.account?.acct).toBe('bob');
    expect(bob.relationship?.following).toBe(true);
    expect(h.root.use(profilesOf).get('bob')).toBe(bob);
    await h.root.use(searchOf).search('bob');
    expect(h.root.use(searchOf).accountIds).toEqual(['B1']);
  });

  it('logout saves a pending reading position first, then forgets the reading state', async () => {
    const h = await signedIn();
    h.root.markers.setPosition('home', '103206604258487700');
    await h.root.logout();
    const save = h.http.calls('POST', '/api/v1/markers')[0]!;
    expect(JSON.parse(save.body!)).toEqual({ home: { last_read_id: '103206604258487700' } });
    expect(save.headers.Authorization).toBe('Bearer TOKEN');
    const order = h.http.requests.map((r) => r.path);
    expect(order.indexOf('/api/v1/markers', 1)).toBeLessThan(order.indexOf('/oauth/revoke'));
    expect(h.root.notifications.ids).toEqual([]);
    expect(h.root.markers.lastReadId('notifications')).toBeUndefined();
  });
});
