import type { Command } from 'commander';
import { describeError } from '../../core/errors';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { loadHumanFormat } from '../human';
import { printError, printJson, printLine } from '../io';

export function registerSession(program: Command, global: () => GlobalOptions): void {
  program
    .command('logout')
    .description('revoke the stored token and forget it')
    .action(async () => {
      await withContext(
        global(),
        async ({ root }) => {
          const wasCurrent = root.session.currentStoredKey;
          const stored = root.resumeStored();
          if (!stored) {
            printLine(terminalText('Not logged in.'));
            return;
          }
          // Only this login goes: another stored one is not signed in (no other request).
          const outcome = await root.signOut(stored.key, { resumeNext: false });
          printLine(terminalText(`Logged out ${stored.key}`));
          if (!outcome.revoked && outcome.error !== null) {
            // The token still works on the server until it is revoked there.
            printError(
              terminalText(
                `The token was forgotten here but not revoked on the server (${describeError(outcome.error)}); revoke it in the server's settings if it may be used elsewhere`,
              ),
            );
          }
          const now = root.session.currentStoredKey;
          if (wasCurrent === stored.key && now) {
            printLine(terminalText(`Current account is now ${now} (see \`petrel accounts\`)`));
          }
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
