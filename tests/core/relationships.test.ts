import { describe, expect, it } from 'vitest';
import { muteSeconds, parseMuteDuration } from '../../src/core/model/mute-duration';
import { MutesStore } from '../../src/core/model/mutes';
import { NoteEditor } from '../../src/core/model/relationship-note';
import { FOLLOW_RECHECK_MS, RelationshipsStore } from '../../src/core/model/relationships';
import { normalizeAccount } from '../../src/core/normalize';
import { silentLogger } from '../../src/core/ports';
import { settle } from './helpers/fake-http';
import { kit, wireAccount } from './reading/support';

function rel(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    requested: false,
    subscribing: false,
    showing_reblogs: true,
    note: '',
    ...extra,
  };
}

function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup() {
  const k = kit();
  const removedFromHome: string[] = [];
  const broadcast: string[] = [];
  const mutes = new MutesStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    clock: k.clock,
    logger: silentLogger,
    onRelationship: (r) => store.apply(r),
  });
  const store: RelationshipsStore = new RelationshipsStore({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    logger: silentLogger,
    mutes: () => mutes,
    ownAccountId: () => 'me',
    broadcast: (r) => broadcast.push(r.id),
    removeFromHome: (id) => removedFromHome.push(id),
  });
  k.entities.ingest({
    accounts: [
      normalizeAccount(wireAccount('b1', 'bob'))!,
      normalizeAccount({ ...wireAccount('gone', 'gone'), pleroma: { deactivated: true } })!,
    ],
    statuses: [],
  });
  return { ...k, store, mutes, removedFromHome, broadcast };
}

describe('follow button state machine (spec part 2 §4)', () => {
  it('goes follow → requesting → following, and unfollow removes their posts from home', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/accounts/relationships', { body: [rel('b1')] });
    await k.store.load(['b1']);
    expect(k.store.followState('b1')).toBe('follow');
    expect(k.store.followDisabled('b1')).toBe(false);

    const answer = later<{ body: unknown }>();
    k.http.on('POST', '/api/v1/accounts/b1/follow', () => answer.promise);
    const following = k.store.follow('b1');
    expect(k.store.followState('b1')).toBe('requesting');
    expect(k.store.followDisabled('b1')).toBe(true);
    // A second press while in progress is refused, not sent twice.
    expect(await k.store.follow('b1')).toEqual({ kind: 'refused', reason: 'busy' });
    answer.resolve({ body: rel('b1', { following: true }) });
    expect((await following).kind).toBe('done');
    expect(k.store.followState('b1')).toBe('following');
    expect(k.http.calls('GET', '/api/v1/accounts/relationships')).toHaveLength(1);

    k.http.on('POST', '/api/v1/accounts/b1/unfollow', { body: rel('b1') });
    const result = await k.store.unfollow('b1');
    expect(result.kind).toBe('done');
    expect(k.store.followState('b1')).toBe('follow');
    expect(k.removedFromHome).toEqual(['b1']);
  });

  it('ends as "request sent" for a locked account, and cancelling takes the request back', async () => {
    const k = setup();
    k.http.on('POST', '/api/v1/accounts/b1/follow', { body: rel('b1', { requested: true }) });
    await k.store.follow('b1');
    expect(k.store.followState('b1')).toBe('requested');
    // A request ends the machine: no re-check.
    expect(k.http.calls('GET', '/api/v1/accounts/relationships')).toHaveLength(0);
    k.http.on('POST', '/api/v1/accounts/b1/unfollow', { body: rel('b1') });
    await k.store.unfollow('b1');
    expect(k.store.followState('b1')).toBe('follow');
  });

  it('re-checks a follow that did not take up to 3 times, 500 ms apart (fake clock)', async () => {
    const k = setup();
    k.http.on('POST', '/api/v1/accounts/b1/follow', { body: rel('b1') });
    let checks = 0;
    k.http.on('GET', '/api/v1/accounts/relationships', () => {
      checks += 1;
      return { body: [rel('b1', { following: checks === 2 })] };
    });
    const done = k.store.follow('b1');
    await settle();
    expect(checks).toBe(0);
    expect(k.store.followState('b1')).toBe('requesting');
    await k.clock.advance(FOLLOW_RECHECK_MS - 1);
    expect(checks).toBe(0);
    await k.clock.advance(1);
    await settle();
    expect(checks).toBe(1);
    await k.clock.advance(FOLLOW_RECHECK_MS);
    await settle();
    expect(checks).toBe(2);
    expect((await done).kind).toBe('done');
    expect(k.store.followState('b1')).toBe('following');
    // Following: no third check.
    await k.clock.advance(FOLLOW_RECHECK_MS * 4);
    expect(checks).toBe(2);
  });

  it('gives up after 3 re-checks and shows follow again', async () => {
    const k = setup();
    k.http.on('POST', '/api/v1/accounts/b1/follow', { body: rel('b1') });
    k.http.on('GET', '/api/v1/accounts/relationships', { body: [rel('b1')] });
    const done = k.store.follow('b1');
    for (let i = 0; i < 5; i++) {
      await settle();
      await k.clock.advance(FOLLOW_RECHECK_MS);
    }
    await done;
    expect(k.http.calls('GET', '/api/v1/accounts/relationships')).toHaveLength(3);
    expect(k.store.followState('b1')).toBe('follow');
  });

  it('is disabled for a deactivated user, and a failed follow shows a notice', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/accounts/relationships', { body: [rel('gone'), rel('b1')] });
    await k.store.load(['gone', 'b1']);
    expect(k.store.followDisabled('gone')).toBe(true);
    expect(await k.store.follow('gone')).toEqual({ kind: 'refused', reason: 'deactivated' });
    expect(k.http.calls('POST', '/api/v1/accounts/gone/follow')).toHaveLength(0);

    k.http.on('POST', '/api/v1/accounts/b1/follow', {
      status: 400,
      body: { error: 'Could not follow user: You are blocked by this user.' },
    });
    const result = await k.store.follow('b1');
    expect(result.kind).toBe('failed');
    expect(k.store.followState('b1')).toBe('follow');
    expect(k.notices.notices.map((n) => n.messageKey)).toEqual(['relationship.follow_error']);
    expect(String(k.notices.notices[0]?.params.detail)).toContain('blocked by this user');
  });
});

describe('relationship toggles', () => {
  it('blocks, subscribes, hides repeats and removes a follower, each in progress once', async () => {
    const k = setup();
    const answer = later<{ body: unknown }>();
    k.http.on('POST', '/api/v1/accounts/b1/block', () => answer.promise);
    const blocking = k.store.block('b1', true);
    expect(k.store.pendingOp('b1')).toBe('block');
    expect(await k.store.subscribe('b1', true)).toEqual({ kind: 'refused', reason: 'busy' });
    answer.resolve({ body: rel('b1', { blocking: true }) });
    await blocking;
    expect(k.store.pendingOp('b1')).toBeUndefined();
    expect(k.store.get('b1')?.blocking).toBe(true);

    k.http
      .on('POST', '/api/v1/pleroma/accounts/b1/subscribe', {
        body: rel('b1', { subscribing: true }),
      })
      .on('POST', '/api/v1/accounts/b1/follow', {
        body: rel('b1', { following: true, showing_reblogs: false }),
      })
      .on('POST', '/api/v1/accounts/b1/remove_from_followers', { body: rel('b1') });
    await k.store.subscribe('b1', true);
    expect(k.store.get('b1')?.subscribing).toBe(true);
    await k.store.showRepeats('b1', false);
    expect(JSON.parse(k.http.calls('POST', '/api/v1/accounts/b1/follow')[0]!.body!)).toEqual({
      reblogs: false,
    });
    expect(k.store.get('b1')?.showingReblogs).toBe(false);
    await k.store.removeFollower('b1');
    expect(k.http.calls('POST', '/api/v1/accounts/b1/remove_from_followers')).toHaveLength(1);
    expect(await k.store.block('me', true)).toEqual({ kind: 'refused', reason: 'own' });
  });

  it('mutes with a duration through the mutes store (their posts collapse at once)', async () => {
    const k = setup();
    const answer = later<{ body: unknown }>();
    k.http.on('POST', '/api/v1/accounts/b1/mute', () => answer.promise);
    const muting = k.store.mute('b1', true, 2 * 3600);
    expect(k.mutes.isMuted('b1')).toBe(true);
    expect(k.store.pendingOp('b1')).toBe('mute');
    answer.resolve({ body: rel('b1', { muting: true }) });
    expect((await muting).kind).toBe('done');
    expect(JSON.parse(k.http.calls('POST', '/api/v1/accounts/b1/mute')[0]!.body!)).toMatchObject({
      expires_in: 7200,
    });
    expect(k.store.get('b1')?.muting).toBe(true);
    // The mute ends after two hours on the fake clock.
    await k.clock.advance(2 * 3600 * 1000);
    expect(k.mutes.isMuted('b1')).toBe(false);
  });
});

describe('mute duration (spec part 2 §5)', () => {
  it('reads amounts ≥ 0 with minutes, hours or days; 0 is indefinite', () => {
    expect(parseMuteDuration('1h')).toEqual({ amount: 1, unit: 'hours' });
    expect(parseMuteDuration('30')).toEqual({ amount: 30, unit: 'minutes' });
    expect(parseMuteDuration('2 days')).toEqual({ amount: 2, unit: 'days' });
    expect(parseMuteDuration('-1h')).toBeNull();
    expect(parseMuteDuration('1 week')).toBeNull();
    expect(muteSeconds({ amount: 0, unit: 'days' })).toBe(0);
    expect(muteSeconds({ amount: 90, unit: 'minutes' })).toBe(5400);
    expect(muteSeconds({ amount: -2, unit: 'hours' })).toBeNull();
  });
});

describe('note editor (spec part 2 §4)', () => {
  it('views, edits, is frozen while saving, applies; cancel keeps the old note', async () => {
    const k = setup();
    k.http.on('GET', '/api/v1/accounts/relationships', { body: [rel('b1', { note: 'old' })] });
    await k.store.load(['b1']);
    const editor = new NoteEditor('b1', k.store);
    expect(editor.state).toBe('view');
    expect(editor.note).toBe('old');
    editor.edit();
    expect(editor.draft).toBe('old');
    editor.setDraft('scratch');
    editor.cancel();
    expect(editor.state).toBe('view');
    expect(editor.note).toBe('old');

    editor.edit();
    editor.setDraft('met at the conference');
    const answer = later<{ body: unknown }>();
    k.http.on('POST', '/api/v1/accounts/b1/note', () => answer.promise);
    const saving = editor.apply();
    expect(editor.state).toBe('saving');
    editor.setDraft('typed while saving');
    editor.cancel();
    expect(editor.draft).toBe('met at the conference');
    expect(editor.state).toBe('saving');
    answer.resolve({ body: rel('b1', { note: 'met at the conference' }) });
    expect(await saving).toBe(true);
    expect(editor.state).toBe('view');
    expect(editor.note).toBe('met at the conference');
    expect(JSON.parse(k.http.calls('POST', '/api/v1/accounts/b1/note')[0]!.body!)).toEqual({
      comment: 'met at the conference',
    });
  });

  it('goes back to editing with the draft kept when saving fails', async () => {
    const k = setup();
    const editor = new NoteEditor('b1', k.store);
    editor.edit();
    editor.setDraft('keep me');
    k.http.on('POST', '/api/v1/accounts/b1/note', { status: 500, body: { error: 'boom' } });
    expect(await editor.apply()).toBe(false);
    expect(editor.state).toBe('editing');
    expect(editor.draft).toBe('keep me');
    expect(k.notices.notices.map((n) => n.messageKey)).toContain('relationship.note_error');
  });
});
