import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/core/domain/types';
import { withReaction } from '../../../src/core/model/reaction-edit';
import { POLL_REFRESH_MS, StatusActions } from '../../../src/core/model/status-actions';
import { normalizeStatus } from '../../../src/core/normalize';
import { settle } from '../helpers/fake-http';
import { kit, wireAccount, wireStatus } from '../reading/support';

const ME = wireAccount('me', 'me');
const OTHER = wireAccount('o1', 'olga');

function setup(
  options: { privileges?: string[]; reactions?: boolean; status?: Record<string, unknown> } = {},
) {
  const k = kit();
  const wire = options.status ?? { ...wireStatus('s1', { account: OTHER }), favourites_count: 2 };
  const { bundle } = normalizeStatus(wire, 'pleroma.example')!;
  const mine = normalizeStatus(
    { ...wireStatus('m1', { account: ME }), pleroma: { conversation_id: 7 } },
    'pleroma.example',
  )!;
  runInAction(() => {
    k.entities.ingest(bundle);
    k.entities.ingest(mine.bundle);
  });
  const me = (): Account | undefined => {
    const account = k.entities.account('me');
    return account ? { ...account, privileges: options.privileges ?? [] } : undefined;
  };
  const removed: string[] = [];
  const actions = new StatusActions({
    client: () => k.client,
    entities: k.entities,
    notices: k.notices,
    scheduler: k.scheduler,
    now: () => k.clock.now(),
    ownAccountId: () => 'me',
    me,
    capabilities: () => ({ emojiReactions: options.reactions ?? true }),
    statusDeleted: (id) => removed.push(id),
  });
  return { ...k, actions, removed };
}

describe('favourite, repeat and bookmark (optimistic, confirmed, rolled back)', () => {
  it('flips at once, then takes the server answer', async () => {
    const t = setup();
    let release!: () => void;
    t.http.on('POST', '/api/v1/statuses/s1/favourite', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return {
        body: { ...wireStatus('s1', { account: OTHER }), favourited: true, favourites_count: 3 },
      };
    });
    const done = t.actions.toggle('favourite', 's1');
    expect(t.entities.status('s1')).toMatchObject({ favourited: true, favouritesCount: 3 });
    expect(t.actions.isPending('s1', 'favourite')).toBe(true);
    await settle();
    release();
    expect((await done).kind).toBe('done');
    expect(t.actions.isPending('s1', 'favourite')).toBe(false);
    expect(t.entities.status('s1')?.favourited).toBe(true);
  });

  it('rolls back with an inline error (the server text) when the call fails', async () => {
    const t = setup();
    t.http.on('POST', '/api/v1/statuses/s1/bookmark', { status: 500, body: { error: 'Boom' } });
    const result = await t.actions.toggle('bookmark', 's1');
    expect(result).toMatchObject({ kind: 'failed', detail: 'Boom' });
    expect(t.entities.status('s1')?.bookmarked).toBe(false);
    expect(t.actions.inlineErrors.get('s1')).toEqual({ action: 'bookmark', detail: 'Boom' });
    runInAction(() => t.actions.dismissError('s1'));
    expect(t.actions.inlineErrors.has('s1')).toBe(false);
  });

  it('refuses to repeat private and direct statuses, before any request', async () => {
    const t = setup({
      status: { ...wireStatus('s1', { account: OTHER }), visibility: 'private' },
    });
    expect(await t.actions.toggle('repeat', 's1')).toEqual({
      kind: 'refused',
      reason: 'repeat_private',
    });
    expect(t.http.requests).toHaveLength(0);
  });

  it('a repeat answers the wrapper; the repeated status is marked repeated', async () => {
    const t = setup();
    t.http.on('POST', '/api/v1/statuses/s1/reblog', {
      body: {
        ...wireStatus('r9', { account: ME }),
        reblog: { ...wireStatus('s1', { account: OTHER }), reblogged: true, reblogs_count: 1 },
      },
    });
    expect((await t.actions.toggle('repeat', 's1')).kind).toBe('done');
    expect(t.entities.status('s1')).toMatchObject({ reblogged: true, reblogsCount: 1 });
  });
});

describe('pin, thread mute, delete', () => {
  it('pins only own public or unlisted statuses', async () => {
    const t = setup();
    expect(await t.actions.toggle('pin', 's1')).toEqual({ kind: 'refused', reason: 'pin_not_own' });
    t.http.on('POST', '/api/v1/statuses/m1/pin', {
      body: { ...wireStatus('m1', { account: ME }), pinned: true },
    });
    expect((await t.actions.toggle('pin', 'm1')).kind).toBe('done');
    expect(t.entities.status('m1')?.pinned).toBe(true);
  });

  it('muting a conversation sets thread_muted on every status in it', async () => {
    const t = setup();
    const sibling = normalizeStatus(
      { ...wireStatus('m2', { account: OTHER }), pleroma: { conversation_id: 7 } },
      'pleroma.example',
    )!;
    runInAction(() => t.entities.ingest(sibling.bundle));
    t.http.on('POST', '/api/v1/statuses/m1/mute', {
      body: {
        ...wireStatus('m1', { account: ME }),
        pleroma: { conversation_id: 7, thread_muted: true },
      },
    });
    expect((await t.actions.toggle('thread_mute', 'm1')).kind).toBe('done');
    expect(t.entities.status('m2')?.threadMuted).toBe(true);
    expect(t.entities.status('s1')?.threadMuted).toBe(false);
  });

  it('deletes own statuses only, unless the account holds messages_delete', async () => {
    const t = setup();
    expect(await t.actions.remove('s1')).toEqual({ kind: 'refused', reason: 'delete_not_allowed' });
    const mod = setup({ privileges: ['messages_delete'] });
    mod.http.on('DELETE', '/api/v1/statuses/s1', { body: {} });
    expect((await mod.actions.remove('s1')).kind).toBe('done');
    expect(mod.entities.status('s1')?.deleted).toBe(true);
    expect(mod.removed).toEqual(['s1']);
  });

  it('a failed delete is the 5 s notice "Error deleting status: {detail}"', async () => {
    const t = setup();
    t.http.on('DELETE', '/api/v1/statuses/m1', { status: 500, body: { error: 'nope' } });
    const result = await t.actions.remove('m1');
    expect(result).toMatchObject({ kind: 'failed', messageKey: 'status.delete_error' });
    expect(t.notices.notices.map((n) => [n.messageKey, n.params.detail])).toEqual([
      ['status.delete_error', 'nope (HTTP 500)'],
    ]);
    await t.clock.advance(5000);
    expect(t.notices.notices).toHaveLength(0);
    expect(t.entities.status('m1')?.deleted).toBe(false);
  });
});

describe('reactions', () => {
  it('PUT adds, DELETE takes back; no request where the server has none', async () => {
    const t = setup();
    t.http.on('PUT', `/api/v1/pleroma/statuses/s1/reactions/${encodeURIComponent('🎉')}`, {
      body: {
        ...wireStatus('s1', { account: OTHER }),
        pleroma: { emoji_reactions: [{ name: '🎉', count: 1, me: true }] },
      },
    });
    expect((await t.actions.react('s1', '🎉')).kind).toBe('done');
    expect(t.entities.status('s1')?.emojiReactions).toEqual([
      expect.objectContaining({ name: '🎉', count: 1, me: true }),
    ]);
    const none = setup({ reactions: false });
    expect(await none.actions.react('s1', '🎉')).toEqual({
      kind: 'refused',
      reason: 'reactions_unsupported',
    });
  });

  it('keeps counts consistent when adding and taking back', () => {
    const one = withReaction([], 'x', true);
    expect(one).toEqual([{ name: 'x', count: 1, me: true, url: null }]);
    expect(withReaction(one, 'x', false)).toEqual([]);
    expect(withReaction([{ name: 'x', count: 2, me: false, url: null }], 'x', true)).toEqual([
      { name: 'x', count: 3, me: true, url: null },
    ]);
  });
});

describe('polls and reports', () => {
  const poll = (extra: Record<string, unknown> = {}) => ({
    ...wireStatus('p1', { account: OTHER }),
    poll: {
      id: 'poll1',
      expires_at: '2030-01-01T00:00:00.000Z',
      expired: false,
      multiple: false,
      votes_count: 0,
      voted: false,
      own_votes: [],
      options: [
        { title: 'a', votes_count: 0 },
        { title: 'b', votes_count: 0 },
      ],
      emojis: [],
      ...extra,
    },
  });

  it('sends a vote only with a valid choice, and shows the answered poll', async () => {
    const t = setup({ status: poll() });
    expect(await t.actions.vote('p1', [])).toEqual({ kind: 'refused', reason: 'no_choice' });
    expect(await t.actions.vote('p1', [0, 1])).toEqual({
      kind: 'refused',
      reason: 'one_choice_only',
    });
    expect(await t.actions.vote('p1', [5])).toEqual({
      kind: 'refused',
      reason: 'choice_out_of_range',
    });
    t.http.on('POST', '/api/v1/polls/poll1/votes', {
      body: { ...poll().poll, voted: true, own_votes: [1] },
    });
    expect((await t.actions.vote('p1', [1])).kind).toBe('done');
    expect(JSON.parse(t.http.requests.at(-1)!.body!)).toEqual({ choices: [1] });
    expect(t.entities.status('p1')?.poll?.voted).toBe(true);
  });

  it('refuses a vote on an expired poll (computed from expires_at)', async () => {
    const t = setup({ status: poll({ expires_at: '2026-11-21T11:00:00.000Z' }) });
    expect(await t.actions.vote('p1', [0])).toEqual({ kind: 'refused', reason: 'poll_closed' });
  });

  it('a watched poll is read again every 30 s until the last watcher stops', async () => {
    const t = setup({ status: poll() });
    t.http.on('GET', '/api/v1/polls/poll1', { body: { ...poll().poll, votes_count: 4 } });
    const stopA = t.actions.watchPoll('p1');
    const stopB = t.actions.watchPoll('p1');
    expect(t.actions.pollWatcherCount('p1')).toBe(2);
    await t.clock.advance(POLL_REFRESH_MS);
    expect(t.http.calls('GET', '/api/v1/polls/poll1')).toHaveLength(1);
    expect(t.entities.status('p1')?.poll?.votesCount).toBe(4);
    stopA();
    await t.clock.advance(POLL_REFRESH_MS);
    expect(t.http.calls('GET', '/api/v1/polls/poll1')).toHaveLength(2);
    stopB();
    await t.clock.advance(POLL_REFRESH_MS * 3);
    expect(t.http.calls('GET', '/api/v1/polls/poll1')).toHaveLength(2);
  });

  it('reports forward only remote accounts; a failure carries the spec message', async () => {
    const t = setup();
    t.http.on('POST', '/api/v1/reports', { body: { id: 'r1' } });
    expect(
      await t.actions.report({
        accountId: 'o1',
        statusIds: ['s1'],
        comment: 'spam',
        forward: true,
      }),
    ).toEqual({
      kind: 'done',
      value: { id: 'r1' },
    });
    expect(JSON.parse(t.http.requests.at(-1)!.body!)).toEqual({
      account_id: 'o1',
      status_ids: ['s1'],
      comment: 'spam',
      forward: false,
    });
    t.http.on('POST', '/api/v1/reports', { status: 500, body: { error: 'x' } });
    expect(await t.actions.report({ accountId: 'o1' })).toMatchObject({
      kind: 'failed',
      messageKey: 'user_reporting.generic_error',
    });
    expect(t.actions.reporting.get()).toBe(false);
  });
});
