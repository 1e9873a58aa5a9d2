import { isObject, num, str } from '../normalize/read';
import { type AdminPerson, adminCall, adminPerson, listField } from './admin-common';
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

/** A reported status as the queue shows it (spec: id, user.name, created_at). */
export interface ReportedStatus {
  id: string;
  acct: string;
  /** The status HTML (faces sanitize or reduce it). */
  content: string;
  createdAt: string;
}

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
    statuses: listField(raw, 'statuses').flatMap((s) =>
      isObject(s) && str(s.id)
        ? [
            {
              id: str(s.id),
              acct: adminPerson(s.account)?.acct ?? '',
              content: str(s.content),
              createdAt: str(s.created_at),
            },
          ]
        : [],
    ),
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

export interface ReportQuery {
  state?: ReportState;
  page?: number;
  pageSize?: number;
}

/** `/api/v1/pleroma/admin/reports`: the reports queue (needs reports_manage_reports). */
export function adminReportsResource(ctx: ApiContext) {
  const { http } = ctx;
  return {
    list: (q: ReportQuery = {}): Promise<{ reports: AdminReport[]; total: number }> =>
      adminCall('reports_manage_reports', async () => {
        const { data } = await http.request('GET', '/api/v1/pleroma/admin/reports', {
          query: { state: q.state, page: q.page ?? 1, page_size: q.pageSize ?? 50 },
        });
        const body = expectObject(data, 'reports');
        return {
          reports: listField(body, 'reports').flatMap((r) => normalizeAdminReport(r) ?? []),
          total: num(body.total),
        };
      }),
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
