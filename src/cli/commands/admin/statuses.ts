import type { Command } from 'commander';
import {
  ADMIN_VISIBILITIES,
  type AdminStatus,
  type AdminVisibility,
} from '../../../core/api/admin-statuses';
import { reportedPosts } from '../../../core/model/admin-statuses';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { usageError } from '../../exit-codes';
import { loadHumanFormat } from '../../human';
import { printJson, printLine } from '../../io';
import { entityId } from '../../parse';
import { confirmed, done, moderation, row } from './shared';

const ACTIONS = ['visibility', 'sensitive', 'unsensitive', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

interface StatusesOptions {
  json?: boolean;
  local?: boolean;
  user?: string;
  godmode?: boolean;
  reported?: boolean;
  reblogs?: boolean;
  page?: string;
  yes?: boolean;
}

/** Statuses as rows: id, author, visibility, marks (and `extra`), then the text on one line. */
async function printStatuses(
  list: readonly AdminStatus[],
  extra: (s: AdminStatus) => string = () => '',
): Promise<void> {
  const { htmlToPlain } = await loadHumanFormat();
  for (const s of list) {
    row([s.id, `@${s.acct}`, s.visibility, s.sensitive ? 'sensitive' : '', extra(s)]);
    const text = (s.spoilerText ? `CW ${s.spoilerText} · ` : '') + htmlToPlain(s.content);
    row([`  ${text.replace(/\s+/g, ' ').slice(0, 200)}`]);
  }
}

export function registerAdminStatuses(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('statuses')
    .description(
      "statuses as moderators see them (messages_read; one user's with --user, users_read); `visibility ID V`, `sensitive ID`, `unsensitive ID`, `delete ID` (messages_delete)",
    )
    .argument('[action]', ACTIONS.join(' | '))
    .argument('[id]', 'the status id')
    .argument('[visibility]', `with visibility: ${ADMIN_VISIBILITIES.join(', ')}`)
    .option('--local', 'local statuses only')
    .option('--user <name>', "one user's statuses (alice, dave@remote.example)")
    .option('--godmode', 'also private and direct statuses')
    .option(
      '--reported',
      'only statuses open reports name, with their count (reports_manage_reports)',
    )
    .option('--reblogs', 'also repeats')
    .option('--page <n>', 'page (50 a page)', '1')
    .option('-y, --yes', 'do not ask before deleting')
    .option('--json', 'print JSON')
    .action(
      async (
        verb: string | undefined,
        id: string | undefined,
        scope: string | undefined,
        options: StatusesOptions,
      ) => {
        if (verb !== undefined && !(ACTIONS as readonly string[]).includes(verb))
          throw usageError(`Unknown action "${verb}": use ${ACTIONS.join(', ')}`);
        const action = verb as Action | undefined;
        if (action && !id) throw usageError(`\`admin statuses ${action}\` needs the status id`);
        if (id) entityId(id);
        if (
          action === 'visibility' &&
          !(ADMIN_VISIBILITIES as readonly string[]).includes(scope ?? '')
        )
          throw usageError(
            `\`admin statuses visibility ID\` needs one of ${ADMIN_VISIBILITIES.join(', ')}`,
          );
        const page = Number(options.page ?? '1');
        if (!Number.isInteger(page) || page < 1) throw usageError('--page must be 1 or more');
        if (options.reported && (options.user || options.page !== '1'))
          throw usageError('--reported lists every reported status at once: no --user, no --page');
        await withContext(global(), async ({ root }) => {
          const api = moderation(root).statuses;
          if (!action && options.reported) {
            const { reports, truncated } = await moderation(root).reports.all('open');
            const { statuses, counts } = reportedPosts(reports);
            const list = options.local ? statuses.filter((s) => !s.acct.includes('@')) : statuses;
            if (options.json) {
              printJson(list.map((s) => ({ ...s, reports: counts[s.id] ?? 0 })));
              return;
            }
            if (list.length === 0) printLine(terminalText('No open report names a status'));
            if (truncated) printLine(terminalText('(only the newest 2000 open reports were read)'));
            await printStatuses(list, (s) => `${counts[s.id] ?? 0} open report(s)`);
            return;
          }
          if (!action) {
            const user = options.user?.replace(/^@/, '');
            const list = user
              ? (
                  await api.ofUser(user, {
                    godmode: options.godmode,
                    withReblogs: options.reblogs,
                    page,
                  })
                ).statuses
              : await api.list({
                  godmode: options.godmode,
                  localOnly: options.local,
                  withReblogs: options.reblogs,
                  page,
                });
            if (options.json) {
              printJson(list);
              return;
            }
            if (list.length === 0) printLine(terminalText('No statuses'));
            await printStatuses(list);
            return;
          }
          if (action === 'delete') {
            await confirmed(`Delete status ${id}? This cannot be undone.`, options.yes);
            await api.remove(id!);
            done(options.json, { id, deleted: true }, `Deleted status ${id}`);
            return;
          }
          const changes =
            action === 'visibility'
              ? { visibility: scope as AdminVisibility }
              : { sensitive: action === 'sensitive' };
          const s = await api.update(id!, changes);
          done(
            options.json,
            { id, visibility: s?.visibility ?? null, sensitive: s?.sensitive ?? null },
            action === 'visibility'
              ? `Status ${id} is now ${scope}`
              : `Status ${id} is ${action === 'sensitive' ? 'now' : 'no longer'} marked sensitive`,
          );
        });
      },
    );
}
