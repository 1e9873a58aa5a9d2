import type { Command } from 'commander';
import type { RootStore } from '../../core/model/root';
import { accountJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { printJson, printLine } from '../io';
import { lookupAccount } from '../lookup';
import { accountLine, printAccounts } from './lists';

/**
 * `petrel requests [approve|deny ACCOUNT]` (follow requests, spec part 1 §2, §4) and
 * `petrel suggestions` (who to follow). ACCOUNT is a name or an id.
 */

interface JsonOption {
  json?: boolean;
}

export function registerRequests(program: Command, global: () => GlobalOptions): void {
  const run = (body: (root: RootStore) => Promise<void>) =>
    withContext(global(), async ({ root }) => {
      requireLogin(root);
      await body(root);
    });

  program
    .command('requests')
    .description('print who asks to follow you; approve or deny one')
    .argument('[action]', 'approve or deny (nothing: print the requests)')
    .argument('[account]', 'who asked: a name (grace, dave@remote.example) or an id')
    .option('--json', 'print JSON: the accounts, or the relationship after a decision')
    .action(async (action: string | undefined, name: string | undefined, options: JsonOption) => {
      if (action !== undefined && action !== 'approve' && action !== 'deny')
        throw usageError(`Unknown action "${action}": use approve or deny`);
      if (action !== undefined && !name) throw usageError(`Name the account to ${action}`);
      await run(async (root) => {
        if (action === undefined || name === undefined) {
          const page = await root.client.followRequests.list({ limit: 40 });
          printAccounts(page.bundle.accounts, options.json, 'No follow requests');
          return;
        }
        const account = await lookupAccount(root, name);
        const requests = root.client.followRequests;
        const relationship =
          action === 'approve'
            ? await requests.authorize(account.id)
            : await requests.reject(account.id);
        if (options.json)
          printJson({
            account: accountJson(account),
            followed_by: relationship.followedBy,
            action,
          });
        else
          printLine(
            terminalText(`${action === 'approve' ? 'Approved' : 'Denied'} ${accountLine(account)}`),
          );
      });
    });

  program
    .command('suggestions')
    .description('print the accounts your server suggests following (who to follow)')
    .option('--json', 'print a JSON array of accounts')
    .action(async (options: JsonOption) => {
      await run(async (root) => {
        const found = await root.client.suggestions.suggestions();
        printAccounts(found.bundle.accounts, options.json, 'No suggestions right now.');
      });
    });
}
