import { describe, expect, it } from 'vitest';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import type { AdminReport } from '../../../src/core/api/admin-reports';
import type { AdminStatus } from '../../../src/core/api/admin-statuses';
import { AdminLogStore } from '../../../src/core/model/admin-log';
import {
  logDateRange,
  logFilterText,
  parseLogFilter,
} from '../../../src/core/model/admin-log-filter';
import { reportedPosts } from '../../../src/core/model/admin-statuses';
import { kit } from '../reading/support';

const A = '/api/v1/pleroma/admin';

describe('the moderation log filter typed on one line', () => {
  it('reads a nickname and a range of days, and writes them back', () => {
    expect(parseLogFilter('@bob 2026-11-01..2026-11-29')).toEqual({
      user: 'bob',
      since: '2026-11-01',
      until: '2026-11-29',
    });
    expect(parseLogFilter('2026-11-05')).toEqual({
      user: '',
      since: '2026-11-05',
      until: '2026-11-05',
    });
    expect(parseLogFilter('..2026-11-05')).toMatchObject({ since: '', until: '2026-11-05' });
    expect(parseLogFilter('dave@remote.example 2026-11-01..')).toMatchObject({
      user: 'dave@remote.example',
      since: '2026-11-01',
      until: '',
    });
    expect(parseLogFilter('')).toEqual({ user: '', since: '', until: '' });
    expect(logFilterText({ user: 'bob', since: '2026-11-01', until: '' })).toBe(
      '@bob 2026-11-01..',
    );
    expect(logFilterText({ user: '', since: '2026-11-05', until: '2026-11-05' })).toBe(
      '2026-11-05',
    );
  });

  it('refuses what is not a user and days: a day that does not exist, a range backwards', () => {
    expect(parseLogFilter('2026-02-30')).toBeNull();
    expect(parseLogFilter('2026-11-29..2026-11-01')).toBeNull();
    expect(parseLogFilter('bob alice')).toBeNull();
    expect(parseLogFilter('bob; drop')).toBeNull();
  });

  it('sends whole local days: from the first midnight to the end of the last day', () => {
    const { startDate, endDate } = logDateRange({ since: '2026-11-01', until: '2026-11-02' });
    expect(startDate).toBe(new Date(2026, 10, 1).toISOString());
    expect(endDate).toBe(new Date(new Date(2026, 10, 3).getTime() - 1).toISOString());
    expect(logDateRange({ since: '', until: '' })).toEqual({});
  });
});

describe('the moderation log store filtered', () => {
  it("asks by the acting user's id and the dates; an unknown nickname lists nothing", async () => {
    const k = kit();
    k.http.on('GET', `${A}/users/bob`, () => ({ body: { id: 'B1', nickname: 'bob' } }));
    k.http.on('GET', `${A}/users/nobody`, () => ({ status: 404, body: { error: 'Not found' } }));
    k.http.on('GET', `${A}/moderation_log`, () => ({
      body: { total: 1, items: [{ id: 1, time: 1_700_000_000, message: '@bob did it' }] },
    }));
    const store = new AdminLogStore(() => moderationApi(k.client));
    await store.setFilter({ user: '@bob', since: '2026-11-01', until: '' });
    const sent = k.http.calls('GET', `${A}/moderation_log`).at(-1)!.query;
    expect(sent.get('user_id')).toBe('B1');
    expect(sent.get('start_date')).toBe(new Date(2026, 10, 1).toISOString());
    expect(sent.get('end_date')).toBeNull();
    expect(store.items.map((e) => e.message)).toEqual(['@bob did it']);
    const asked = k.http.calls('GET', `${A}/moderation_log`).length;
    await store.setFilter({ user: 'nobody', since: '', until: '' });
    expect(store.unknownUser).toBe(true);
    expect(store.items).toEqual([]);
    expect(k.http.calls('GET', `${A}/moderation_log`).length).toBe(asked);
  });
});

describe('the posts open reports name', () => {
  const status = (id: string, createdAt: string): AdminStatus => ({
    id,
    acct: 'hank@loud.example',
    visibility: 'public',
    sensitive: false,
    content: id,
    spoilerText: '',
    createdAt,
    url: '',
  });
  const report = (id: string, statuses: AdminStatus[]): AdminReport => ({
    id,
    state: 'open',
    account: null,
    actor: null,
    content: '',
    createdAt: '',
    statuses,
    notes: [],
  });

  it('lists each post once, newest first, with how many open reports name it', () => {
    const older = status('s1', '2026-11-01T10:00:00Z');
    const newer = status('s2', '2026-11-02T10:00:00Z');
    const { statuses, counts } = reportedPosts([
      report('r1', [older]),
      report('r2', [older, newer]),
    ]);
    expect(statuses.map((s) => s.id)).toEqual(['s2', 's1']);
    expect(counts).toEqual({ s1: 2, s2: 1 });
  });
});
