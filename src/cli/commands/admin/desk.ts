import type { Command } from 'commander';
import { isLogDay, logDateRange } from '../../../core/model/admin-log-filter';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { confirmed, done, moderation, row } from './shared';

interface LogOptions {
  json?: boolean;
  search?: string;
  user?: string;
  since?: string;
  until?: string;
  page?: string;
}

/** `admin log`, `admin invites`, `admin relays`, `admin stats`. */
export function registerAdminDesk(admin: Command, global: () => GlobalOptions): void {
  admin
    .command('log')
    .description('the moderation log, newest first (moderation_log_read)')
    .option('--search <text>', 'entries whose message contains TEXT')
    .option('--user <name>', 'what one staff member did (their nickname)')
    .option('--since <day>', 'from this day on (YYYY-MM-DD, your time zone)')
    .option('--until <day>', 'up to and including this day (YYYY-MM-DD)')
    .option('--page <n>', 'page (50 a page)', '1')
    .option('--json', 'print JSON')
    .action(async (options: LogOptions) => {
      const page = Number(options.page ?? '1');
      if (!Number.isInteger(page) || page < 1) throw usageError('--page must be 1 or more');
      const filter = {
        user: options.user ?? '',
        since: options.since ?? '',
        until: options.until ?? '',
      };
      for (const flag of ['since', 'until'] as const)
        if (filter[flag] && !isLogDay(filter[flag]))
          throw usageError(`--${flag} takes a day as YYYY-MM-DD (e.g. 2026-11-01)`);
      if (filter.since && filter.until && filter.since > filter.until)
        throw usageError('--since comes after --until');
      await withContext(global(), async ({ root, dates }) => {
        const api = moderation(root);
        const nickname = filter.user.replace(/^@/, '');
        const actor = nickname ? await api.users.get(nickname) : null;
        if (nickname && !actor) throw new CliError(`No user ${nickname}`, ExitCode.failure);
        const { items, total } = await api.desk.log({
          page,
          search: options.search,
          userId: actor?.id,
          ...logDateRange(filter),
        });
        if (options.json) {
          printJson({ total, items });
          return;
        }
        if (items.length === 0)
          printLine(
            terminalText(
              options.search || nickname || filter.since || filter.until
                ? 'No log entries match'
                : 'The moderation log is empty',
            ),
          );
        for (const e of items) row([dates.time(e.time), e.message]);
      });
    });

  admin
    .command('invites')
    .description(
      'registration invites (users_manage_invites): list, `create`, `revoke TOKEN`, `email ADDRESS`',
    )
    .argument('[action]', 'create | revoke | email')
    .argument('[token]', 'revoke: the invite token; email: the address to send it to')
    .option('--max-uses <n>', 'create: how many registrations it allows')
    .option('--expires <date>', 'create: last day it works (YYYY-MM-DD)')
    .option('--name <name>', 'email: the name the e-mail greets')
    .option('-y, --yes', 'do not ask before revoking')
    .option('--json', 'print JSON')
    .action(
      async (
        verb: string | undefined,
        token: string | undefined,
        options: {
          json?: boolean;
          maxUses?: string;
          expires?: string;
          yes?: boolean;
          name?: string;
        },
      ) => {
        if (verb !== undefined && verb !== 'create' && verb !== 'revoke' && verb !== 'email')
          throw usageError(`Unknown action "${verb}": use create, revoke, email`);
        if (verb === 'revoke' && !token) throw usageError('`admin invites revoke` needs the token');
        if (verb === 'email' && !token?.trim())
          throw usageError('`admin invites email` needs the address');
        if (verb !== 'email' && options.name !== undefined)
          throw usageError('--name goes with `admin invites email`');
        const maxUse = options.maxUses === undefined ? undefined : Number(options.maxUses);
        if (maxUse !== undefined && (!Number.isInteger(maxUse) || maxUse < 1))
          throw usageError('--max-uses must be a whole number, 1 or more');
        if (options.expires !== undefined) {
          const valid =
            /^\d{4}-\d{2}-\d{2}$/.test(options.expires) &&
            !Number.isNaN(Date.parse(options.expires));
          if (!valid) throw usageError('--expires must be a date: YYYY-MM-DD');
        }
        if (verb !== 'create' && (maxUse !== undefined || options.expires !== undefined))
          throw usageError('--max-uses and --expires go with `admin invites create`');
        await withContext(global(), async ({ root }) => {
          const desk = moderation(root).desk;
          if (verb === 'create') {
            const invite = await desk.createInvite({ maxUse, expiresAt: options.expires });
            if (options.json) printJson(invite);
            else
              printLine(
                terminalText(`Invite ${invite?.token ?? ''} (${invite?.inviteType ?? ''})`),
              );
            return;
          }
          if (verb === 'email') {
            const email = token!.trim();
            await desk.emailInvite(email, options.name?.trim() || undefined);
            done(options.json, { email, sent: true }, `Invite sent to ${email}`);
            return;
          }
          if (verb === 'revoke') {
            await confirmed(`Revoke invite ${token}?`, options.yes);
            await desk.revokeInvite(token!);
            done(options.json, { token, revoked: true }, `Revoked invite ${token}`);
            return;
          }
          const invites = await desk.invites();
          if (options.json) {
            printJson(invites);
            return;
          }
          if (invites.length === 0) printLine(terminalText('No invites'));
          for (const i of invites)
            row([
              i.token,
              i.inviteType,
              i.used ? 'used/revoked' : 'open',
              i.maxUse !== null ? `${i.uses}/${i.maxUse} uses` : `${i.uses} uses`,
              i.expiresAt ? `expires ${i.expiresAt}` : '',
            ]);
        });
      },
    );

  admin
    .command('relays')
    .description('relays the instance follows (admins): list, `follow URL`, `unfollow URL`')
    .argument('[action]', 'follow | unfollow')
    .argument('[url]', 'the relay actor URL')
    .option('-y, --yes', 'do not ask before unfollowing')
    .option('--json', 'print JSON')
    .action(
      async (
        verb: string | undefined,
        url: string | undefined,
        options: { json?: boolean; yes?: boolean },
      ) => {
        if (verb !== undefined && verb !== 'follow' && verb !== 'unfollow')
          throw usageError(`Unknown action "${verb}": use follow, unfollow`);
        if (verb && !/^https?:\/\/\S+$/.test(url ?? ''))
          throw usageError(`\`admin relays ${verb}\` needs the relay's http(s) URL`);
        await withContext(global(), async ({ root }) => {
          const desk = moderation(root).desk;
          if (verb === 'follow') {
            await desk.followRelay(url!);
            done(options.json, { relay: url, followed: true }, `Following relay ${url}`);
            return;
          }
          if (verb === 'unfollow') {
            await confirmed(`Unfollow relay ${url}?`, options.yes);
            await desk.unfollowRelay(url!);
            done(options.json, { relay: url, followed: false }, `Unfollowed relay ${url}`);
            return;
          }
          const relays = await desk.relays();
          if (options.json) printJson(relays);
          else if (relays.length === 0) printLine(terminalText('No relays'));
          else for (const r of relays) row([r.actor, r.followedBack ? 'follows back' : '']);
        });
      },
    );

  admin
    .command('stats')
    .description('the instance at a glance: users, statuses by visibility, open reports')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        const api = moderation(root);
        const statuses = await api.desk.stats();
        // Users and reports need their own privileges: shown when held, left out otherwise.
        const users = await api.users.list({ filters: ['local', 'active'], pageSize: 1 }).then(
          (a) => a.count,
          () => null,
        );
        const pending = await api.users.list({ filters: ['need_approval'], pageSize: 1 }).then(
          (a) => a.count,
          () => null,
        );
        const reports = await api.reports.list({ state: 'open', pageSize: 1 }).then(
          (a) => a.total,
          () => null,
        );
        if (options.json) {
          printJson({
            status_visibility: statuses,
            local_users: users,
            pending_users: pending,
            open_reports: reports,
          });
          return;
        }
        const total = statuses.public + statuses.unlisted + statuses.private + statuses.direct;
        row([
          `statuses: ${total} (public ${statuses.public}, unlisted ${statuses.unlisted}, private ${statuses.private}, direct ${statuses.direct})`,
        ]);
        if (users !== null) row([`local users: ${users}`]);
        if (pending !== null) row([`awaiting approval: ${pending}`]);
        if (reports !== null) row([`open reports: ${reports}`]);
      });
    });
}
