// Issue 16, the installed app offline: a start whose verify_credentials finds no server takes
// the stored login up unverified ("offline") instead of signing out, keeps trying on a fake
// clock (5 s, doubling), and once the server answers everything loads as on a normal start;
// a token the server refuses still signs out.
import { afterEach, describe, expect, it } from 'vitest';
import {
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  reconnectOf,
} from '../../../src/core/model/reconnect';
import type { RootStore } from '../../../src/core/model/root';
import {
  type FetchPort,
  memoryStorage,
  type StoragePort,
  silentLogger,
} from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from '../helpers/fake-http';
import { fakeSockets } from '../helpers/fake-socket';
import { wireStatus } from '../helpers/fake-timeline-client';
import { terminalRoot } from '../support/terminal-root';

const SERVER = 'https://pleroma.example';
const TOKEN = 'TOKEN-alice';
const ALICE = { id: 'A1', username: 'alice', acct: 'alice', display_name: 'Alice' };

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

/** A Pleroma-like server behind a network that can go down (fetch rejects, as offline). */
function network() {
  const state = { down: false, tokenValid: true };
  const http = new FakeHttp()
    .on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'csecret' } })
    .on('POST', '/oauth/token', { body: { access_token: TOKEN, scope: 'read write follow' } })
    .on('POST', '/oauth/revoke', { body: {} })
    .on('GET', '/api/v1/accounts/verify_credentials', () =>
      state.tokenValid ? { body: ALICE } : { status: 401, body: { error: 'invalid token' } },
    )
    .on('GET', '/api/v1/timelines/home', { body: [wireStatus('0020'), wireStatus('0010')] });
  const fetch: FetchPort = async (input, init) => {
    if (state.down) throw new TypeError('Failed to fetch');
    return http.fetch(input, init);
  };
  return { state, http, fetch };
}

function start(
  net: ReturnType<typeof network>,
  stored: { storage: StoragePort; secrets: StoragePort },
) {
  const clock = new FakeClock();
  const { factory, sockets } = fakeSockets();
  const root = terminalRoot({
    fetch: net.fetch,
    socket: factory,
    storage: stored.storage,
    secrets: stored.secrets,
    clock,
    logger: silentLogger,
  });
  roots.push(root);
  return { root, clock, sockets };
}

/** A login stored by an earlier run that had the server. */
async function storedLogin(net: ReturnType<typeof network>) {
  const stored = { storage: memoryStorage(), secrets: memoryStorage() };
  const first = start(net, stored);
  expect(await first.root.session.login(SERVER, 'alice', 'right')).toBe(true);
  return stored;
}

const verifies = (net: ReturnType<typeof network>) =>
  net.http.calls('GET', '/api/v1/accounts/verify_credentials').length;

describe('a start without the server', () => {
  it('takes the stored login up offline: signed in, its own account shown, nothing streamed', async () => {
    const net = network();
    const stored = await storedLogin(net);
    net.state.down = true;
    const { root, sockets } = start(net, stored);
    const result = await root.signIn({ method: 'stored' });
    expect(result.ok).toBe(true);
    expect(root.session.status).toBe('signed-in');
    expect(root.session.offline).toBe(true);
    // The account as the last start verified it: the user card and profile link show.
    expect(root.session.account?.acct).toBe('alice');
    expect(root.session.token).toBe(TOKEN);
    expect(stored.secrets.get('tokens')).toEqual({ 'alice@pleroma.example': TOKEN });
    // The home view opens: it fails quietly (the offline notice says why), no socket tries.
    const { timeline } = root.openTimeline({ type: 'home' });
    await settle();
    expect(timeline.state).toBe('failed');
    expect(root.notices.notices).toEqual([]);
    expect(sockets).toEqual([]);
  });

  it('tries again after 5 s, then twice as long each time up to 2 min; back online, home loads', async () => {
    const net = network();
    const stored = await storedLogin(net);
    net.state.down = true;
    const { root, clock, sockets } = start(net, stored);
    await root.signIn({ method: 'stored' });
    const { timeline } = root.openTimeline({ type: 'home' });
    const reconnect = reconnectOf(root);
    reconnect.start();
    await settle();
    expect(timeline.state).toBe('failed');

    // Tries at 5, 10, 20, 40, 80, 120, 120 s: none reaches anything while down.
    const delays = [5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000];
    expect(delays[0]).toBe(RECONNECT_FIRST_MS);
    expect(Math.max(...delays)).toBe(RECONNECT_MAX_MS);
    for (const delay of delays) {
      const at = clock.now();
      expect(reconnect.nextTryAt).toBe(at + delay);
      await clock.advance(delay);
      expect(root.session.offline).toBe(true);
    }

    net.state.down = false;
    const before = verifies(net);
    await clock.advance(RECONNECT_MAX_MS);
    expect(verifies(net)).toBe(before + 1);
    expect(root.session.offline).toBe(false);
    expect(reconnect.nextTryAt).toBeNull();
    await settle();
    // Everything a start does: home loads, the user stream joins.
    expect(timeline.state).toBe('loaded');
    expect(timeline.visibleIds).toEqual(['0020', '0010']);
    expect(sockets.some((s) => s.url.includes('stream=user'))).toBe(true);
    expect(root.notices.notices.map((n) => n.messageKey)).toContain('offline.back');
    // No more tries once verified.
    const after = verifies(net);
    await clock.advance(10 * RECONNECT_MAX_MS);
    expect(verifies(net)).toBe(after);
  });

  it('the network coming back tries at once, without waiting for the planned try', async () => {
    const net = network();
    const stored = await storedLogin(net);
    net.state.down = true;
    const { root } = start(net, stored);
    await root.signIn({ method: 'stored' });
    const reconnect = reconnectOf(root);
    reconnect.start();
    net.state.down = false;
    expect(await reconnect.now()).toBe('verified');
    expect(root.session.offline).toBe(false);
    expect(root.session.account?.displayName).toBe('Alice');
  });

  it('a token the server refuses once it answers signs the account out and forgets it', async () => {
    const net = network();
    const stored = await storedLogin(net);
    net.state.down = true;
    const { root, clock } = start(net, stored);
    await root.signIn({ method: 'stored' });
    reconnectOf(root).start();
    net.state.down = false;
    net.state.tokenValid = false;
    await clock.advance(RECONNECT_FIRST_MS);
    await settle();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.offline).toBe(false);
    expect(stored.secrets.get('tokens')).toEqual({});
    expect(root.notices.notices.map((n) => n.messageKey)).toContain('login.error.restore_failed');
  });

  it('a 401 at start still signs out (not offline)', async () => {
    const net = network();
    const stored = await storedLogin(net);
    net.state.tokenValid = false;
    const { root } = start(net, stored);
    const result = await root.signIn({ method: 'stored' });
    expect(result.ok).toBe(false);
    expect(root.session.status).toBe('signed-out');
    expect(root.session.offline).toBe(false);
    expect(stored.secrets.get('tokens')).toEqual({});
  });
});
