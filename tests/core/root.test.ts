import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors';
import type { RootStore } from '../../src/core/model/root';
import { TIMELINE_POLL_MS } from '../../src/core/model/timelines';
import {
  type FetchPort,
  memoryStorage,
  type StoragePort,
  silentLogger,
} from '../../src/core/ports';
import { STREAM_FRAME_MS } from '../../src/core/realtime/realtime';
import { SocketStatus } from '../../src/core/realtime/streaming-socket';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from './helpers/fake-http';
import { type FakeSocket, fakeSockets } from './helpers/fake-socket';
import { wireStatus } from './helpers/fake-timeline-client';
import { terminalRoot } from './support/terminal-root';

const SERVER = 'https://pleroma.example';
const TOKEN = 'TOKEN-alice';
const ALICE = { id: 'A1', username: 'alice', acct: 'alice', display_name: 'Alice' };

/** Storage that remembers every value ever written, to prove where secrets go. */
function recordingStorage(): StoragePort & { written: unknown[] } {
  const inner = memoryStorage();
  const written: unknown[] = [];
  return {
    written,
    get: (key) => inner.get(key),
    set: (key, value) => {
      written.push(value);
      inner.set(key, value);
    },
    delete: (key) => inner.delete(key),
  };
}

/** A Pleroma-like server: one user, a home timeline the test can add to. */
function pleromaServer() {
  const home: string[] = ['0020', '0010'];
  const tokens = new Set([TOKEN]);
  const http = new FakeHttp()
    .on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'csecret' } })
    .on('POST', '/oauth/token', (request) => {
      const form = new URLSearchParams(request.body);
      if (form.get('username') === 'alice' && form.get('password') === 'right') {
        return { body: { access_token: TOKEN, scope: 'read write follow push admin' } };
      }
      return { status: 400, body: { error: 'Invalid credentials' } };
    })
    .on('POST', '/oauth/revoke', { body: {} })
    .on('GET', '/api/v1/accounts/verify_credentials', (request) => {
      const token = request.headers.Authorization?.replace('Bearer ', '');
      return token && tokens.has(token)
        ? { body: ALICE }
        : { status: 401, body: { error: 'The access token is invalid' } };
    })
    .on('GET', '/api/v1/timelines/home', (request) => {
      const since = request.query.get('min_id');
      const ids = since ? home.filter((id) => id > since) : home;
      return { body: ids.slice(0, 20).map((id) => wireStatus(id)) };
    });
  return { http, home, tokens };
}

interface Harness {
  root: RootStore;
  http: FakeHttp;
  clock: FakeClock;
  sockets: FakeSocket[];
  storage: ReturnType<typeof recordingStorage>;
  secrets: ReturnType<typeof recordingStorage>;
  home: string[];
  tokens: Set<string>;
}

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function harness(
  shared: { storage?: Harness['storage']; secrets?: Harness['secrets']; fetch?: FetchPort } = {},
): Harness {
  const server = pleromaServer();
  const clock = new FakeClock();
  const { factory, sockets } = fakeSockets();
  const storage = shared.storage ?? recordingStorage();
  const secrets = shared.secrets ?? recordingStorage();
  const root = terminalRoot({
    fetch: shared.fetch ?? server.http.fetch,
    socket: factory,
    storage,
    secrets,
    clock,
    logger: silentLogger,
  });
  roots.push(root);
  return { root, clock, sockets, storage, secrets, ...server };
}

async function signedIn(): Promise<Harness> {
  const h = harness();
  expect(await h.root.session.login(SERVER, 'alice', 'right')).toBe(true);
  return h;
}

/** Open home, let it load, and join the user stream's socket (or not). */
async function openHome(h: Harness, join: boolean) {
  const opened = h.root.openTimeline({ type: 'home' });
  await settle();
  const socket = h.sockets.find((s) => s.url.includes('stream=user'))!;
  if (join) socket.open();
  return { ...opened, socket };
}

describe('login', () => {
  it('password grant: registers the app, stores the token as a secret, signs in', async () => {
    const h = await signedIn();
    const { session } = h.root;
    expect(session.status).toBe('signed-in');
    expect(session.isSignedIn).toBe(true);
    expect(session.account?.acct).toBe('alice');
    expect(h.root.entities.account('A1')?.displayName).toBe('Alice');

    const grant = new URLSearchParams(h.http.calls('POST', '/oauth/token')[0]!.body);
    expect(grant.get('grant_type')).toBe('password');
    expect(grant.get('client_id')).toBe('cid');
    expect(
      h.http.calls('GET', '/api/v1/accounts/verify_credentials')[0]!.headers.Authorization,
    ).toBe(`Bearer ${TOKEN}`);

    expect(h.secrets.get('tokens')).toEqual({ 'alice@pleroma.example': TOKEN });
    // Preferences never see the token.
    expect(JSON.stringify(h.storage.written)).not.toContain(TOKEN);
    expect(session.storedAccounts).toEqual([
      { key: 'alice@pleroma.example', server: SERVER, acct: 'alice', accountId: 'A1' },
    ]);
  });

  it('registers the app once per server', async () => {
    const h = await signedIn();
    await h.root.logout();
    expect(await h.root.session.login('pleroma.example/', 'alice', 'right')).toBe(true);
    expect(h.http.calls('POST', '/api/v1/apps')).toHaveLength(1);
  });

  it('a wrong password → wrong_credentials, nothing stored', async () => {
    const h = harness();
    expect(await h.root.session.login(SERVER, 'alice', 'wrong')).toBe(false);
    expect(h.root.session.status).toBe('signed-out');
    expect(h.root.session.loginError).toEqual({
      code: 'wrong_credentials',
      detail: 'Invalid credentials (HTTP 400)',
    });
    expect(h.secrets.get('tokens')).toBeUndefined();
  });

  it('a server error → server_error', async () => {
    const h = harness();
    h.http.on('POST', '/oauth/token', { status: 500, body: { error: 'Internal server error' } });
    expect(await h.root.session.login(SERVER, 'alice', 'right')).toBe(false);
    expect(h.root.session.loginError?.code).toBe('server_error');
  });

  it('an unreachable server → network', async () => {
    const refused: FetchPort = async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    const h = harness({ fetch: refused });
    expect(await h.root.session.login(SERVER, 'alice', 'right')).toBe(false);
    expect(h.root.session.loginError?.code).toBe('network');
    expect(h.root.session.loginError?.detail).toContain('pleroma.example');
  });

  it('a token that does not verify is not kept on the client', async () => {
    const h = harness();
    h.http.on('GET', '/api/v1/accounts/verify_credentials', { status: 500, body: 'oops' });
    expect(await h.root.session.login(SERVER, 'alice', 'right')).toBe(false);
    expect(h.root.session.loginError?.code).toBe('server_error');
    expect(h.root.session.token).toBeUndefined();
    expect(h.secrets.get('tokens')).toBeUndefined();
  });
});

describe('restore and logout', () => {
  it('restores a stored login with its token', async () => {
    const first = await signedIn();
    const h = harness({ storage: first.storage, secrets: first.secrets });
    expect(await h.root.session.restore()).toBe(true);
    expect(h.root.session.status).toBe('signed-in');
    expect(h.root.session.account?.acct).toBe('alice');
    expect(h.http.requests[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(h.http.calls('POST', '/oauth/token')).toHaveLength(0);
  });

  it('with nothing stored, restore resolves false without a call', async () => {
    const h = harness();
    expect(await h.root.session.restore()).toBe(false);
    expect(h.http.requests).toHaveLength(0);
  });

  it.each([400, 401, 403, 422])('a token rejected with %i is forgotten', async (status) => {
    const first = await signedIn();
    const h = harness({ storage: first.storage, secrets: first.secrets });
    h.http.on('GET', '/api/v1/accounts/verify_credentials', {
      status,
      body: { error: 'Invalid credentials.' },
    });
    const error = await h.root.session.restore().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(h.root.session.status).toBe('signed-out');
    expect(h.secrets.get('tokens')).toEqual({});
    expect(h.root.session.storedAccounts).toEqual([]);
    expect(h.storage.get('session.current')).toBeUndefined();
    // A second start has nothing to restore.
    expect(await h.root.session.restore()).toBe(false);
  });

  it('a server error during restore keeps the token for next time', async () => {
    const first = await signedIn();
    const h = harness({ storage: first.storage, secrets: first.secrets });
    h.http.on('GET', '/api/v1/accounts/verify_credentials', { status: 503, body: 'down' });
    await expect(h.root.session.restore()).rejects.toBeInstanceOf(ApiError);
    expect(h.secrets.get('tokens')).toEqual({ 'alice@pleroma.example': TOKEN });
  });

  it('logout revokes the token, then forgets it', async () => {
    const h = await signedIn();
    await h.root.logout();
    const revoke = h.http.calls('POST', '/oauth/revoke');
    expect(revoke).toHaveLength(1);
    expect(new URLSearchParams(revoke[0]!.body).get('token')).toBe(TOKEN);
    expect(h.root.session.status).toBe('signed-out');
    expect(h.root.session.account).toBeUndefined();
    expect(h.root.session.token).toBeUndefined();
    expect(h.secrets.get('tokens')).toEqual({});
    expect(h.root.session.storedAccounts).toEqual([]);
  });

  it('remembers the last login name past a logout, and a restore does not write it again', async () => {
    const h = await signedIn();
    expect(h.root.session.lastLoginName()).toBe('alice');
    await h.root.logout();
    expect(h.root.session.lastLoginName()).toBe('alice');
    const again = await signedIn();
    const restored = harness({ storage: again.storage, secrets: again.secrets });
    const writes = again.storage.written.length;
    expect(await restored.root.session.restore()).toBe(true);
    expect(again.storage.written.slice(writes)).not.toContain('alice');
    expect(restored.root.session.lastLoginName()).toBe('alice');
  });

  it('logout forgets the token even when the revoke call fails', async () => {
    const h = await signedIn();
    h.http.on('POST', '/oauth/revoke', { status: 500, body: {} });
    await h.root.logout();
    expect(h.secrets.get('tokens')).toEqual({});
    expect(h.root.session.status).toBe('signed-out');
  });

  it('logout closes the streams and clears the timelines', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, true);
    expect(timeline.visibleIds.length).toBe(2);
    await h.root.logout();
    expect(socket.closedWith).toBe(1000);
    expect(h.root.realtime.sockets.size).toBe(0);
    expect(h.root.timelines.all()).toEqual([]);
  });
});

describe('adoptToken', () => {
  it('verifies the token before storing it', async () => {
    const h = harness();
    const account = await h.root.session.adoptToken(SERVER, `  ${TOKEN}\n`);
    expect(account.acct).toBe('alice');
    expect(h.root.session.status).toBe('signed-in');
    expect(h.secrets.get('tokens')).toEqual({ 'alice@pleroma.example': TOKEN });
  });

  it('a bad token is not stored', async () => {
    const h = harness();
    await expect(h.root.session.adoptToken(SERVER, 'forged')).rejects.toBeInstanceOf(ApiError);
    expect(h.root.session.status).toBe('signed-out');
    expect(h.root.session.token).toBeUndefined();
    expect(h.secrets.get('tokens')).toBeUndefined();
    expect(h.root.session.storedAccounts).toEqual([]);
  });
});

describe('home timeline and the user stream', () => {
  it('opening home loads it and starts the user stream with the token', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, false);
    expect(timeline.state).toBe('loaded');
    expect(timeline.visibleIds).toEqual(['0020', '0010']);
    const url = new URL(socket.url);
    expect(url.host).toBe('pleroma.example');
    expect(url.protocol).toBe('wss:');
    expect(url.searchParams.get('stream')).toBe('user');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    socket.open();
    expect(h.root.realtime.isJoined({ stream: 'user' })).toBe(true);
    expect(timeline.live).toBe(true);
  });

  it('a streamed update waits in the queue while the view is scrolled down', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, true);
    timeline.setViewport({ atTop: false });
    socket.emit('update', wireStatus('0030'));
    // Streamed events are applied at the next frame.
    expect(timeline.newStatusCount).toBe(0);
    await h.clock.advance(STREAM_FRAME_MS);
    expect(timeline.newStatusCount).toBe(1);
    expect(timeline.queuedIds).toEqual(['0030']);
    expect(h.root.entities.status('0030')?.content).toBe('<p>post 0030</p>');
    // Back at the top with a live stream: shown.
    timeline.setViewport({ atTop: true });
    expect(timeline.visibleIds[0]).toBe('0030');
  });

  it('a streamed update shows at once on an empty home', async () => {
    const h = await signedIn();
    h.home.splice(0);
    const { timeline, socket } = await openHome(h, true);
    timeline.setViewport({ atTop: false });
    socket.emit('update', wireStatus('0030'));
    await h.clock.advance(STREAM_FRAME_MS);
    expect(timeline.visibleIds).toEqual(['0030']);
    expect(timeline.newStatusCount).toBe(0);
  });

  it('a delete event marks the status deleted: unseen ones leave the queue, shown ones stay as placeholders', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, true);
    timeline.setViewport({ atTop: false });
    socket.emit('update', wireStatus('0030'));
    socket.emit('delete', '0030');
    socket.emit('delete', '0020');
    await h.clock.advance(STREAM_FRAME_MS);
    expect(timeline.newStatusCount).toBe(0);
    expect(timeline.visibleIds).toEqual(['0020', '0010']);
    expect(timeline.statuses.map((s) => [s.id, s.deleted])).toEqual([
      ['0020', true],
      ['0010', false],
    ]);
    expect(h.root.entities.status('0020')?.deleted).toBe(true);
  });

  it('a server without streaming: the socket never joins and home polls every 10 s since the newest id', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, false);
    socket.drop(1006);
    expect(h.root.realtime.socket({ stream: 'user' })?.status).toBe(SocketStatus.DISABLED);
    expect(timeline.live).toBe(false);
    const polls = () => h.http.calls('GET', '/api/v1/timelines/home').slice(1);

    h.home.unshift('0030');
    await h.clock.advance(TIMELINE_POLL_MS);
    await settle();
    expect(polls()).toHaveLength(1);
    expect(polls()[0]!.query.get('min_id')).toBe('0020');
    expect(timeline.visibleIds.includes('0030') || timeline.queuedIds.includes('0030')).toBe(true);

    await h.clock.advance(TIMELINE_POLL_MS);
    await settle();
    expect(polls()).toHaveLength(2);
    expect(polls()[1]!.query.get('min_id')).toBe('0030');
  });

  it('streaming failure turns the streaming setting off and says so once (spec part 2 §4)', async () => {
    const h = await signedIn();
    expect(h.root.preferences.streaming).toBe(true);
    const { socket } = await openHome(h, false);
    socket.drop(1006);
    expect(h.root.preferences.streaming).toBe(false);
    const said = h.root.notices.notices.filter((n) => n.messageKey === 'timeline.streaming_off');
    expect(said).toHaveLength(1);
    expect(said[0]!.level).toBe('warning');
    // Kept: the next start asks for no socket at all.
    const storedPrefs = JSON.stringify(h.storage.get('preferences'));
    expect(storedPrefs).toContain('"streaming":false');
  });

  it('a stream that broke after joining leaves the setting on', async () => {
    const h = await signedIn();
    const { socket } = await openHome(h, true);
    socket.drop(1006);
    expect(h.root.preferences.streaming).toBe(true);
  });

  it('no polling while the stream is live', async () => {
    const h = await signedIn();
    await openHome(h, true);
    await h.clock.advance(TIMELINE_POLL_MS * 3);
    await settle();
    expect(h.http.calls('GET', '/api/v1/timelines/home')).toHaveLength(1);
  });

  it('after the stream breaks and reconnects, the gap is filled with a min_id fetch', async () => {
    const h = await signedIn();
    const { timeline, socket } = await openHome(h, true);
    socket.drop(1006);
    expect(h.root.realtime.socket({ stream: 'user' })?.status).toBe(SocketStatus.ERROR);
    expect(h.root.notices.notices.map((n) => n.messageKey)).toContain('timeline.socket_broke');

    h.home.unshift('0025');
    await h.clock.advance(1000);
    const again = h.sockets[h.sockets.length - 1]!;
    expect(again).not.toBe(socket);
    again.open();
    await settle();
    const fetches = h.http.calls('GET', '/api/v1/timelines/home');
    expect(fetches).toHaveLength(2);
    expect(fetches[1]!.query.get('min_id')).toBe('0020');
    expect(h.root.notices.notices.map((n) => n.messageKey)).toContain(
      'timeline.socket_reconnected',
    );
    expect(timeline.visibleIds[0]).toBe('0025');
  });

  it('every view of home shares one timeline', async () => {
    const h = await signedIn();
    const a = h.root.openTimeline({ type: 'home' });
    const b = h.root.openTimeline({ type: 'home' });
    await settle();
    expect(a.timeline).toBe(b.timeline);
    expect(a.timeline.watchers).toBe(2);
    expect(h.http.calls('GET', '/api/v1/timelines/home')).toHaveLength(1);
    expect(h.sockets.filter((s) => s.url.includes('stream=user'))).toHaveLength(1);
  });
});
