// Issue 10, terminal start: the first timeline is drawn as soon as it and the account are
// known. afterSignInBehind asks for its page (with the mute list and the instance documents)
// at once, and starts markers, notifications and the stream only once that page is in.
import { afterEach, describe, expect, it } from 'vitest';
import type { RootStore } from '../../src/core/model/root';
import { memoryStorage, silentLogger } from '../../src/core/ports';
import { FakeClock } from '../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from './helpers/fake-http';
import { fakeSockets } from './helpers/fake-socket';
import { wireStatus } from './helpers/fake-timeline-client';
import { terminalRoot } from './support/terminal-root';

const SERVER = 'https://pleroma.example';
const TOKEN = 'TOKEN-alice';
const ALICE = { id: 'A1', username: 'alice', acct: 'alice', display_name: 'Alice' };

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

/** A signed-in root whose server holds home's first page until `releaseHome()`. */
async function signedInWithHeldHome() {
  let releaseHome: () => void = () => {};
  const homeHeld = new Promise<void>((resolve) => {
    releaseHome = resolve;
  });
  const http = new FakeHttp()
    .on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'csecret' } })
    .on('POST', '/oauth/token', { body: { access_token: TOKEN, scope: 'read write follow' } })
    .on('POST', '/oauth/revoke', { body: {} })
    .on('GET', '/api/v1/accounts/verify_credentials', { body: ALICE })
    .on('GET', '/api/v1/instance', { body: { uri: 'pleroma.example', title: 'P' } })
    .on('GET', '/api/v1/mutes', { body: [] })
    .on('GET', '/api/v1/markers', { body: {} })
    .on('GET', '/api/v1/notifications', { body: [] })
    .on('GET', '/api/v1/timelines/home', async (request) => {
      if (!request.query.get('max_id')) await homeHeld;
      return {
        body: request.query.get('max_id') ? [] : ['0020', '0010'].map((id) => wireStatus(id)),
      };
    });
  const { factory, sockets } = fakeSockets();
  const root = terminalRoot({
    fetch: http.fetch,
    socket: factory,
    storage: memoryStorage(),
    secrets: memoryStorage(),
    clock: new FakeClock(),
    logger: silentLogger,
  });
  roots.push(root);
  expect(await root.session.login(SERVER, 'alice', 'right')).toBe(true);
  return { root, http, sockets, releaseHome };
}

describe('afterSignInBehind (terminal start)', () => {
  it("asks for home's page beside the instance and the mutes; the rest waits for the page", async () => {
    const { root, http, sockets, releaseHome } = await signedInWithHeldHome();
    const before = http.requests.length;
    let ready = false;
    const preparing = root.afterSignInBehind({ type: 'home' }).then(() => {
      ready = true;
    });
    await settle();
    const asked = () => http.requests.slice(before).map((r) => r.path);
    expect(asked()).toContain('/api/v1/timelines/home');
    expect(asked()).toContain('/api/v1/instance');
    expect(asked()).toContain('/api/v1/mutes');
    // The documents are in: the view may open, while home's page is still on its way.
    await preparing;
    expect(ready).toBe(true);
    expect(asked()).not.toContain('/api/v1/markers');
    expect(asked()).not.toContain('/api/v1/notifications');
    expect(sockets).toHaveLength(0);

    releaseHome();
    await settle();
    expect(root.timelines.get({ type: 'home' }).visibleIds).toEqual(['0020', '0010']);
    expect(asked()).toContain('/api/v1/markers');
    expect(asked()).toContain('/api/v1/notifications');
    expect(sockets.some((s) => s.url.includes('stream=user'))).toBe(true);
    // Asked once, not again by what follows.
    expect(http.calls('GET', '/api/v1/mutes')).toHaveLength(1);
    expect(http.calls('GET', '/api/v1/timelines/home')).toHaveLength(1);
  });

  it('nothing starts after the model is closed mid-way', async () => {
    const { root, http, sockets, releaseHome } = await signedInWithHeldHome();
    const preparing = root.afterSignInBehind({ type: 'home' });
    await preparing;
    root.dispose();
    releaseHome();
    await settle();
    expect(http.calls('GET', '/api/v1/notifications')).toHaveLength(0);
    expect(sockets).toHaveLength(0);
  });
});

describe('load-older after logout', () => {
  it('home asks for no older page once signed out (the view may scroll a frame longer)', async () => {
    const { root, http, releaseHome } = await signedInWithHeldHome();
    releaseHome();
    const home = root.timelines.get({ type: 'home' });
    await home.loadInitial();
    await root.session.logout();
    await home.loadOlder();
    expect(http.requests.filter((r) => r.query.get('max_id'))).toHaveLength(0);
  });
});
