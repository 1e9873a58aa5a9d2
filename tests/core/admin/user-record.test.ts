import { describe, expect, it } from 'vitest';
import { moderationApi } from '../../../src/core/api/admin-moderation';
import { ABOUT_PAGE_SIZE, ABOUT_PAGES } from '../../../src/core/api/admin-reports';
import { AdminUserRecordStore, readUserRecord } from '../../../src/core/model/admin-user-record';
import { kit } from '../reading/support';

const A = '/api/v1/pleroma/admin';

function report(id: string, about: string, statusIds: string[] = []) {
  return {
    id,
    state: 'open',
    account: { id: about, acct: about },
    actor: { id: 'carol', acct: 'carol' },
    content: `report ${id}`,
    created_at: '2026-11-20T10:00:00.000Z',
    statuses: statusIds.map((s) => ({
      id: s,
      account: { id: about, acct: about },
      content: '<p>x</p>',
      created_at: '2026-11-20T09:00:00.000Z',
    })),
    notes: [],
  };
}

function status(id: string) {
  return {
    id,
    account: { id: 'bob', acct: 'bob' },
    content: `<p>post ${id}</p>`,
    visibility: 'public',
    created_at: '2026-11-20T08:00:00.000Z',
  };
}

describe("a user's posts and reports", () => {
  it('reads the queue page by page (100 a page) and keeps the reports about the user', async () => {
    const k = kit();
    // 250 reports: every tenth about bob.
    const all = Array.from({ length: 250 }, (_, i) =>
      report(String(1000 - i), i % 10 === 0 ? 'bob' : 'dave'),
    );
    k.http.on('GET', `${A}/reports`, (req) => {
      const page = Number(req.query.get('page'));
      const size = Number(req.query.get('page_size'));
      return { body: { total: all.length, reports: all.slice((page - 1) * size, page * size) } };
    });
    const { reports, truncated } = await moderationApi(k.client).reports.about({
      id: 'bob',
      nickname: 'bob',
    });
    expect(reports).toHaveLength(25);
    expect(reports.every((r) => r.account?.acct === 'bob')).toBe(true);
    expect(truncated).toBe(false);
    const pages = k.http.calls('GET', `${A}/reports`).map((c) => c.query.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(k.http.calls('GET', `${A}/reports`)[0]!.query.get('page_size')).toBe(
      String(ABOUT_PAGE_SIZE),
    );
  });

  it('stops after 20 pages and says older reports were not read', async () => {
    const k = kit();
    k.http.on('GET', `${A}/reports`, (req) => {
      const page = Number(req.query.get('page'));
      return {
        body: {
          total: 5000,
          reports: Array.from({ length: ABOUT_PAGE_SIZE }, (_, i) =>
            report(`${page}-${i}`, i === 0 ? 'bob' : 'dave'),
          ),
        },
      };
    });
    const { reports, truncated } = await moderationApi(k.client).reports.about({
      nickname: 'bob',
    });
    expect(k.http.calls('GET', `${A}/reports`)).toHaveLength(ABOUT_PAGES);
    expect(reports).toHaveLength(ABOUT_PAGES);
    expect(truncated).toBe(true);
  });

  it("counts on each post the reports that name it, beside the user's reports", async () => {
    const k = kit();
    k.http.on('GET', `${A}/reports`, {
      body: {
        total: 3,
        reports: [report('3', 'bob', ['11', '12']), report('2', 'bob', ['11']), report('1', 'eve')],
      },
    });
    k.http.on('GET', `${A}/users/bob/statuses`, {
      body: { total: 3, activities: [status('13'), status('12'), status('11')] },
    });
    const record = await readUserRecord(moderationApi(k.client), { id: 'bob', nickname: 'bob' });
    expect(record.statuses.map((s) => [s.status.id, s.reports])).toEqual([
      ['13', 0],
      ['12', 1],
      ['11', 2],
    ]);
    expect(record.reports.map((r) => r.id)).toEqual(['3', '2']);
    expect(record.totalStatuses).toBe(3);
  });

  it('a moderator without reports_manage_reports still sees the posts, and is told why', async () => {
    const k = kit();
    k.http.on('GET', `${A}/reports`, { status: 403, body: { error: "User isn't privileged." } });
    k.http.on('GET', `${A}/users/bob/statuses`, {
      body: { total: 1, activities: [status('11')] },
    });
    const store = new AdminUserRecordStore({ api: () => moderationApi(k.client) });
    await store.open({ nickname: 'bob' });
    expect(store.state).toBe('loaded');
    expect(store.record?.statuses).toHaveLength(1);
    expect(store.record?.reportsForbidden).toBe('reports_manage_reports');
    store.close();
    expect(store.subject).toBeNull();
  });
});
