import type { Command } from 'commander';
import type { GlobalOptions } from '../../context';
import { registerAccountChanges } from './changes';
import { registerAccountImport } from './import';
import { registerAccountLists } from './lists';
import { registerTwoFactor } from './two-factor';

/**
 * `petrel account …` (issue 14, spec part 2 §2 security tab, §7 "Account settings"): the
 * security tab of the web settings for scripts and terminals. Passwords never come from argv.
 */
export function registerAccount(program: Command, global: () => GlobalOptions): void {
  const account = program
    .command('account')
    .description(
      'your account: password, email, tokens, revoke, backup, alias, move, delete, 2fa, import',
    );
  registerAccountChanges(account, global);
  registerAccountLists(account, global);
  registerTwoFactor(account, global);
  registerAccountImport(account, global);
}
