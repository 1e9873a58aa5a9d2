import type { Command } from 'commander';
import {
  ABOUT_PAGE_SIZE,
  ABOUT_PAGES,
  type AdminReport,
  REPORT_STATES,
  type ReportState,
} from '../../../core/api/admin-reports';
import { readUserRecord } from '../../../core/model/admin-user-record';
import type { RootStore } from '../../../core/model/root';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import type { CliDates } from '../../dates';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { loadHumanFormat } from '../../human';
import { printJson, printLine } from '../../io';
import { entityId } from '../../parse';
import { done, moderation, row } from './shared';

const ACTIONS = ['show', 'resolve', 'close', 'reopen', 'note'] as const;
type Action = (typeof ACTIONS)[number];
const TARGET: Partial<Record<Action, ReportState>> = {
  resolve: 'resolved',
  close: 'closed',
  reopen: 'open',
};

interface ReportsOptions {
  json?: boolean;
  user?: string;
  godmode?: boolean;
  state?: string;
  note?: string;
}

function reportJson(r: AdminReport): Record<string, unknown> {
  return {
    id: r.id,
    state: r.state,
    account: r.account?.acct ?? null,
    actor: r.actor?.acct ?? null,
    content: r.content,
    created_at: r.createdAt,
    statuses: r.statuses.map((s) => ({ id: s.id, acct: s.acct, created_at: s.createdAt })),
    notes: r.notes.map((n) => ({
      id: n.id,
      content: n.content,
      created_at: n.createdAt,
      author: n.author?.acct ?? null,
    })),
  };
}

async function printReport(r: AdminReport, full: boolean, dates: CliDates): Promise<void> {
  row([
    r.id,
    `[${r.state}]`,
    `@${r.account?.acct ?? '?'}`,
    `reported by @${r.actor?.acct ?? '?'}`,
    dates.time(r.createdAt),
  ]);
  if (r.content) row([`  "${r.content}"`]);
  if (!full) {
    if (r.statuses.length || r.notes.length)
      row([`  ${r.statuses.length} status(es), ${r.notes.length} note(s)`]);
    return;
  }
  const { htmlToPlain } = await loadHumanFormat();
  for (const s of r.statuses) row([`  status ${s.id} by @${s.acct}: ${htmlToPlain(s.content)}`]);
  for (const n of r.notes) row([`  note ${n.id} by @${n.author?.acct ?? '?'}: ${n.content}`]);
}

/** `--user NAME`: the reports about the user, then their posts with report counts. */
async function printUserRecord(
  root: RootStore,
  nickname: string,
  options: ReportsOptions,
  dates: CliDates,
): Promise<void> {
  const state = options.state as ReportState | undefined;
  const record = await readUserRecord(moderation(root), { nickname }, { godmode: options.godmode });
  const reports = state ? record.reports.filter((r) => r.state === state) : record.reports;
  if (options.json) {
    printJson({
      user: nickname,
      reports: reports.map(reportJson),
      reports_truncated: record.truncated,
      statuses_total: record.totalStatuses,
      statuses: record.statuses.map(({ status, reports: count }) => ({
        id: status.id,
        visibility: status.visibility,
        sensitive: status.sensitive,
        created_at: status.createdAt,
        content: status.content,
        reports: count,
      })),
      forbidden: [record.statusesForbidden, record.reportsForbidden].filter(Boolean),
    });
    return;
  }
  const { htmlToPlain } = await loadHumanFormat();
  if (record.reportsForbidden)
    row([`Reports not shown: your account lacks the privilege ${record.reportsForbidden}`]);
  else {
    row([`${reports.length} report(s) about @${nickname}`]);
    for (const r of reports) await printReport(r, false, dates);
    if (record.truncated) row([`(only the newest ${ABOUT_PAGES * ABOUT_PAGE_SIZE} reports read)`]);
  }
  if (record.statusesForbidden)
    row([`Posts not shown: your account lacks the privilege ${record.statusesForbidden}`]);
  else {
    row([`${record.totalStatuses} post(s) by @${nickname}`]);
    for (const { status, reports: count } of record.statuses)
      row([
        status.id,
        dates.time(status.createdAt),
        status.visibility,
        count ? `${count} report(s)` : '',
        htmlToPlain(status.content),
      ]);
  }
}

export function registerAdminReports(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('reports')
    .description(
      'the reports queue (reports_manage_reports): list, `show ID`, `resolve|close|reopen ID`, `note ID --note TEXT`',
    )
    .argument('[action]', ACTIONS.join(' | '))
    .argument('[id]', 'the report id')
    .option('--state <state>', `list only: ${REPORT_STATES.join(', ')} (default: all)`)
    .option('--note <text>', 'add this note (with note, resolve, close or reopen)')
    .option(
      '--user <name>',
      "list only: one user's reports and posts, each post with its report count (alice, dave@remote.example)",
    )
    .option('--godmode', 'with --user: also private and direct posts')
    .option('--json', 'print JSON')
    .action(async (verb: string | undefined, id: string | undefined, options: ReportsOptions) => {
      if (verb !== undefined && !(ACTIONS as readonly string[]).includes(verb))
        throw usageError(`Unknown action "${verb}": use ${ACTIONS.join(', ')}`);
      if (
        options.state !== undefined &&
        !(REPORT_STATES as readonly string[]).includes(options.state)
      )
        throw usageError(`--state must be one of ${REPORT_STATES.join(', ')}`);
      const action = verb as Action | undefined;
      if (action && !id) throw usageError(`\`admin reports ${action}\` needs the report id`);
      if (id) entityId(id);
      if (action === 'note' && !options.note?.trim())
        throw usageError('`admin reports note ID` needs --note TEXT');
      if (options.note !== undefined && !options.note.trim())
        throw usageError('--note needs some text');
      const user = options.user?.trim().replace(/^@/, '');
      if (options.user !== undefined && (!user || action))
        throw usageError('--user needs a name and goes with the list only');
      await withContext(global(), async ({ root, dates }) => {
        const api = moderation(root).reports;
        if (user) {
          await printUserRecord(root, user, options, dates);
          return;
        }
        if (!action) {
          const state = options.state as ReportState | undefined;
          const { reports, total } = await api.list(state ? { state } : {});
          if (options.json) {
            printJson({ total, reports: reports.map(reportJson) });
            return;
          }
          if (reports.length === 0)
            printLine(terminalText(state ? `No ${state} reports` : 'No reports'));
          for (const r of reports) await printReport(r, false, dates);
          return;
        }
        const report = await api.get(id!);
        if (!report) throw new CliError(`No report ${id}`, ExitCode.failure);
        if (action === 'show') {
          if (options.json) printJson(reportJson(report));
          else await printReport(report, true, dates);
          return;
        }
        const target = TARGET[action];
        if (target) await api.setState([{ id: id!, state: target }]);
        if (options.note) await api.addNote(id!, options.note.trim());
        const words = [
          target ? `Report ${id} is now ${target}` : '',
          options.note ? `${target ? '; n' : 'N'}ote added${target ? '' : ` to report ${id}`}` : '',
        ].join('');
        done(
          options.json,
          { id, state: target ?? report.state, note_added: Boolean(options.note) },
          words,
        );
      });
    });
}
