import type { Command } from 'commander';
import { ADMIN_VISIBILITIES, type AdminVisibility } from '../../../core/api/admin-statuses';
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
  reblogs?: boolean;
  page?: string;
  yes?: boolean;
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
        await withContext(global(), async ({ root }) => {
          const api = moderation(root).statuses;
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
            const { htmlToPlain } = await loadHumanFormat();
            for (const s of list) {
              row([s.id, `@${s.acct}`, s.visibility, s.sensitive ? 'sensitive' : '']);
              const text = (s.spoilerText ? `CW ${s.spoilerText} · ` : '') + htmlToPlain(s.content);
              row([`  ${text.replace(/\s+/g, ' ').slice(0, 200)}`]);
            }
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
