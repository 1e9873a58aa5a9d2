/** Documented exit codes of `petrel` (README "Exit codes"). Scripts branch on these. */
export const ExitCode = {
  ok: 0,
  /** Anything not covered below. */
  failure: 1,
  /** Invalid arguments or options. */
  usage: 2,
  /** No stored login, or the server rejected the stored token. */
  notLoggedIn: 3,
  /** The server could not be reached (DNS, refused, reset, timeout). */
  network: 4,
  /** The server answered with an error or with something unreadable. */
  server: 5,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** An error that ends the command with a sentence on stderr and a chosen exit code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCodeValue,
  ) {
    super(message);
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, ExitCode.usage);
}

export function notLoggedIn(): CliError {
  return new CliError(
    'Not logged in. Run `petrel login --server URL --username NAME` first.',
    ExitCode.notLoggedIn,
  );
}
