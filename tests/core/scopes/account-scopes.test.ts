import { afterEach, describe, expect, it } from 'vitest';
import { draftsOf } from '../../../src/core/model/drafts';
import type { RootStore } from '../../../src/core/model/root';
import { TIMELINE_POLL_MS } from '../../../src/core/model/timelines';
import { memoryStorage, type StoragePort, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { settle } from '../helpers/fake-http';
import { fakeSockets } from '../helpers/fake-socket';
import { terminalRoot } from '../support/terminal-root';
import { SERVER, twoUserServer } from './two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function harness(storage: StoragePort = memoryStorage()) {
  const http = twoUserServer();
  const clock = new FakeClock();
  const { factory, sockets } = fakeSockets();
  const root = terminalRoot({
    fetch: http.fetch,
    socket: factory,
    storage,
    secrets: memoryStorage(),
    clock,
    logger: silentLogger,
  });
  roots.push(root);
  const signIn = async (username: string) => {
    const result = await root.signIn({
      method: 'password',
      server: SERVER,
      username,
      password: 'right',
    });
    expect(result.ok).toBe(true);
    await settle();
    return root.scope;
  };
  const openHome = async () => {
    const opened = root.openTimeline({ type: 'home' });
    await settle();
    return opened.timeline;
  };
  return { root, http, clock, sockets, storage, signIn, openHome };
}

const openSockets = (sockets: { closedWith: number | undefined }[]) =>
  sockets.filter((s) => s.closedWith === undefined).length;

describe('account scopes', () => {
  it('two accounts signed in at once keep their own entities and storage', async () => {
    const h = harness();
    const alice = await h.signIn('alice');
    expect((await h.openHome()).visibleIds).toEqual(['a-2', 'a-1']);
    alice.storage.set('note', 'alice only');

    const bob = await h.signIn('bob');
    expect(h.root.scopes).toEqual([alice, bob]);
    expect(alice.isDisposed).toBe(false);
    expect((await h.openHome()).visibleIds).toEqual(['b-2', 'b-1']);
    expect(bob.entities.status('a-1')).toBeUndefined();
    expect(bob.entities.account('A1')).toBeUndefined();
    expect(alice.entities.status('b-1')).toBeUndefined();
    expect(bob.storage.get('note')).toBeUndefined();
    // Each namespace is one record in the storage port, under the account's key (with the
    // user's own account as verified, for a start without the server).
    expect(h.storage.get('accountData')).toEqual({
      'alice@pleroma.example': {
        note: 'alice only',
        ownAccount: expect.objectContaining({ id: 'A1' }),
      },
      'bob@pleroma.example': { ownAccount: expect.objectContaining({ id: 'B1' }) },
    });

    // Switching back needs no request: alice's scope was alive all along.
    const before = h.http.requests.length;
    expect(await h.root.switchTo('alice@pleroma.example')).toBe(true);
    expect(h.http.requests.length).toBe(before);
    expect(h.root.scope).toBe(alice);
    expect(h.root.session.account?.acct).toBe('alice');
    expect(h.root.timelines.get({ type: 'home' }).visibleIds).toEqual(['a-2', 'a-1']);
    expect(h.root.client.token).toBe('TOKEN-alice');
  });

  it('a draft stored before namespaces moves into its account and no other', async () => {
    const storage = memoryStorage({
      drafts: {
        'A1@pleroma.example': {
          text: 'unsent',
          spoilerText: '',
          visibility: 'public',
          inReplyToId: null,
        },
        'Z9@elsewhere.example': {
          text: 'other',
          spoilerText: '',
          visibility: 'public',
          inReplyToId: null,
        },
      },
    });
    const h = harness(storage);
    await h.signIn('bob');
    expect(draftsOf(h.root.scope).list()).toEqual([]);
    await h.signIn('alice');
    const [draft] = draftsOf(h.root.scope).list();
    expect(draft?.text).toBe('unsent');
    // Resumed and written again: it moves into alice's namespace, the other stays shared.
    draftsOf(h.root.scope).save(draft!, { id: draft!.id });
    expect(storage.get('drafts')).toEqual({
      'Z9@elsewhere.example': {
        text: 'other',
        spoilerText: '',
        visibility: 'public',
        inReplyToId: null,
      },
    });
  });

  it('builds the anonymous scope only when asked for it (a script signing in at once never does)', () => {
    const h = harness();
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.root.scope.account).toBeNull();
    expect(h.clock.pendingTimers).toBeGreaterThan(0);
    h.root.dispose();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('switching and signing out leave no timer and no socket behind', async () => {
    const h = harness();
    expect(h.root.scope.account).toBeNull(); // the anonymous scope, made on first use
    const anonymousTimers = h.clock.pendingTimers;
    const alice = await h.signIn('alice');
    await h.openHome();
    for (const socket of h.sockets) socket.open();
    const aliceSockets = h.sockets.length;
    const bob = await h.signIn('bob');
    await h.openHome();
    const bobSockets = h.sockets.slice(aliceSockets);
    expect(bobSockets.length).toBeGreaterThan(0);
    expect(openSockets(h.sockets)).toBeGreaterThanOrEqual(2);
    expect(h.clock.pendingTimers).toBeGreaterThan(anonymousTimers);

    await h.root.signOut('bob@pleroma.example');
    expect(bob.isDisposed).toBe(true);
    expect(h.root.scope).toBe(alice);
    expect(openSockets(bobSockets)).toBe(0);
    expect(openSockets(h.sockets.slice(0, aliceSockets))).toBe(aliceSockets);

    await h.root.signOut();
    expect(alice.isDisposed).toBe(true);
    expect(h.root.scopes).toEqual([]);
    expect(h.root.scope.account).toBeNull();
    expect(openSockets(h.sockets)).toBe(0);
    expect(h.clock.pendingTimers).toBe(anonymousTimers);

    // Nothing of the two accounts wakes up later: no poll, no reconnect.
    const requests = h.http.requests.length;
    await h.clock.advance(TIMELINE_POLL_MS * 10);
    await settle();
    expect(h.http.requests.length).toBe(requests);
    h.root.dispose();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('signOut revokes the token, forgets the account and disposes its stores', async () => {
    const h = harness();
    const alice = await h.signIn('alice');
    const home = await h.openHome();
    expect(home.visibleIds).toHaveLength(2);
    await h.root.signOut();
    expect(h.http.calls('POST', '/oauth/revoke')).toHaveLength(1);
    expect(h.root.session.storedAccounts).toEqual([]);
    expect(alice.isDisposed).toBe(true);
    expect(h.root.entities).not.toBe(alice.entities);
    expect(h.root.entities.status('a-1')).toBeUndefined();
    expect(h.root.timelines.all()).toEqual([]);
  });
});
