import { type AccountSecurity, accountSecurity } from '../../../core/api/account-security';
import { ApiError } from '../../../core/errors';
import { isWrongPassword, type SecurityProblem } from '../../../core/model/account-security';
import type { RootStore } from '../../../core/model/root';
import type { StoredAccount } from '../../../core/model/session-types';
import { terminalText } from '../../../shared/text/terminal-safe';
import { CliError, ExitCode, notLoggedIn, usageError } from '../../exit-codes';
import { closeStdinLines, nextStdinLine, promptHidden } from '../../io';

/**
 * The signed-in account's security calls (the same core API the web's security tab uses) and
 * its stored login (`key` is user@host).
 */
export function security(root: RootStore): { api: AccountSecurity; login: StoredAccount } {
  const login = root.resumeStored();
  if (!login) throw notLoggedIn();
  return { api: accountSecurity(root.client.http), login };
}

/** English sentences of the core's local checks (exit 2, nothing sent). */
export const PROBLEM_TEXT: Record<SecurityProblem, string> = {
  no_password: 'No current password given (standard input was empty)',
  no_new_password: 'No new password given',
  password_mismatch: 'The new passwords differ',
  bad_email: 'That is not an email address (name@host), or "" to remove it',
  bad_account_name: 'An account is written name or name@host',
};

export function refuse(problem: SecurityProblem | undefined): void {
  if (problem) throw usageError(PROBLEM_TEXT[problem]);
}

/**
 * Passwords, never from argv: one a line from standard input with --password-stdin, else
 * hidden prompts on a terminal. Without either: exit 2. An unanswered line is "".
 */
export async function readPasswords(
  questions: readonly string[],
  fromStdin: boolean | undefined,
): Promise<string[]> {
  const answers: string[] = [];
  if (fromStdin) {
    for (const _ of questions) answers.push((await nextStdinLine()) ?? '');
    return answers;
  }
  if (!process.stdin.isTTY) {
    throw usageError('Standard input is not a terminal: use --password-stdin to pass the password');
  }
  // A confirmation asked before reads lines; the hidden prompt reads keys itself.
  closeStdinLines();
  for (const question of questions) answers.push(await promptHidden(terminalText(`${question}: `)));
  return answers;
}

/**
 * A refused change as one sentence: a wrong password is the person's own proof refused
 * (exit 3, as `petrel login` says of a wrong password); other refusals and failures of the
 * server are exit 5 with `failure` and the server's words. A refused login token stays the
 * common "log in again" (exit 3).
 */
export async function refusedAs<T>(failure: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isWrongPassword(error))
      throw new CliError(`${failure} Wrong current password.`, ExitCode.notLoggedIn);
    // 401/403 otherwise: the token was refused, which toExit words as "log in again".
    if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
      const said = error.serverMessage ?? `HTTP ${error.status}`;
      throw new CliError(`${failure} (the server said: ${said})`, ExitCode.server);
    }
    throw error;
  }
}
