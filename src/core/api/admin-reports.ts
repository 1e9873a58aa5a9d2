import { isObject, num, str } from '../normalize/read';
import { type AdminPerson, adminCall, adminPerson, listField } from './admin-common';
import { type AdminStatus, normalizeAdminStatus } from './admin-statuses';
import { apiPath } from './path';
import { type ApiContext, expectObject } from './resource';

/** Spec part 2 §4: a report is open, closed or resolved. */
export type ReportState = 'open' | 'closed' | 'resolved';
export const REPORT_STATES: readonly ReportState[] = ['open', 'closed', 'resolved'];

export interface ReportNote {
  id: string;
  content: string;
  createdAt: string;
  author: AdminPerson | null;
}

/**
 * A reported status as the queue shows it (spec: id, user.name, created_at): Pleroma sends
 * the whole status, so it carries what the desk's posts list needs too (visibility, mark).
 */
export type ReportedStatus = AdminStatus;

/** Spec part 2 §3 Report: id, state, acct (reported), actor (reporter), content, statuses, notes. */
export interface AdminReport {
  id: string;
  state: ReportState;
  account: AdminPerson | null;
  actor: AdminPerson | null;
  content: string;
  createdAt: string;
  statuses: ReportedStatus[];
  notes: ReportNote[];
}

function reportState(value: unknown): ReportState {
  return value === 'closed' || value === 'resolved' ? value : 'open';
}

export function normalizeAdminReport(raw: unknown): AdminReport | null {
  if (!isObject(raw) || !str(raw.id)) return null;
  return {
    id: str(raw.id),
    state: reportState(raw.state),
    account: adminPerson(raw.account),
    actor: adminPerson(raw.actor),
    content: str(raw.content),
    createdAt: str(raw.created_at),
    statuses: listField(raw, 'statuses').flatMap((s) => normalizeAdminStatus(s) ?? []),
    notes: listField(raw, 'notes').flatMap((n) =>
      isObject(n) && str(n.id)
        ? [
            {
              id: str(n.id),
              content: str(n.content),
              createdAt: str(n.created_at),
              author: adminPerson(n.user),
            },
          ]
        : [],
    ),
  };
}

/** Reports about one account: matched by id when both have one, else by acct/nickname. */
export function isAbout(report: AdminReport, who: { id?: string; nickname: string }): boolean {
  const account = report.account;
  if (!account) return false;
  if (who.id && account.id) return account.id === who.id;
  return account.acct.toLowerCase() === who.nickname.toLowerCase();
}

/** `about` walks at most this many pages of this many reports (Pleroma has no account filter). */
export const ABOUT_PAGES = 20;
export const ABOUT_PAGE_SIZE = 100;

export interface ReportsAbout {
  reports: AdminReport[];
  /** True when the queue had more than ABOUT_PAGES pages: older reports were not read. */
  truncated: boolean;
}

export interface ReportQuery {
  state?: ReportState;
  page?: number;
  pageSize?: number;
}

/** `/api/v1/pleroma/admin/reports`: the reports queue (needs reports_manage_reports). */
export function adminReportsResource(ctx: ApiContext) {
  const { http } = ctx;
  const list = (q: ReportQuery = {}): Promise<{ reports: AdminReport[]; total: number }> =>
    adminCall('reports_manage_reports', async () => {
      const { data } = await http.request('GET', '/api/v1/pleroma/admin/reports', {
        query: { state: q.state, page: q.page ?? 1, page_size: q.pageSize ?? 50 },
      });
      const body = expectObject(data, 'reports');
      return {
        reports: listField(body, 'reports').flatMap((r) => normalizeAdminReport(r) ?? []),
        total: num(body.total),
      };
    });
  /** The queue read page by page (at most ABOUT_PAGES of ABOUT_PAGE_SIZE), kept if `keep`. */
  const walk = async (
    state: ReportState | undefined,
    keep: (r: AdminReport) => boolean,
  ): Promise<ReportsAbout> => {
    const found: AdminReport[] = [];
    for (let page = 1; page <= ABOUT_PAGES; page++) {
      const { reports, total } = await list({ state, page, pageSize: ABOUT_PAGE_SIZE });
      found.push(...reports.filter(keep));
      if (reports.length < ABOUT_PAGE_SIZE || page * ABOUT_PAGE_SIZE >= total)
        return { reports: found, truncated: false };
    }
    return { reports: found, truncated: true };
  };
  return {
    list,
    /**
     * The reports about one account, newest first: the queue walked and filtered here, as
     * the server filters by state only.
     */
    about: (
      who: { id?: string; nickname: string },
      q: { state?: ReportState } = {},
    ): Promise<ReportsAbout> => walk(q.state, (r) => isAbout(r, who)),
    /** Every report in one state, newest first (what Pleroma cannot filter: reported posts). */
    all: (state: ReportState): Promise<ReportsAbout> => walk(state, () => true),
    get: (id: string): Promise<AdminReport | null> =>
      adminCall('reports_manage_reports', async () => {
        const { data } = await http.request('GET', apiPath`/api/v1/pleroma/admin/reports/${id}`);
        return normalizeAdminReport(data);
      }),
    /** Spec part 2 §7: PATCH with the reports' id and new state. */
    setState: (changes: readonly { id: string; state: ReportState }[]): Promise<void> =>
      adminCall('reports_manage_reports', async () => {
        await http.request('PATCH', '/api/v1/pleroma/admin/reports', {
          json: { reports: changes.map((c) => ({ id: c.id, state: c.state })) },
        });
      }),
    addNote: (id: string, content: string): Promise<void> =>
      adminCall('reports_manage_reports', async () => {
        await http.request('POST', apiPath`/api/v1/pleroma/admin/reports/${id}/notes`, {
          json: { content },
        });
      }),
    deleteNote: (reportId: string, noteId: string): Promise<void> =>
      adminCall('reports_manage_reports', async () => {
        await http.request(
          'DELETE',
          apiPath`/api/v1/pleroma/admin/reports/${reportId}/notes/${noteId}`,
        );
      }),
  };
}

export type AdminReportsApi = ReturnType<typeof adminReportsResource>;
