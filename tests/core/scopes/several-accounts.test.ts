import { afterEach, describe, expect, it } from 'vitest';
import { matchAccount } from '../../../src/core/model/account-names';
import { actAs, resolveStatusOn } from '../../../src/core/model/act-as';
import { draftsOf } from '../../../src/core/model/drafts';
import { createRootStore, type RootStore } from '../../../src/core/model/root';
import type { StoredAccount } from '../../../src/core/model/session';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { settle } from '../helpers/fake-http';
import { rootOn, SERVER, twoUserServer } from './two-servers';

const roots: RootStore[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

const TOKENS: Record<string, string> = { 'TOKEN-alice': 'alice', 'TOKEN-bob': 'bob' };
const whose = (authorization: string | undefined) =>
  TOKENS[authorization?.replace('Bearer ', '') ?? ''] ?? '';

/** The two-user server, with a notification and a reading position of each user's own. */
function server() {
  const http = twoUserServer();
  http.on('GET', '/api/v1/notifications', (request) => {
    const name = whose(request.headers.Authorization);
    return {
      body: [
        {
          id: `n-${name}`,
          type: 'mention',
          created_at: '2026-11-21T12:00:00.000Z',
          account: { id: 'X1', username: 'xavier', acct: 'xavier' },
          status: {
            id: `m-${name}`,
            content: `<p>@${name} hi</p>`,
            created_at: '2026-11-21T12:00:00.000Z',
            account: { id: 'X1', username: 'xavier', acct: 'xavier' },
          },
        },
      ],
    };
  });
  http.on('GET', '/api/v1/markers', (request) => {
    const name = whose(request.headers.Authorization);
    return {
      body: {
        home: { last_read_id: `${name[0]}-1`, version: 1, updated_at: '2026-11-21T12:00:00.000Z' },
      },
    };
  });
  return http;
}

function harness() {
  const http = server();
  const { root, clock, storage, signIn } = rootOn(http);
  roots.push(root);
  return { root, http, clock, storage, signIn };
}

describe('several accounts: nothing of one shows under another', () => {
  it('timelines, notifications, drafts and markers stay with their account across switches', async () => {
    const h = harness();
    const alice = await h.signIn('alice');
    h.root.openTimeline({ type: 'home' });
    draftsOf(alice).save({
      text: 'alice draft',
      spoilerText: '',
      visibility: 'public',
      inReplyToId: null,
    });
    const bob = await h.signIn('bob');
    h.root.openTimeline({ type: 'home' });
    await settle();

    const look = () => ({
      home: h.root.timelines.get({ type: 'home' }).visibleIds,
      notifications: h.root.notifications.visibleIds,
      drafts: draftsOf(h.root.scope)
        .list()
        .map((d) => d.text),
      marker: h.root.markers.lastReadId('home'),
      me: h.root.session.account?.acct,
    });
    const bobSees = {
      home: ['b-2', 'b-1'],
      notifications: ['n-bob'],
      drafts: [],
      marker: 'b-1',
      me: 'bob',
    };
    const aliceSees = {
      home: ['a-2', 'a-1'],
      notifications: ['n-alice'],
      drafts: ['alice draft'],
      marker: 'a-1',
      me: 'alice',
    };
    expect(look()).toEqual(bobSees);
    for (let round = 0; round < 3; round++) {
      expect(await h.root.switchTo('alice@pleroma.example')).toBe(true);
      expect(h.root.scope).toBe(alice);
      expect(look()).toEqual(aliceSees);
      expect(await h.root.switchTo('bob@pleroma.example')).toBe(true);
      expect(h.root.scope).toBe(bob);
      expect(look()).toEqual(bobSees);
    }
    // Neither scope holds the other's entities.
    expect(bob.entities.status('m-alice')).toBeUndefined();
    expect(alice.entities.status('m-bob')).toBeUndefined();
    expect(bob.entities.status('a-1')).toBeUndefined();
  });

  it('lists the accounts with the active and warm ones; switching to a warm one asks nothing', async () => {
    const h = harness();
    await h.signIn('alice');
    await h.signIn('bob');
    expect(h.root.accounts.map(({ key, active, warm }) => ({ key, active, warm }))).toEqual([
      { key: 'alice@pleroma.example', active: false, warm: true },
      { key: 'bob@pleroma.example', active: true, warm: true },
    ]);
    const before = h.http.requests.length;
    await h.root.switchTo('alice@pleroma.example');
    expect(h.http.requests.length).toBe(before);
    expect(h.root.accounts.find((a) => a.active)?.key).toBe('alice@pleroma.example');
    expect(h.storage.get('session.current')).toBe('alice@pleroma.example');
  });

  it('signing out the active account hands its place to another stored one', async () => {
    const h = harness();
    await h.signIn('alice');
    const bob = await h.signIn('bob');
    await h.root.signOut();
    expect(bob.isDisposed).toBe(true);
    expect(h.root.session.account?.acct).toBe('alice');
    expect(h.storage.get('session.current')).toBe('alice@pleroma.example');
    expect(h.root.accounts.map((a) => a.key)).toEqual(['alice@pleroma.example']);
  });

  it('scopeOf opens no scope for an account without a stored token', async () => {
    const h = harness();
    await h.signIn('alice');
    await h.signIn('bob');
    h.root.dispose();
    const again = createRootStore({
      fetch: h.http.fetch,
      socket: undefined,
      storage: h.storage,
      secrets: memoryStorage(),
      clock: h.clock,
      logger: silentLogger,
    });
    roots.push(again);
    // No tokens in this root's secrets: nothing to resume.
    expect(again.scopeOf('alice@pleroma.example')).toBeUndefined();
  });

  it('acting as an account of the same server needs no resolving', async () => {
    const h = harness();
    await h.signIn('alice');
    await h.signIn('bob');
    const alice = h.root.scopeOf('alice@pleroma.example')!;
    expect(h.root.scope.account?.key).toBe('bob@pleroma.example');
    const before = h.http.requests.length;
    const resolved = await resolveStatusOn(
      alice,
      { id: 'b-1', uri: `${SERVER}/objects/b-1`, url: null },
      SERVER,
    );
    expect(resolved).toEqual({ kind: 'resolved', id: 'b-1' });
    expect(h.http.requests.length).toBe(before);
  });
});

describe('acting as another account of the same server', () => {
  it('fetches a status that account has not seen, then favourites it as that account', async () => {
    const h = harness();
    await h.signIn('alice');
    const bob = await h.signIn('bob');
    h.root.openTimeline({ type: 'home' });
    await settle();
    const alice = h.root.scopeOf('alice@pleroma.example')!;
    // Bob's post is in bob's view only.
    expect(bob.entities.status('b-1')).toBeDefined();
    expect(alice.entities.status('b-1')).toBeUndefined();
    h.http.on('GET', '/api/v1/statuses/b-1', (request) => ({
      body: {
        id: 'b-1',
        content: '<p>post b-1</p>',
        created_at: '2026-11-21T12:00:00.000Z',
        account: { id: 'B1', username: 'bob', acct: 'bob' },
        favourited: whose(request.headers.Authorization) === 'bob',
      },
    }));
    h.http.on('POST', '/api/v1/statuses/b-1/favourite', (request) => ({
      body: {
        id: 'b-1',
        content: '<p>post b-1</p>',
        created_at: '2026-11-21T12:00:00.000Z',
        account: { id: 'B1', username: 'bob', acct: 'bob' },
        favourited: true,
        favourites_count: 1,
        who: whose(request.headers.Authorization),
      },
    }));
    const deps = {
      scope: h.root.scope,
      scopeOf: (k: string) => h.root.scopeOf(k),
      loadStatusActions: (scope: typeof alice) => h.root.loadStatusActions(scope),
    };
    const outcome = await actAs(deps, 'alice@pleroma.example', 'b-1', 'favourite');
    expect(outcome).toEqual({ kind: 'done', as: 'alice@pleroma.example', statusId: 'b-1' });
    const [favourite] = h.http.calls('POST', '/api/v1/statuses/b-1/favourite');
    expect(whose(favourite!.headers.Authorization)).toBe('alice');
    expect(alice.entities.status('b-1')?.favourited).toBe(true);
    // Bob's own copy is untouched.
    expect(bob.entities.status('b-1')?.favourited).toBeFalsy();
    expect(h.root.scope).toBe(bob);
  });

  it('says why when that account cannot load the status', async () => {
    const h = harness();
    await h.signIn('alice');
    await h.signIn('bob');
    h.root.openTimeline({ type: 'home' });
    await settle();
    h.http.on('GET', '/api/v1/statuses/b-1', { status: 404, body: { error: 'Record not found' } });
    const outcome = await actAs(
      {
        scope: h.root.scope,
        scopeOf: (k) => h.root.scopeOf(k),
        loadStatusActions: (scope) => h.root.loadStatusActions(scope),
      },
      'alice@pleroma.example',
      'b-1',
      'reply',
    );
    expect(outcome).toMatchObject({ kind: 'failed', as: 'alice@pleroma.example' });
    expect(h.http.calls('POST', '/api/v1/statuses/b-1/favourite')).toHaveLength(0);
  });
});

describe('account names', () => {
  const stored = (key: string): StoredAccount => ({
    key,
    server: `https://${key.split('@')[1]}`,
    acct: key.split('@')[0]!,
    accountId: key,
  });
  const accounts = [
    'alice@one.example',
    'alice@two.example',
    'al@three.example',
    'bob@one.example',
  ].map(stored);

  it('takes the whole name, a user name only one has, or an unambiguous beginning', () => {
    expect(matchAccount(accounts, 'alice@two.example')).toMatchObject({
      account: { key: 'alice@two.example' },
    });
    expect(matchAccount(accounts, '@Bob')).toMatchObject({ account: { key: 'bob@one.example' } });
    expect(matchAccount(accounts, 'al')).toMatchObject({ account: { key: 'al@three.example' } });
    expect(matchAccount(accounts, 'alice@o')).toMatchObject({
      account: { key: 'alice@one.example' },
    });
  });

  it('says which names fit when several do, and when none does', () => {
    expect(matchAccount(accounts, 'alice')).toEqual({
      kind: 'ambiguous',
      keys: ['alice@one.example', 'alice@two.example'],
    });
    expect(matchAccount(accounts, 'a')).toMatchObject({ kind: 'ambiguous' });
    expect(matchAccount(accounts, 'carol')).toEqual({ kind: 'unknown' });
    expect(matchAccount(accounts, '  ')).toEqual({ kind: 'unknown' });
  });
});
