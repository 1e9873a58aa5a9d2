import type { Command } from 'commander';
import {
  accountNameOf,
  accountNameProblem,
  emailChangeProblem,
  passwordChangeProblem,
} from '../../../core/model/account-security';
import { safeHandle } from '../../../shared/text/terminal-safe';
import type { GlobalOptions } from '../../context';
import { withContext } from '../../context';
import { closeStdinLines } from '../../io';
import { confirmed, done } from '../admin/shared';
import { readPasswords, refuse, refusedAs, security } from './shared';

/** Spec part 2 §10 "Email/password change": the one sentence for either refused. */
const CHANGE_ERROR = 'There was an issue changing your email/password.';

interface SecretOptions {
  passwordStdin?: boolean;
  json?: boolean;
  yes?: boolean;
}

const STDIN_HELP = 'read the current password from standard input (one line)';

/** `account password`, `account email`, `account move`, `account delete`. */
export function registerAccountChanges(account: Command, global: () => GlobalOptions): void {
  account
    .command('password')
    .description('change your password (asks for the current and the new one; never in argv)')
    .option(
      '--password-stdin',
      'read the current password, then the new one, from standard input (one a line)',
    )
    .option('--json', 'print JSON')
    .action(async (options: SecretOptions) => {
      const [current = '', next = '', again = next] = await readPasswords(
        options.passwordStdin
          ? ['Current password', 'New password']
          : ['Current password', 'New password', 'New password again'],
        options.passwordStdin,
      );
      refuse(passwordChangeProblem(current, next, again));
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        await refusedAs(CHANGE_ERROR, () => api.changePassword(current, next, again));
        done(options.json, { changed: 'password' }, 'Password changed.');
      }).finally(closeStdinLines);
    });

  account
    .command('email')
    .description('change the email address of your account ("" removes it)')
    .argument('<address>', 'the new address')
    .option('--password-stdin', STDIN_HELP)
    .option('--json', 'print JSON')
    .action(async (address: string, options: SecretOptions) => {
      // The address first: a typo is refused before the password is asked for.
      refuse(emailChangeProblem('-', address));
      const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
      refuse(emailChangeProblem(password, address));
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        await refusedAs(CHANGE_ERROR, () => api.changeEmail(password, address));
        done(
          options.json,
          { email: address === '' ? null : address },
          address === '' ? 'Email removed.' : `Email changed to ${address}.`,
        );
      }).finally(closeStdinLines);
    });

  account
    .command('move')
    .description('move your followers to another account (it must list this one as an alias first)')
    .argument('<target>', 'the account to move to: name@host')
    .option('--password-stdin', STDIN_HELP)
    .option('-y, --yes', 'do not ask before moving')
    .option('--json', 'print JSON')
    .action(async (target: string, options: SecretOptions) => {
      refuse(accountNameProblem(target));
      const to = accountNameOf(target);
      await withContext(global(), async ({ root }) => {
        const { api } = security(root);
        await confirmed(`Move this account to @${safeHandle(to)}?`, options.yes);
        const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
        refuse(password === '' ? 'no_password' : undefined);
        await refusedAs('Could not move the account.', () => api.moveAccount(password, to));
        done(options.json, { moved_to: to }, `Moved to @${to}.`);
      }).finally(closeStdinLines);
    });

  account
    .command('delete')
    .description('delete your account for good (asks first; needs the password)')
    .option('--password-stdin', STDIN_HELP)
    .option('-y, --yes', 'do not ask before deleting (needed without a terminal)')
    .option('--json', 'print JSON')
    .action(async (options: SecretOptions) => {
      await withContext(
        global(),
        async ({ root }) => {
          const { api, login } = security(root);
          const acct = login.key;
          await confirmed(`Delete ${safeHandle(acct)} and everything it posted?`, options.yes);
          const [password = ''] = await readPasswords(['Current password'], options.passwordStdin);
          refuse(password === '' ? 'no_password' : undefined);
          await refusedAs('Could not delete the account.', () => api.deleteAccount(password));
          // The token died with the account: forget the stored login too.
          await root.session.logout();
          done(options.json, { deleted: acct }, `Deleted ${acct}; its login is forgotten.`);
        },
        { writes: true },
      ).finally(closeStdinLines);
    });
}
