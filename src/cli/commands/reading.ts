import type { Command } from 'commander';
import { conversationsOf } from '../../core/model/conversation-registry';
import { FETCHED_NOTIFICATION_TYPES } from '../../core/model/notification-filter';
import type { SearchTab } from '../../core/model/search';
import { toApiJson } from '../../core/serialize/api-json';
import { dailyAveragePosts } from '../../core/view/daily-average';
import { safeLine, terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { CliError, ExitCode, usageError } from '../exit-codes';
import { loadHumanFormat } from '../human';
import { printJson, printLine } from '../io';
import { lookupAccount, statusNotFound } from '../lookup';
import { entityId, intInRange } from '../parse';
import { addProfileEdit } from './profile-edit';

const SEARCH_TYPES: Record<string, SearchTab> = {
  statuses: 'statuses',
  accounts: 'people',
  people: 'people',
  hashtags: 'hashtags',
};

/** What `--types` accepts: the types the client fetches, plus chat mentions. */
const NOTIFICATION_TYPES: readonly string[] = [
  ...FETCHED_NOTIFICATION_TYPES,
  'pleroma:chat_mention',
];

export function registerReading(program: Command, global: () => GlobalOptions): void {
  program
    .command('thread')
    .description('show a status with its conversation (ancestors and replies) as an indented tree')
    .argument('<id>', 'status id', entityId)
    .option('--json', 'print {ancestors, status, descendants} as JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { formatStatus } = await loadHumanFormat();
        const conversation = root.use(conversationsOf).open(id);
        await conversation.load();
        if (conversation.notFound) throw statusNotFound(id);
        if (conversation.state === 'failed' || !root.entities.status(id)) {
          throw new CliError(
            `Could not load the conversation: ${conversation.error ?? 'not found'}`,
            ExitCode.server,
          );
        }
        const { entities } = root;
        if (options.json) {
          const json = (ids: string[]) =>
            ids.flatMap((sid) => {
              const status = entities.status(sid);
              return status ? [toApiJson.status(status, entities)] : [];
            });
          printJson({
            ancestors: json(conversation.ancestorIds),
            status: toApiJson.status(entities.status(id)!, entities),
            descendants: json(conversation.descendantIds),
          });
          return;
        }
        // The whole tree: every node shown, however deep (a script has no "show more" key).
        for (const top of conversation.tops) conversation.showRecursively(top);
        const blocks = conversation.rows.flatMap((row) => {
          const status = entities.status(row.statusId);
          if (!status) return [];
          const marker = row.isFocused ? '▶ ' : '';
          const prefix = '  '.repeat(row.depth);
          return [
            formatStatus(status, entities, Date.now(), prefix).replace(/^(\s*)/, `$1${marker}`),
          ];
        });
        printLine(terminalText(blocks.join('\n\n')));
      });
    });

  const profile = program
    .command('profile')
    .description('show an account: name, bio, fields, counts, and its latest statuses')
    .argument('<name>', 'name, name@host or account id')
    .option('--limit <n>', 'statuses to show', intInRange(0, 40), 5)
    .option('--json', 'print the account (and its statuses) as JSON')
    .action(async (name: string, options: { limit: number; json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { formatAccount, formatStatus } = await loadHumanFormat();
        const account = await lookupAccount(root, name);
        root.entities.ingest({ accounts: [account], statuses: [] });
        const page =
          options.limit > 0
            ? await root.client.timelines.fetch(
                { type: 'account', id: account.id },
                { limit: options.limit },
              )
            : { ids: [], bundle: { accounts: [], statuses: [] } };
        root.entities.ingest(page.bundle);
        const statuses = page.ids.flatMap((sid) => {
          const status = root.entities.status(sid);
          return status ? [status] : [];
        });
        const now = Date.now();
        if (options.json) {
          printJson({
            account: toApiJson.account(account),
            posts_per_day: dailyAveragePosts(account.statusesCount, account.createdAt, now),
            statuses: statuses.map((s) => toApiJson.status(s, root.entities)),
          });
          return;
        }
        printLine(terminalText(formatAccount(account, now)));
        for (const status of statuses)
          printLine(terminalText(`\n${formatStatus(status, root.entities, Date.now())}`));
      });
    });
  addProfileEdit(profile, global);

  program
    .command('search')
    .description('search statuses, people and hashtags')
    .argument('<query...>', 'what to look for')
    .option('--type <type>', 'statuses | accounts | hashtags (default: all three)')
    .option('--limit <n>', 'results per type', intInRange(1, 40), 20)
    .option('--offset <n>', 'skip this many results (paging)', intInRange(0, 10000), 0)
    .option('--json', 'print {accounts, statuses, hashtags} as JSON')
    .action(
      async (
        words: string[],
        options: { type?: string; limit: number; offset: number; json?: boolean },
      ) => {
        const query = words.join(' ').trim();
        if (!query) throw usageError('Search needs a non-empty query');
        const tab = options.type ? SEARCH_TYPES[options.type] : undefined;
        if (options.type && !tab) throw usageError('--type must be statuses, accounts or hashtags');
        await withContext(global(), async ({ root }) => {
          requireLogin(root);
          const { authorLine, formatStatus } = await loadHumanFormat();
          const type = tab === 'people' ? 'accounts' : tab;
          const results = await root.client.search.v2({
            q: query,
            type,
            resolve: true,
            limit: options.limit,
            offset: options.offset,
          });
          root.entities.ingest(results.bundle);
          const { entities } = root;
          const accounts = results.accountIds.flatMap((id) => entities.account(id) ?? []);
          const statuses = results.statusIds.flatMap((id) => entities.status(id) ?? []);
          if (options.json) {
            printJson({
              accounts: accounts.map(toApiJson.account),
              statuses: statuses.map((s) => toApiJson.status(s, entities)),
              hashtags: results.hashtags.map((h) => ({
                name: h.name,
                url: h.url,
                history: h.history.map((d) => ({
                  day: d.day,
                  uses: String(d.uses),
                  accounts: String(d.accounts),
                })),
              })),
            });
            return;
          }
          const sections: string[] = [];
          if (accounts.length)
            sections.push(`People\n${accounts.map((a) => `  ${authorLine(a)}`).join('\n')}`);
          if (results.hashtags.length) {
            sections.push(
              `Hashtags\n${results.hashtags
                .map((h) => {
                  const uses = h.history.reduce((sum, d) => sum + d.uses, 0);
                  return `  #${safeLine(h.name)}${h.history.length ? ` (${uses} uses)` : ''}`;
                })
                .join('\n')}`,
            );
          }
          if (statuses.length) {
            sections.push(
              `Statuses\n${statuses.map((s) => formatStatus(s, entities, Date.now(), '  ')).join('\n\n')}`,
            );
          }
          printLine(
            terminalText(
              sections.length
                ? sections.join('\n\n')
                : options.offset > 0
                  ? 'No more results.'
                  : 'No results.',
            ),
          );
        });
      },
    );

  program
    .command('notifications')
    .description('list notifications, newest first')
    .option('--types <types>', `comma-separated: ${NOTIFICATION_TYPES.join(', ')}`)
    .option('--limit <n>', 'how many', intInRange(1, 40), 20)
    .option('--json', 'print the notifications as JSON (Mastodon API shape)')
    .action(async (options: { types?: string; limit: number; json?: boolean }) => {
      const types = options.types
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const unknown = types?.filter((t) => !NOTIFICATION_TYPES.includes(t)) ?? [];
      if (unknown.length) {
        throw usageError(
          `Unknown notification type ${unknown.join(', ')}: use ${NOTIFICATION_TYPES.join(', ')}`,
        );
      }
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const { formatNotification } = await loadHumanFormat();
        const page = await root.client.notifications.fetch({ limit: options.limit, types });
        root.entities.ingest(page.bundle);
        if (options.json) {
          printJson(page.notifications.map((n) => toApiJson.notification(n, root.entities)));
          return;
        }
        if (page.notifications.length === 0) {
          printLine(terminalText('No notifications.'));
          return;
        }
        printLine(
          terminalText(
            page.notifications
              .map((n) => formatNotification(n, root.entities, Date.now()))
              .join('\n\n'),
          ),
        );
      });
    });
}
