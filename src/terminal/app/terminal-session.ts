/**
 * Full-screen terminal handling: the alternate screen while the UI runs, and a terminal
 * given back intact however the process ends (quit, Ctrl+C, SIGTERM, a crash). Without
 * this a crash leaves the user on a blank alternate screen with no cursor and no echo.
 *
 * It also owns the one way out when the terminal itself is gone (see `lostTerminalCause`):
 * save what the user typed and end the process at once. Ending the UI normally cannot work
 * then: every frame, crash report or restore sequence fails with EIO, and each failure used
 * to be reported as a crash by writing to the same dead terminal, a loop at 100% CPU.
 */

import { closeSync, openSync } from 'node:fs';
import { devNull } from 'node:os';
import { terminalText } from '../../shared/text/terminal-safe';

export const ENTER_ALTERNATE_SCREEN = '\x1b[?1049h';
export const LEAVE_ALTERNATE_SCREEN = '\x1b[?1049l';
export const HIDE_CURSOR = '\x1b[?25l';
export const SHOW_CURSOR = '\x1b[?25h';
const CLEAR_AND_HOME = '\x1b[2J\x1b[H';

/** The exit code after the terminal hung up (128 + SIGHUP), as a shell reports it. */
export const TERMINAL_LOST_EXIT_CODE = 129;

/** The parts of `process` the session touches (tests pass a stand-in). */
export type ProcessLike = Pick<NodeJS.Process, 'on' | 'off' | 'exitCode'> & {
  exit(code?: number): void;
};

export type AbortReason =
  | { kind: 'signal'; signal: 'SIGINT' | 'SIGTERM' }
  | { kind: 'crash'; error: unknown };

/** Why the terminal counts as gone. */
export type TerminalLoss =
  | { kind: 'hangup' }
  | { kind: 'input-ended' }
  | { kind: 'write-failed'; code: string }
  | { kind: 'read-failed'; code: string };

export interface TerminalSessionOptions {
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  stderr?: NodeJS.WriteStream;
  process?: ProcessLike;
  /** Called after the terminal was restored because of a signal or a crash: end the UI. */
  onAbort: (reason: AbortReason) => void;
  /**
   * Called just before the session ends the process itself (the terminal is gone, a second
   * signal, a second crash): save what must not be lost (drafts). Synchronous, since nothing
   * runs after it, and it must not write to the terminal.
   */
  saveBeforeExit?: (loss: TerminalLoss | undefined) => void;
  /** Cut the process off the dead terminal (default: `detachFromTerminal` on the streams). */
  detach?: () => void;
}

export interface TerminalSession {
  /** Leave the alternate screen, show the cursor, end raw mode. Safe to call twice. */
  restore(): void;
  /** Restore, then print a crash report on stderr. */
  crash(error: unknown): void;
  /** Remove the process and stream listeners (after restore). */
  dispose(): void;
}

/**
 * Error codes of a read or write on a terminal that went away: EIO (the pty's other side
 * closed), EPIPE/ECONNRESET (output into a closed pipe or socket), ENXIO/EBADF (the device
 * or descriptor is gone), ERR_STREAM_DESTROYED (a write after Node closed the stream).
 */
const LOST_CODES = new Set([
  'EIO',
  'EPIPE',
  'ECONNRESET',
  'ENXIO',
  'EBADF',
  'ERR_STREAM_DESTROYED',
]);

/** The error code when `error` says the terminal is gone, else undefined. */
export function lostTerminalCause(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOST_CODES.has(code) ? code : undefined;
}

export function startTerminalSession(options: TerminalSessionOptions): TerminalSession {
  const { stdout, stdin } = options;
  const stderr = options.stderr ?? process.stderr;
  const proc: ProcessLike = options.process ?? process;
  let restored = false;
  let crashed = false;
  let aborting = false;
  let lost = false;

  /** A write that may fail (the terminal may be gone): failures arrive as stream errors. */
  const tryWrite = (stream: NodeJS.WriteStream, text: string) => {
    if (lost) return;
    try {
      stream.write(text);
    } catch (error) {
      onStreamError(error);
    }
  };

  const restore = () => {
    if (restored) return;
    restored = true;
    try {
      if (stdin.isTTY && typeof stdin.setRawMode === 'function') stdin.setRawMode(false);
    } catch {
      // stdin may already be closed; the screen still has to come back.
    }
    tryWrite(stdout, SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
  };

  /** Save, silence the streams and end the process with the code a signal set, or 129. */
  const endNow = (loss: TerminalLoss | undefined) => {
    if (loss) {
      lost = true;
      restored = true; // there is no screen to give back
    }
    try {
      options.saveBeforeExit?.(loss);
    } finally {
      if (loss) (options.detach ?? (() => detachFromTerminal([stdin, stdout, stderr])))();
      const code = typeof proc.exitCode === 'number' && proc.exitCode !== 0 ? proc.exitCode : 0;
      proc.exit(loss && code === 0 ? TERMINAL_LOST_EXIT_CODE : code);
    }
  };

  const lose = (loss: TerminalLoss) => {
    if (lost) return;
    endNow(loss);
  };

  function onStreamError(error: unknown) {
    const code = lostTerminalCause(error) ?? 'EIO';
    lose({ kind: 'write-failed', code });
  }

  const crash = (error: unknown) => {
    restore();
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    // The error may carry a server's words: the one sanitizer keeps their escapes off the terminal.
    tryWrite(
      stderr,
      terminalText(`petrel: the terminal UI stopped because of an error:\n${text}\n`),
    );
    proc.exitCode = 1;
  };

  const onError = (error: unknown) => {
    const code = lostTerminalCause(error);
    if (code) return lose({ kind: 'write-failed', code });
    // A second crash while the first one is ending the UI: end now rather than loop.
    if (crashed) return endNow(undefined);
    crashed = true;
    crash(error);
    options.onAbort({ kind: 'crash', error });
  };

  const onSignal = (signal: 'SIGINT' | 'SIGTERM', code: number) => () => {
    proc.exitCode = code;
    // Asked twice (or the UI did not end after the first): do not wait any longer.
    if (aborting) return endNow(undefined);
    aborting = true;
    restore();
    options.onAbort({ kind: 'signal', signal });
  };
  const onSigint = onSignal('SIGINT', 130);
  const onSigterm = onSignal('SIGTERM', 143);
  // The terminal went away (window closed, SSH dropped): nothing to restore or write to.
  const onSighup = () => lose({ kind: 'hangup' });
  const onInputEnd = () => lose({ kind: 'input-ended' });
  const onInputError = (error: unknown) =>
    lose({ kind: 'read-failed', code: lostTerminalCause(error) ?? 'EIO' });

  // Someone calling process.exit() must not leave the user on the alternate screen either.
  proc.on('exit', restore);
  proc.on('uncaughtException', onError);
  proc.on('unhandledRejection', onError);
  proc.on('SIGINT', onSigint);
  proc.on('SIGTERM', onSigterm);
  proc.on('SIGHUP', onSighup);
  // The output streams' own errors: EIO/EPIPE once the terminal is gone. Without a listener
  // Node would raise them as uncaught exceptions.
  stdout.on('error', onStreamError);
  if (stderr !== stdout) stderr.on('error', onStreamError);
  // A terminal's input ends (or fails with EIO) only when the terminal is gone.
  stdin.on('end', onInputEnd);
  stdin.on('error', onInputError);

  tryWrite(stdout, ENTER_ALTERNATE_SCREEN + CLEAR_AND_HOME + HIDE_CURSOR);

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
      stdout.off('error', onStreamError);
      stderr.off('error', onStreamError);
      stdin.off('end', onInputEnd);
      stdin.off('error', onInputError);
    },
  };
}

/**
 * Point the terminal's descriptors at the null device, so that whatever still writes while
 * the process ends (Ink's last frame from its exit hook, a late log line) cannot reach the
 * dead terminal. It also keeps Node from restoring the terminal's modes at exit: Node 20
 * aborts with SIGABRT when that restore fails with EIO on a hung-up terminal
 * (nodejs/node#51519, fixed in later releases by nodejs/node#58200); Node skips a
 * descriptor that no longer refers to the file it saw at start.
 */
export function detachFromTerminal(
  streams: ReadonlyArray<NodeJS.ReadStream | NodeJS.WriteStream>,
): void {
  const fds = new Set<number>();
  for (const stream of streams) {
    const fd: unknown = (stream as { fd?: unknown }).fd;
    if (stream.isTTY && typeof fd === 'number') fds.add(fd);
  }
  for (const fd of [...fds].sort((a, b) => a - b)) {
    try {
      closeSync(fd);
      // The lowest free descriptor is the one just closed; anything else is not ours to keep.
      const reopened = openSync(devNull, 'r+');
      if (reopened !== fd) closeSync(reopened);
    } catch {
      // Already closed: nothing can write there either.
    }
  }
}
