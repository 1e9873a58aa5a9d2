import {
  ApiError,
  InvalidIdError,
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
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) {
      const why = error.serverMessage ? ` (${error.serverMessage})` : '';
      return {
        message: `The server refused the request${why}. Your login may have expired: run \`petrel login\` again.`,
        code: error.status === 401 ? ExitCode.notLoggedIn : ExitCode.server,
      };
    }
    return { message: `Server error: ${error.message}`, code: ExitCode.server };
  }
  if (error instanceof MalformedResponseError || error instanceof RefusedAnswerError) {
    return { message: `Server error: ${error.message}`, code: ExitCode.server };
  }
  if (error instanceof Error) return { message: error.message, code: ExitCode.failure };
  return { message: String(error), code: ExitCode.failure };
}
