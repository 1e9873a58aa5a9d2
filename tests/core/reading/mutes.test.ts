import { afterEach, describe, expect, it } from 'vitest';
import { MUTES_MAX_PAGES, MUTES_PAGE_SIZE, MutesStore } from '../../../src/core/model/mutes';
import { createRootStore, type RootStore } from '../../../src/core/model/root';
import { normalizeStatus } from '../../../src/core/normalize';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from '../helpers/fake-http';
import { BASE, kit, linkHeader, wireAccount, wireStatus } from './support';

function relationship(id: string, muting: boolean, extra: Record<string, unknown> = {}) {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting,
    muting_notifications: muting,
    requested: false,
    ...extra,
  };
}

/** A deferred answer: the test decides when (and how) the server replies. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup() {
  const k = kit();
  const relationships: Array<{ id: string; muting: boolean }> = [];
  const mutes = new MutesStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: silentLogger,
    onRelationship: (r) => relationships.push({ id: r.id, muting: r.muting }),
  });
  return { ...k, mutes, relationships };
}

describe('API client: mutes', () => {
  it('reads a page of muted accounts with the Link header and each mute’s end', async () => {
    const k = kit();
    k.http.on('GET', '/api/v1/mutes', {
      body: [
        { ...wireAccount('m1', 'loud'), mute_expires_at: '2026-11-22T12:00:00.000Z' },
        { ...wireAccount('m2', 'spam'), mute_expires_at: null },
      ],
      headers: linkHeader('/api/v1/mutes', { max_id: '77', limit: '40' }, { min_id: '99' }),
    });
    const page = await k.client.accounts.mutes({ limit: 40 });
    expect(page.ids).toEqual(['m1', 'm2']);
    expect(page.bundle.accounts.map((a) => a.acct)).toEqual(['loud', 'spam']);
    expect(page.links.next).toEqual({ max_id: '77', limit: '40' });
    expect(page.expiresAt).toEqual({ m1: '2026-11-22T12:00:00.000Z', m2: null });
    expect(k.http.calls('GET', '/api/v1/mutes')[0]!.query.get('limit')).toBe('40');

    await k.client.accounts.mutes({ link: { max_id: '77', limit: '40' } });
    const second = k.http.calls('GET', '/api/v1/mutes')[1]!;
    expect(second.query.get('max_id')).toBe('77');
  });

  it('mutes with expires_in (and duration) and unmutes, answering the relationship', async () => {
    const k = kit();
    k.http
      .on('POST', '/api/v1/accounts/b1/mute', { body: relationship('b1', true) })
      .on('POST', '/api/v1/accounts/b1/unmute', { body: relationship('b1', false) });
    const muted = await k.client.accounts.mute('b1', { expiresIn: 3600 });
    expect(muted).toMatchObject({ id: 'b1', muting: true });
    const [sent] = k.http.calls('POST', '/api/v1/accounts/b1/mute');
    expect(JSON.parse(sent!.body!)).toEqual({ expires_in: 3600, duration: 3600 });

    await k.client.accounts.mute('b1');
    expect(JSON.parse(k.http.calls('POST', '/api/v1/accounts/b1/mute')[1]!.body!)).toEqual({});

    const unmuted = await k.client.accounts.unmute('b1');
    expect(unmuted.muting).toBe(false);
  });

  it('rejects an answer that is not a relationship', async () => {
    const k = kit();
    k.http.on('POST', '/api/v1/accounts/b1/mute', { body: { nope: true } });
    await expect(k.client.accounts.mute('b1')).rejects.toThrow(/not a relationship/);
  });
});

describe('MutesStore', () => {
  it('loads every page by the Link header into the set and the entity store', async () => {
    const s = setup();
    s.http.on('GET', '/api/v1/mutes', (request) => {
      if (request.query.get('max_id') === 'p2') {
        return { body: [wireAccount('m3', 'three')] };
      }
      return {
        body: [wireAccount('m1', 'one'), wireAccount('m2', 'two')],
        headers: linkHeader('/api/v1/mutes', { max_id: 'p2', limit: '40' }),
      };
    });
    expect(s.mutes.state).toBe('idle');
    const loading = s.mutes.load();
    expect(s.mutes.state).toBe('loading');
    await loading;
    expect(s.mutes.state).toBe('loaded');
    expect([...s.mutes.mutedAccountIds]).toEqual(['m1', 'm2', 'm3']);
    expect(s.mutes.isMuted('m3')).toBe(true);
    expect(s.mutes.isMuted('x')).toBe(false);
    expect(s.entities.account('m2')?.acct).toBe('two');
    const calls = s.http.calls('GET', '/api/v1/mutes');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.query.get('limit')).toBe(String(MUTES_PAGE_SIZE));
    expect(s.mutes.truncated).toBe(false);
  });

  it(`stops after ${MUTES_MAX_PAGES} pages`, async () => {
    const s = setup();
    let n = 0;
    s.http.on('GET', '/api/v1/mutes', () => {
      n++;
      return {
        body: [wireAccount(`m${n}`)],
        headers: linkHeader('/api/v1/mutes', { max_id: `p${n}` }),
      };
    });
    await s.mutes.load();
    expect(s.http.calls('GET', '/api/v1/mutes')).toHaveLength(MUTES_MAX_PAGES);
    expect(s.mutes.mutedAccountIds.size).toBe(MUTES_MAX_PAGES);
    expect(s.mutes.truncated).toBe(true);
    expect(s.mutes.state).toBe('loaded');
  });

  it('a failed load lands in error and never throws', async () => {
    const s = setup();
    s.http.on('GET', '/api/v1/mutes', { status: 500, body: { error: 'boom' } });
    await s.mutes.load();
    expect(s.mutes.state).toBe('failed');
    expect(s.mutes.error).toContain('boom');
    expect(s.mutes.mutedAccountIds.size).toBe(0);
  });

  it('mutes at once, keeps it when the server agrees, and tells profiles', async () => {
    const s = setup();
    const answer = later<{ body: unknown }>();
    s.http.on('POST', '/api/v1/accounts/b1/mute', () => answer.promise);
    const before = s.mutes.mutedAccountIds;
    const done = s.mutes.mute('b1');
    expect(s.mutes.isMuted('b1')).toBe(true);
    expect(s.mutes.isPending('b1')).toBe(true);
    // A new set object: readers can tell a change by identity.
    expect(s.mutes.mutedAccountIds).not.toBe(before);
    // A second change while one is in flight is refused.
    expect(await s.mutes.unmute('b1')).toBe(false);
    answer.resolve({ body: relationship('b1', true) });
    expect(await done).toBe(true);
    expect(s.mutes.isMuted('b1')).toBe(true);
    expect(s.mutes.isPending('b1')).toBe(false);
    expect(s.relationships).toEqual([{ id: 'b1', muting: true }]);
  });

  it('rolls a failed mute or unmute back, with an error notice', async () => {
    const s = setup();
    s.http
      .on('GET', '/api/v1/mutes', { body: [wireAccount('b2', 'bob')] })
      .on('POST', '/api/v1/accounts/b1/mute', { status: 500, body: { error: 'nope' } })
      .on('POST', '/api/v1/accounts/b2/unmute', { status: 422, body: { error: 'gone' } });
    await s.mutes.load();
    expect(await s.mutes.mute('b1')).toBe(false);
    expect(s.mutes.isMuted('b1')).toBe(false);
    expect(await s.mutes.unmute('b2')).toBe(false);
    expect(s.mutes.isMuted('b2')).toBe(true);
    expect(s.notices.notices.map((n) => [n.messageKey, n.params.detail])).toEqual([
      ['user_card.mute_error', 'nope (HTTP 500)'],
      ['user_card.unmute_error', 'gone (HTTP 422)'],
    ]);
    expect(s.mutes.pendingIds.size).toBe(0);
  });

  it('takes the server’s word over the optimistic guess', async () => {
    const s = setup();
    s.http.on('POST', '/api/v1/accounts/b1/mute', { body: relationship('b1', false) });
    expect(await s.mutes.mute('b1')).toBe(true);
    expect(s.mutes.isMuted('b1')).toBe(false);
  });

  it('a mute or unmute made while the list loads wins over the list', async () => {
    const s = setup();
    const page = later<{ body: unknown }>();
    s.http
      .on('GET', '/api/v1/mutes', () => page.promise)
      .on('POST', '/api/v1/accounts/b1/unmute', { body: relationship('b1', false) })
      .on('POST', '/api/v1/accounts/c1/mute', { body: relationship('c1', true) });
    const loading = s.mutes.load();
    await s.mutes.unmute('b1');
    await s.mutes.mute('c1');
    page.resolve({ body: [wireAccount('b1', 'bob'), wireAccount('d1', 'dan')] });
    await loading;
    expect([...s.mutes.mutedAccountIds].sort()).toEqual(['c1', 'd1']);
  });

  it('a mute with an end lifts by itself when the time comes', async () => {
    const s = setup();
    const inOneHour = new Date(s.clock.now() + 3_600_000).toISOString();
    s.http
      .on('GET', '/api/v1/mutes', {
        body: [{ ...wireAccount('m1', 'loud'), mute_expires_at: inOneHour }],
      })
      .on('POST', '/api/v1/accounts/b1/mute', { body: relationship('b1', true) });
    await s.mutes.load();
    await s.mutes.mute('b1', { expiresIn: 60 });
    expect(s.mutes.expiresAt('b1')).toBe(s.clock.now() + 60_000);
    // A failed unmute keeps the mute's end.
    s.http.on('POST', '/api/v1/accounts/b1/unmute', { status: 500, body: { error: 'x' } });
    expect(await s.mutes.unmute('b1')).toBe(false);
    expect(s.mutes.expiresAt('b1')).toBe(s.clock.now() + 60_000);
    await s.clock.advance(60_000);
    expect(s.mutes.isMuted('b1')).toBe(false);
    expect(s.mutes.isMuted('m1')).toBe(true);
    await s.clock.advance(3_540_000);
    expect(s.mutes.isMuted('m1')).toBe(false);
  });

  it('reset forgets everything and ignores answers still on their way', async () => {
    const s = setup();
    const page = later<{ body: unknown }>();
    s.http.on('GET', '/api/v1/mutes', () => page.promise);
    const loading = s.mutes.load();
    s.mutes.reset();
    page.resolve({ body: [wireAccount('m1')] });
    await loading;
    expect(s.mutes.state).toBe('idle');
    expect(s.mutes.mutedAccountIds.size).toBe(0);
  });
});

// --- the root: start-up, the one mute helper, logout -----------------------------------

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
    .on('GET', '/api/v1/instance', { body: { uri: 'pleroma.example', title: 'P' } })
    .on('GET', '/api/v1/mutes', { body: [wireAccount('B1', 'bob'), wireAccount('A1', 'alice')] })
    .on('GET', '/api/v1/timelines/public', { body: [] });
}

async function signedIn(http = server()) {
  const root = createRootStore(
    {
      fetch: http.fetch,
      socket: undefined,
      storage: memoryStorage(),
      secrets: memoryStorage(),
      clock: new FakeClock(),
      logger: silentLogger,
    },
    { streaming: false },
  );
  roots.push(root);
  expect(await root.session.login(BASE, 'alice', 'pw')).toBe(true);
  await root.afterSignIn();
  await settle();
  return { root, http };
}

function status(id: string, accountId: string, content: string, threadMuted = false) {
  const wire = wireStatus(id, { account: wireAccount(accountId), content, threadMuted });
  const result = normalizeStatus(wire, 'pleroma.example');
  if (!result) throw new Error('not a status');
  return result.status;
}

describe('root: mutes after sign-in and one mute helper', () => {
  it('fetches the mutes after the instance (spec start-up order)', async () => {
    const { root, http } = await signedIn();
    const paths = http.requests.map((r) => r.path);
    expect(paths.indexOf('/api/v1/mutes')).toBeGreaterThan(paths.indexOf('/api/v1/instance'));
    expect(root.mutes.state).toBe('loaded');
    expect(root.mutes.isMuted('B1')).toBe(true);
  });

  it('muteReasonsFor combines thread mute, muted words and muted users; never own', async () => {
    const { root } = await signedIn();
    root.preferences.set({ mutedWords: ['crypto'] });
    expect(root.muteReasonsFor(status('1', 'B1', '<p>crypto news</p>', true))).toEqual([
      'thread_muted',
      'muted_words:crypto',
      'user_muted',
    ]);
    expect(
      root.muteReasonsFor(status('2', 'B1', '<p>hi</p>', true), { inConversation: true }),
    ).toEqual(['user_muted']);
    expect(root.muteReasonsFor(status('3', 'C1', '<p>hello</p>'))).toEqual([]);
    // Alice is on her own list here: her statuses are never muted anyway.
    expect(root.muteReasonsFor(status('4', 'A1', '<p>my crypto</p>', true))).toEqual([]);
    expect(root.muteDisplayFor(['user_muted'])).toBe('collapsed');
    root.preferences.set({ hideMutedPosts: true });
    expect(root.muteDisplayFor(['user_muted'])).toBe('hidden');
    expect(root.muteDisplayFor([])).toBe('shown');
    expect(root.muteContext().mutedUserIds).toBe(root.mutes.mutedAccountIds);
  });

  it('timelines ask for muted posts (with_muted) only to collapse them', async () => {
    const { root, http } = await signedIn();
    const calls = () => http.calls('GET', '/api/v1/timelines/public');
    await root.timelines.get({ type: 'public' }).loadInitial();
    expect(calls().at(-1)?.query.get('with_muted')).toBe('true');
    root.preferences.set({ hideMutedPosts: true });
    await root.timelines.get({ type: 'public' }).loadInitial();
    expect(calls().at(-1)?.query.has('with_muted')).toBe(false);
  });

  it('logout clears the mutes; without a sign-in timelines leave muted posts to the server', async () => {
    const { root, http } = await signedIn();
    await root.logout();
    expect(root.mutes.state).toBe('idle');
    expect(root.mutes.mutedAccountIds.size).toBe(0);
    root.session.connectTo(BASE);
    await root.timelines.get({ type: 'public' }).loadInitial();
    expect(http.calls('GET', '/api/v1/timelines/public').at(-1)?.query.has('with_muted')).toBe(
      false,
    );
  });
});
