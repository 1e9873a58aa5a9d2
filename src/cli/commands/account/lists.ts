import type { Command } from 'commander';
import type { AccountBackup, OAuthToken } from '../../../core/api/account-security';
import { accountNameOf, accountNameProblem } from '../../../core/model/account-security';
import { terminalText } from '../../../shared/text/terminal-safe';
import { type GlobalOptions, withContext } from '../../context';
import type { CliDates } from '../../dates';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';
import { confirmed, done, row } from '../admin/shared';
import { refuse, refusedAs, security } from './shared';

/** Spec part 2 §4 "Backup (account): not ready, running, failed, ready". */
function backupState(b: AccountBackup): string {
  if (b.state === 'ready') return 'ready';
  if (b.state === 'failed') return 'failed';
  return `running (${b.processed} records so far)`;
}

/** --json is in the API's shape (snake_case, README), after normalization. */
const backupJson = (b: AccountBackup) => ({
  state: b.state,
  processed_number: b.processed,
  url: b.url,
  inserted_at: b.insertedAt,
  file_size: b.size,
});
const tokenJson = (t: OAuthToken) => ({ id: t.id, app_name: t.appName, valid_until: t.validUntil });

function printBackups(json: boolean | undefined, backups: AccountBackup[], dates: CliDates): void {
  if (json) {
    printJson(backups.map(backupJson));
    return;
  }
  if (backups.length === 0)
    printLine(terminalText('No backups yet: `petrel account backup create`'));
  for (const b of backups) row([dates.time(b.insertedAt), backupState(b), b.url]);
}

function printAliases(json: boolean | undefined, aliases: string[]): void {
  if (json) printJson({ aliases });
  else if (aliases.length === 0) printLine(terminalText('No aliases'));
  else for (const alias of aliases) row([alias]);
}

/** `account tokens`, `account revoke`, `account backup`, `account alias`. */
export function registerAccountLists(account: Command, global: () => GlobalOptions): void {
  account
    .command('tokens')
    .description('the apps logged in to your account (OAuth tokens), newest first')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root, dates }) => {
        const tokens = await security(root).api.tokens();
        if (options.json) {
          printJson(tokens.map(tokenJson));
          return;
        }
        if (tokens.length === 0) printLine(terminalText('No apps are logged in'));
        for (const t of tokens)
          row([t.id, t.appName, t.validUntil && `until ${dates.date(t.validUntil)}`]);
      });
    });

  account
    .command('revoke')
    .description('log an app out of your account: revoke its token (ids: `account tokens`)')
    .argument('<id>', 'the token id')
    .option('-y, --yes', 'do not ask first')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean; yes?: boolean }) => {
      if (!/^[\w-]+$/.test(id))
        throw usageError(`"${id}" is not a token id (see \`petrel account tokens\`)`);
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        // Pleroma answers 201 to any id: look first, so a typo is not reported as revoked.
        const token = (await api.tokens()).find((t) => t.id === id);
        if (!token)
          throw new CliError(
            `No token with id ${id} (see \`petrel account tokens\`)`,
            ExitCode.failure,
          );
        await confirmed(
          `Revoke the token of ${token.appName || 'an unnamed app'} (${id})?`,
          options.yes,
        );
        const gone = await refusedAs('Could not revoke the token.', () => api.revokeToken(id));
        if (!gone) throw new CliError('The server did not revoke the token', ExitCode.server);
        done(
          options.json,
          { revoked: id, app_name: token.appName },
          `Revoked ${token.appName} (${id}).`,
        );
      });
    });

  const backup = account
    .command('backup')
    .description('backups of your account (posts, follows, media): `create` or `list`');
  backup
    .command('create')
    .description('ask the server for a new backup (it is prepared in the background)')
    .option('--json', 'print JSON: every backup, newest first')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root, dates }) => {
        const { api } = security(root);
        const backups = await refusedAs('Could not request a backup.', () => api.createBackup());
        if (!options.json) printLine(terminalText('Backup requested.'));
        printBackups(options.json, backups, dates);
      });
    });
  backup
    .command('list', { isDefault: true })
    .description('the backups and their state (running, failed, ready with its address)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root, dates }) => {
        printBackups(options.json, await security(root).api.backups(), dates);
      });
    });

  const alias = account
    .command('alias')
    .description('other accounts of yours (needed before moving to one): `list`, `add`, `remove`');
  alias
    .command('list', { isDefault: true })
    .description('the aliases of your account')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        printAliases(options.json, await security(root).api.aliases());
      });
    });
  for (const add of [true, false]) {
    alias
      .command(add ? 'add' : 'remove')
      .description(add ? 'add an alias: name@host' : 'remove an alias')
      .argument('<account>', 'the other account: name@host')
      .option('--json', 'print JSON: the aliases after the change')
      .action(async (name: string, options: { json?: boolean }) => {
        refuse(accountNameProblem(name));
        const other = accountNameOf(name);
        await withContext(global(), async ({ root }) => {
          const { api } = security(root);
          await refusedAs(`Could not ${add ? 'add' : 'remove'} the alias.`, () =>
            add ? api.addAlias(other) : api.removeAlias(other),
          );
          const aliases = await api.aliases();
          if (!options.json)
            printLine(terminalText(add ? `Alias @${other} added.` : `Alias @${other} removed.`));
          printAliases(options.json, aliases);
        });
      });
  }
}
