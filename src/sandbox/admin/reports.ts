import { notFound, SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import { compareIds } from '../ids';
import type { ReportRecord } from '../records';
import type { RouteDef } from '../router';
import { param } from '../routes/common';
import { serializeReport } from '../serialize/report';
import { requirePrivilege } from './privileges';
import { noContent } from './user-view';

/** Pleroma's admin reports: list by state, state changes, notes. reports_manage_reports. */

function reportById(ctx: RequestContext, id: string): ReportRecord {
  const r = ctx.state.reports.get(id);
  if (!r) throw notFound();
  return r;
}

function reportedAcct(ctx: RequestContext, r: ReportRecord): string {
  const u = ctx.state.users.get(r.accountId);
  return u ? ctx.state.acctOf(u) : '';
}

function listReports(ctx: RequestContext): Reply {
  const viewer = requirePrivilege(ctx, 'reports_manage_reports');
  const wanted = ctx.query.str('state');
  const reports = [...ctx.state.reports.values()]
    .filter((r) => !wanted || r.state === wanted)
    .sort((a, b) => compareIds(b.id, a.id));
  const size = Math.max(1, ctx.query.int('page_size') ?? ctx.query.int('limit') ?? 50);
  const page = Math.max(1, ctx.query.int('page') ?? 1);
  return json({
    reports: reports
      .slice((page - 1) * size, page * size)
      .map((r) => serializeReport(ctx.state, r, viewer.id)),
    total: reports.length,
  });
}

const STATES = new Set(['open', 'closed', 'resolved']);

function updateReports(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'reports_manage_reports');
  const raw = ctx.body.raw('reports');
  const items = Array.isArray(raw) ? raw : [];
  const errors: { id: string; error: string }[] = [];
  const changes: [ReportRecord, ReportRecord['state']][] = [];
  for (const item of items) {
    const { id, state } = (item && typeof item === 'object' ? item : {}) as {
      id?: unknown;
      state?: unknown;
    };
    const r = typeof id === 'string' ? ctx.state.reports.get(id) : undefined;
    if (!r) errors.push({ id: String(id), error: 'not_found' });
    else if (typeof state !== 'string' || !STATES.has(state))
      errors.push({ id: r.id, error: 'Unsupported state' });
    else changes.push([r, state as ReportRecord['state']]);
  }
  // Pleroma answers 400 with the failed items when any failed (the others still apply).
  for (const [r, state] of changes) {
    r.state = state;
    ctx.state.moderation.record(
      actor,
      'report_update',
      `updated report #${r.id} (on user @${reportedAcct(ctx, r)}) with '${state}' state`,
      { subject: r.id },
    );
  }
  if (items.length === 0) throw new SandboxError(400, 'Invalid report update');
  if (errors.length > 0) return json(errors, 400);
  return noContent;
}

function addNote(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'reports_manage_reports');
  const r = reportById(ctx, param(ctx, 'id'));
  const content = ctx.body.str('content') ?? '';
  r.notes.push({ id: ctx.state.ids.next(), authorId: actor.id, content, createdAt: Date.now() });
  ctx.state.moderation.record(
    actor,
    'report_note',
    `added note '${content}' to report #${r.id} on user @${reportedAcct(ctx, r)}`,
    { subject: r.id },
  );
  return noContent;
}

function deleteNote(ctx: RequestContext): Reply {
  const actor = requirePrivilege(ctx, 'reports_manage_reports');
  const r = reportById(ctx, param(ctx, 'report_id'));
  const note = r.notes.find((n) => n.id === param(ctx, 'id'));
  if (!note) throw notFound();
  r.notes = r.notes.filter((n) => n !== note);
  ctx.state.moderation.record(
    actor,
    'report_note_delete',
    `deleted note '${note.content}' from report #${r.id} on user @${reportedAcct(ctx, r)}`,
    { subject: r.id },
  );
  return noContent;
}

const A = '/api/v1/pleroma/admin';

export const adminReportRoutes: RouteDef[] = [
  { method: 'GET', path: `${A}/reports`, access: 'user', handler: listReports },
  {
    method: 'GET',
    path: `${A}/reports/{id}`,
    access: 'user',
    handler: (ctx) => {
      const viewer = requirePrivilege(ctx, 'reports_manage_reports');
      return json(serializeReport(ctx.state, reportById(ctx, param(ctx, 'id')), viewer.id));
    },
  },
  { method: 'PATCH', path: `${A}/reports`, access: 'user', handler: updateReports },
  { method: 'POST', path: `${A}/reports/{id}/notes`, access: 'user', handler: addNote },
  {
    method: 'DELETE',
    path: `${A}/reports/{report_id}/notes/{id}`,
    access: 'user',
    handler: deleteNote,
  },
];
