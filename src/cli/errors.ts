import { AdminForbiddenError } from '../core/api/admin-common';
import {
  ApiError,
  InvalidIdError,
  isLoginRejected,
  isLoginRequired,
  MalformedResponseError,
  NetworkError,
  RefusedAnswerError,
} from '../core/errors';
import { CliError, ExitCode, type ExitCodeValue } from './exit-codes';

/** Map any failure to one clear sentence and a documented exit code. */
export function toExit(error: unknown): { message: string; code: ExitCodeValue } {
  if (error instanceof CliError) return { message: error.message, code: error.exitCode };
  // An id that cannot be a path segment is a bad argument, found before any request.
  if (error instanceof InvalidIdError) return { message: error.message, code: ExitCode.usage };
  if (error instanceof NetworkError) {
    return { message: `Network error: ${error.message}`, code: ExitCode.network };
  }
  if (error instanceof AdminForbiddenError) {
    // Staff without the privilege (or a member): the login is fine, the role is not enough.
    const what =
      error.privilege === 'admin' ? 'the admin role' : `the privilege ${error.privilege}`;
    const why = error.serverMessage ? ` (the server said: ${error.serverMessage})` : '';
    return { message: `Your account lacks ${what}${why}`, code: ExitCode.notLoggedIn };
  }
  if (isLoginRequired(error)) {
    // Anonymous reading refused: no login was involved, so none can have expired.
    return {
      message: 'This server requires a login to read it: run `petrel login` first.',
      code: ExitCode.notLoggedIn,
    };
  }
  if (isLoginRejected(error)) {
    // Pleroma answers 403 to a token it no longer knows, Mastodon 401: both mean "log in".
    const why = error.serverMessage ? ` (${error.serverMessage})` : '';
    return {
      message: `The server refused the request${why}. Your login may have expired: run \`petrel login\` again.`,
      code: ExitCode.notLoggedIn,
    };
  }
  if (error instanceof ApiError) {
    return { message: `Server error: ${error.message}`, code: ExitCode.server };
  }
  if (error instanceof MalformedResponseError || error instanceof RefusedAnswerError) {
    return { message: `Server error: ${error.message}`, code: ExitCode.server };
  }
  if (error instanceof Error) return { message: error.message, code: ExitCode.failure };
  return { message: String(error), code: ExitCode.failure };
}
