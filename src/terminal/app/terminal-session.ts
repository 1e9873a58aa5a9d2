/**
 * Full-screen terminal handling: the alternate screen while the UI runs, and a terminal
 * given back intact however the process ends (quit, Ctrl+C, SIGTERM, a crash). Without
 * this a crash leaves the user on a blank alternate screen with no cursor and no echo.
 */

export const ENTER_ALTERNATE_SCREEN = '\x1b[?1049h';
export const LEAVE_ALTERNATE_SCREEN = '\x1b[?1049l';
export const HIDE_CURSOR = '\x1b[?25l';
export const SHOW_CURSOR = '\x1b[?25h';
const CLEAR_AND_HOME = '\x1b[2J\x1b[H';

/** The parts of `process` the session touches (tests pass a stand-in). */
export type ProcessLike = Pick<NodeJS.Process, 'on' | 'off' | 'exitCode'>;

export interface TerminalSessionOptions {
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  stderr?: NodeJS.WriteStream;
  process?: ProcessLike;
  /** Called after the terminal was restored because of a signal or a crash: end the UI. */
  onAbort: (
    reason:
      | { kind: 'signal'; signal: 'SIGINT' | 'SIGTERM' | 'SIGHUP' }
      | { kind: 'crash'; error: unknown },
  ) => void;
}

export interface TerminalSession {
  /** Leave the alternate screen, show the cursor, end raw mode. Safe to call twice. */
  restore(): void;
  /** Restore, then print a crash report on stderr. */
  crash(error: unknown): void;
  /** Remove the process listeners (after restore). */
  dispose(): void;
}

export function startTerminalSession(options: TerminalSessionOptions): TerminalSession {
  const { stdout, stdin } = options;
  const stderr = options.stderr ?? process.stderr;
  const proc: ProcessLike = options.process ?? process;
  let restored = false;

  stdout.write(ENTER_ALTERNATE_SCREEN + CLEAR_AND_HOME + HIDE_CURSOR);

  const restore = () => {
    if (restored) return;
    restored = true;
    try {
      if (stdin.isTTY && typeof stdin.setRawMode === 'function') stdin.setRawMode(false);
    } catch {
      // stdin may already be closed; the screen still has to come back.
    }
    stdout.write(SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
  };

  const crash = (error: unknown) => {
    restore();
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    stderr.write(`petrel: the terminal UI stopped because of an error:\n${text}\n`);
    proc.exitCode = 1;
  };

  const onError = (error: unknown) => {
    crash(error);
    options.onAbort({ kind: 'crash', error });
  };
  const onSigint = () => {
    restore();
    proc.exitCode = 130;
    options.onAbort({ kind: 'signal', signal: 'SIGINT' });
  };
  const onSigterm = () => {
    restore();
    proc.exitCode = 143;
    options.onAbort({ kind: 'signal', signal: 'SIGTERM' });
  };
  // The terminal went away (window closed, SSH dropped): nothing to restore or write to,
  // but the UI still ends normally, so the caller's clean-up runs (the default would kill
  // the process on the spot).
  const onSighup = () => {
    restored = true;
    proc.exitCode = 129;
    options.onAbort({ kind: 'signal', signal: 'SIGHUP' });
  };
  // Someone calling process.exit() must not leave the user on the alternate screen either.
  proc.on('exit', restore);
  proc.on('uncaughtException', onError);
  proc.on('unhandledRejection', onError);
  proc.on('SIGINT', onSigint);
  proc.on('SIGTERM', onSigterm);
  proc.on('SIGHUP', onSighup);

  return {
    restore,
    crash,
    dispose: () => {
      proc.off('exit', restore);
      proc.off('uncaughtException', onError);
      proc.off('unhandledRejection', onError);
      proc.off('SIGINT', onSigint);
      proc.off('SIGTERM', onSigterm);
      proc.off('SIGHUP', onSighup);
    },
  };
}
