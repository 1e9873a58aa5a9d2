import type { Command } from 'commander';
import { describeError } from '../../core/errors';
import type { RootStore } from '../../core/model/root';
import type { StoredAccount } from '../../core/model/session';
import { terminalText } from '../../shared/text/terminal-safe';
import { storedAccountNamed } from '../accounts';
import { type GlobalOptions, withContext } from '../context';
import { printError, printJson, printLine } from '../io';

/** An account as `petrel accounts --json` prints it (never its token). */
function accountJson(account: StoredAccount, current: string | undefined) {
  return {
    name: account.key,
    server: account.server,
    acct: account.acct,
    account_id: account.accountId,
    current: account.key === current,
  };
}

function printAccounts(root: RootStore, json: boolean | undefined): void {
  const accounts = root.session.storedAccounts;
  const current = root.session.currentStoredKey;
  if (json) {
    printJson(accounts.map((a) => accountJson(a, current)));
    return;
  }
  if (accounts.length === 0) {
    printLine(terminalText('No accounts. Log in with `petrel login --server URL`.'));
    return;
  }
  const width = Math.max(...accounts.map((a) => a.key.length));
  for (const a of accounts) {
    const mark = a.key === current ? '*' : ' ';
    printLine(terminalText(`${mark} ${a.key.padEnd(width)}  ${a.server}`));
  }
}

/**
 * `petrel accounts [use|remove NAME]`: the logins kept in the config directory, any number
 * on any number of servers. The current one (`*`) is what commands use without `--account`.
 */
export function registerAccounts(program: Command, global: () => GlobalOptions): void {
  const accounts = program
    .command('accounts')
    .description('list the logged-in accounts (* marks the current one); use or remove one')
    .option('--json', 'print the accounts as JSON (names, servers, ids; never tokens)')
    .addHelpText(
      'after',
      '\nNAME is user@host; a user name only one account has, or any unambiguous beginning of the name, will do.',
    )
    .action(async (options: { json?: boolean }) => {
      await withContext({ ...global(), account: undefined }, async ({ root }) => {
        printAccounts(root, options.json);
      });
    });

  accounts
    .command('use')
    .description('make an account the current one (what commands use without --account)')
    .argument('<name>', 'the account: user@host, or an unambiguous part of it')
    .option('--json', 'print the accounts as JSON afterwards')
    .action(async (name: string, options: { json?: boolean }) => {
      await withContext(
        { ...global(), account: undefined },
        async ({ root }) => {
          const account = storedAccountNamed(root.session.storedAccounts, name);
          root.session.setCurrent(account.key);
          if (options.json) printAccounts(root, true);
          else printLine(terminalText(`Now using ${account.key}`));
        },
        { writes: true },
      );
    });

  accounts
    .command('remove')
    .description('log an account out: its token is revoked on its server and forgotten here')
    .argument('<name>', 'the account: user@host, or an unambiguous part of it')
    .option('--json', 'print what happened as JSON')
    .action(async (name: string, options: { json?: boolean }) => {
      await withContext(
        { ...global(), account: undefined },
        async ({ root }) => {
          const account = storedAccountNamed(root.session.storedAccounts, name);
          const removed = await removeAccount(root, account.key);
          if (options.json) {
            printJson({
              removed: account.key,
              revoked: removed.revoked,
              current: root.session.currentStoredKey ?? null,
            });
            return;
          }
          printLine(terminalText(`Removed ${account.key}`));
          printRemovalNotes(root, account.key, removed);
        },
        { writes: true },
      );
    });
  for (const command of accounts.commands) command.exitOverride();
}

export interface Removal {
  revoked: boolean;
  /** Why the server did not revoke the token (null: it did, or there was none). */
  error: unknown;
  /** The current account before the removal. */
  wasCurrent: boolean;
}

/** Sign one stored account out (revoke, forget, dispose), whichever is current. */
export async function removeAccount(root: RootStore, key: string): Promise<Removal> {
  const wasCurrent = root.session.currentStoredKey === key;
  root.session.pin(key);
  root.resumeStored(key);
  const outcome = await root.signOut(key, { resumeNext: false });
  return { revoked: outcome.revoked, error: outcome.error, wasCurrent };
}

/** What a removal left behind worth saying: an unrevoked token, the new current account. */
export function printRemovalNotes(root: RootStore, key: string, removal: Removal): void {
  if (!removal.revoked && removal.error !== null) {
    const why = describeError(removal.error);
    printError(
      terminalText(
        `The token of ${key} was forgotten here but not revoked on the server (${why}); revoke it in the server's settings if it may be used elsewhere`,
      ),
    );
  }
  const now = root.session.currentStoredKey;
  if (removal.wasCurrent && now) printLine(terminalText(`Current account is now ${now}`));
}
