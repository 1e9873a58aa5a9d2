import type { Command } from 'commander';
import { type AdminReport, REPORT_STATES, type ReportState } from '../../../core/api/admin-reports';
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
      await withContext(global(), async ({ root, dates }) => {
        const api = moderation(root).reports;
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
