import { describe, expect, it } from 'vitest';
import type { Account } from '../../../src/core/domain/types';
import {
  INTERACTION_TYPES,
  InteractionsStore,
  interactionTabs,
  NOTIFICATION_TABS,
  NotificationTypePager,
} from '../../../src/core/model/interactions';
import { normalizeAccount } from '../../../src/core/normalize';
import type { Canned } from '../helpers/fake-http';
import { kit, wireAccount, wireNotification, wireStatus } from './support';

const PATH = '/api/v1/notifications';

function setup(pages: Record<string, Canned>, types = INTERACTION_TYPES.favs_repeats) {
  const k = kit();
  k.http.on('GET', PATH, (request) => pages[request.query.get('max_id') ?? ''] ?? { body: [] });
  const pager = new NotificationTypePager(() => k.client, k.entities, types);
  return { ...k, pager };
}

function account(pleroma: Record<string, unknown>): Account {
  return normalizeAccount(wireAccount('1', 'alice', pleroma))!;
}

describe('interactionTabs', () => {
  it('gives everyone the four tabs; Reports by privilege; Moves when moves are not automatic', () => {
    const base = ['mentions', 'favs_repeats', 'follows', 'emoji_reactions'];
    expect(interactionTabs(undefined)).toEqual(base);
    expect(interactionTabs(account({}))).toEqual(base);
    // Role defaults (spec part 1 §6) when the server names no privileges.
    expect(interactionTabs(account({ is_admin: true }))).toEqual([...base, 'reports']);
    expect(interactionTabs(account({ is_moderator: true }))).toEqual([...base, 'reports']);
    // The server's list wins over the role.
    expect(interactionTabs(account({ is_admin: true, privileges: ['users_read'] }))).toEqual(base);
    expect(interactionTabs(account({ privileges: ['reports_manage_reports'] }))).toEqual([
      ...base,
      'reports',
    ]);
    expect(interactionTabs(account({ allow_following_move: false }))).toEqual([...base, 'moves']);
    expect(interactionTabs(account({ allow_following_move: true }))).toEqual(base);
    expect(interactionTabs(account({ is_moderator: true, allow_following_move: false }))).toEqual([
      ...base,
      'reports',
      'moves',
    ]);
  });
});

describe('NotificationTypePager', () => {
  it('sends each tab’s types as types[] and include_types[]', async () => {
    const expected: Record<string, string[]> = {
      mentions: ['mention'],
      favs_repeats: ['favourite', 'reblog'],
      follows: ['follow', 'follow_request'],
      emoji_reactions: ['pleroma:emoji_reaction'],
      reports: ['pleroma:report'],
      moves: ['move'],
    };
    expect(INTERACTION_TYPES).toEqual(expected);
    const k = kit();
    k.http.on('GET', PATH, () => ({ body: [] }));
    const store = new InteractionsStore(() => k.client, k.entities);
    for (const tab of NOTIFICATION_TABS) await store.pager(tab).loadInitial();
    expect(k.http.requests.map((r) => r.query.getAll('types[]'))).toEqual(
      NOTIFICATION_TABS.map((tab) => expected[tab]),
    );
    expect(k.http.requests.map((r) => r.query.getAll('include_types[]'))).toEqual(
      NOTIFICATION_TABS.map((tab) => expected[tab]),
    );
    expect(k.http.requests.every((r) => r.query.get('max_id') === null)).toBe(true);
  });

  it('shows the notifications of its types newest first, with their accounts and statuses', async () => {
    const { pager, entities } = setup({
      '': {
        body: [
          wireNotification('30', 'favourite'),
          wireNotification('20', 'reblog', { account: 'c1' }),
        ],
      },
    });
    const running = pager.loadInitial();
    expect(pager.state).toBe('loading');
    await running;
    expect(pager.state).toBe('loaded');
    expect(pager.ids).toEqual(['30', '20']);
    expect(pager.notifications.map((n) => [n.id, n.type, n.statusId, n.accountId])).toEqual([
      ['30', 'favourite', 's30', 'b1'],
      ['20', 'reblog', 's20', 'c1'],
    ]);
    expect(pager.notification('20')?.type).toBe('reblog');
    expect(entities.status('s30')?.content).toBe('<p>post s30</p>');
    expect(entities.account('c1')?.username).toBe('bob');
    expect(pager.bottomedOut).toBe(false);
  });

  it('pages below the oldest notification held, leaving out other types, until a page is empty', async () => {
    const { pager, http } = setup({
      '': { body: [wireNotification('30', 'favourite'), wireNotification('25', 'mention')] },
      '25': {
        body: [
          wireNotification('20', 'reblog', { status: wireStatus('s30') }),
          // Already held (a server that pages loosely): shown once.
          wireNotification('30', 'favourite'),
          { id: '12' },
          wireNotification('15', 'favourite'),
        ],
      },
    });
    await pager.loadInitial();
    // A mention slipped through a server that ignores the filter: not this tab's.
    expect(pager.ids).toEqual(['30']);
    expect(pager.bottomedOut).toBe(false);
    await pager.loadMore();
    expect(http.requests[1]!.query.get('max_id')).toBe('25');
    expect(http.requests[1]!.query.getAll('include_types[]')).toEqual(['favourite', 'reblog']);
    expect(pager.ids).toEqual(['30', '20', '15']);
    expect(pager.bottomedOut).toBe(false);
    await pager.loadMore();
    // The oldest entry, unreadable or not, is where the next page starts.
    expect(http.requests[2]!.query.get('max_id')).toBe('12');
    expect(pager.bottomedOut).toBe(true);
    expect(pager.notifications.map((n) => n.id)).toEqual(['30', '20', '15']);
    await pager.loadMore();
    expect(http.requests).toHaveLength(3);
  });

  it('a reload replaces what is shown; a failed further page keeps it', async () => {
    const pages: Record<string, Canned> = {
      '': { body: [wireNotification('30', 'follow'), wireNotification('28', 'follow_request')] },
      '28': { status: 502, body: { error: 'gateway' } },
    };
    const { pager } = setup(pages, INTERACTION_TYPES.follows);
    await pager.loadInitial();
    expect(pager.notifications.map((n) => n.type)).toEqual(['follow', 'follow_request']);
    await pager.loadMore();
    expect(pager.error).toContain('gateway');
    expect(pager.ids).toEqual(['30', '28']);
    expect(pager.loadingMore).toBe(false);
    pages[''] = { body: [wireNotification('40', 'follow')] };
    await pager.loadInitial();
    expect(pager.error).toBeNull();
    expect(pager.ids).toEqual(['40']);
    expect(pager.notification('30')).toBeUndefined();
  });

  it('a failed first page fails', async () => {
    const { pager } = setup({ '': { status: 500, body: { error: 'down' } } });
    await pager.loadInitial();
    expect(pager.state).toBe('failed');
    expect(pager.error).toContain('down');
    expect(pager.notifications).toEqual([]);
  });

  it('a reset (another account) forgets every tab and drops answers in flight', async () => {
    const k = kit();
    let answer: (canned: Canned) => void = () => {};
    k.http.on('GET', PATH, (request) =>
      request.query.getAll('types[]').includes('move')
        ? new Promise<Canned>((resolve) => (answer = resolve))
        : { body: [wireNotification('50', 'pleroma:report')] },
    );
    const store = new InteractionsStore(() => k.client, k.entities);
    await store.pager('reports').loadInitial();
    expect(store.pager('reports').ids).toEqual(['50']);
    const running = store.pager('moves').loadInitial();
    store.reset();
    answer({ body: [wireNotification('60', 'move')] });
    await running;
    for (const tab of NOTIFICATION_TABS) {
      expect(store.pager(tab).state).toBe('idle');
      expect(store.pager(tab).notifications).toEqual([]);
    }
    expect(store.pager('reports').notification('50')).toBeUndefined();
    expect(k.entities.status('s60')).toBeUndefined();
  });
});
