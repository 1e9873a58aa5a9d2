import { ApiError } from '../errors';

/**
 * Local checks of the security tab's changes (spec part 2 §7 "Account settings": "Account
 * deletion requires the password. Email or password change requires the current password.
 * Move account needs password and target account."), made before anything is sent. The web's
 * security tab and `petrel account …` both use them.
 */
export type SecurityProblem =
  | 'no_password'
  | 'no_new_password'
  | 'password_mismatch'
  | 'bad_email'
  | 'bad_account_name';

/** A change of password: the current one, the new one and its confirmation. */
export function passwordChangeProblem(
  current: string,
  next: string,
  confirmation: string,
): SecurityProblem | undefined {
  if (current === '') return 'no_password';
  if (next === '') return 'no_new_password';
  if (next !== confirmation) return 'password_mismatch';
  return undefined;
}

/** A change of email: an address, or "" to remove it (Pleroma's change_email contract). */
export function emailChangeProblem(password: string, email: string): SecurityProblem | undefined {
  if (password === '') return 'no_password';
  if (email !== '' && !/^[^@\s]+@[^@\s]+$/.test(email)) return 'bad_email';
  return undefined;
}

/** An account named for an alias or a move: `name` or `name@host`. */
export function accountNameProblem(name: string): SecurityProblem | undefined {
  return /^@?[\w.-]+(@[\w.-]+\.?[\w-]*(:\d+)?)?$/.test(name.trim())
    ? undefined
    : 'bad_account_name';
}

/** `@name@host` → `name@host`, as the server's alias and move routes take it. */
export function accountNameOf(name: string): string {
  return name.trim().replace(/^@/, '');
}

/**
 * An alias as the remove route takes it: Pleroma lists aliases as `name@host` already; a
 * server that lists the accounts' addresses (`https://host/users/name`) gets `name@host`.
 */
export function aliasNameOf(alias: string): string {
  const url = /^https?:\/\/([^/]+)\/(?:users\/|@)?([^/?#]+)\/?$/.exec(alias.trim());
  return url ? `${decodeURIComponent(url[2]!)}@${url[1]}` : accountNameOf(alias);
}

/**
 * The server refused the password given to confirm a change (Pleroma answers 403 "Invalid
 * password." for change_password/email, delete and move; 422 for two-factor changes), as
 * opposed to a refused login token or a failing server.
 */
export function isWrongPassword(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status !== 403 && error.status !== 422) return false;
  return /invalid password/i.test(error.serverMessage ?? '');
}
