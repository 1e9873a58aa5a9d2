import type { Command } from 'commander';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { loadHumanFormat } from '../human';
import { printJson, printLine } from '../io';

export function registerSession(program: Command, global: () => GlobalOptions): void {
  program
    .command('logout')
    .description('revoke the stored token and forget it')
    .action(async () => {
      await withContext(
        global(),
        async ({ root }) => {
          const stored = root.resumeStored();
          if (!stored) {
            printLine(terminalText('Not logged in.'));
            return;
          }
          await root.signOut();
          printLine(terminalText(`Logged out ${stored.key}`));
        },
        { writes: true },
      );
    });

  program
    .command('whoami')
    .description('show the logged-in account (verified with the server)')
    .option('--json', 'print the account as JSON')
    .action(async (options: { json?: boolean }) => {
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        const account = await root.client.accounts.verifyCredentials();
        root.entities.ingest({ accounts: [account], statuses: [] });
        if (options.json) printJson(toApiJson.account(account));
        else {
          const { formatAccount } = await loadHumanFormat();
          printLine(terminalText(`${formatAccount(account)}\n  server ${root.session.server}`));
        }
      });
    });
}
