import { inspect } from 'node:util';
import type { LoggerPort } from '../../core/ports';
import { stripControl } from '../../shared/text/terminal-safe';

export interface StderrLoggerOptions {
  /** `--verbose`; when omitted, a non-empty `PETREL_DEBUG` turns it on. */
  verbose?: boolean;
  /** Where lines go; default stderr. The TUI passes its own sink so logs do not tear the screen. */
  write?: (line: string) => void;
}

/**
 * Logs for the CLI and TUI, on stderr so scripted stdout (`--json`) stays clean.
 *
 * Levels: errors always print; warnings and debug lines only when verbose, because a
 * script's stderr is often shown to a person who cannot act on a reconnect warning.
 * Messages may quote server text, so control sequences are stripped before printing.
 * Verbose mode adds stack traces.
 */
export function createStderrLogger(options: StderrLoggerOptions = {}): LoggerPort {
  const verbose = options.verbose ?? Boolean(process.env.PETREL_DEBUG);
  const write = options.write ?? ((line: string) => process.stderr.write(line));

  const emit = (level: string, message: string, details: unknown[]) => {
    const parts = [stripControl(message), ...details.map((d) => formatDetail(d, verbose))];
    write(`petrel ${level}: ${parts.join(' ')}\n`);
  };

  return {
    debug: (message, ...details) => {
      if (verbose) emit('debug', message, details);
    },
    warn: (message, ...details) => {
      if (verbose) emit('warn', message, details);
    },
    error: (message, ...details) => emit('error', message, details),
  };
}

function formatDetail(detail: unknown, verbose: boolean): string {
  if (typeof detail === 'string') return stripControl(detail);
  if (detail instanceof Error) return stripControl(describeError(detail, verbose));
  // inspect escapes C0/C1 controls inside strings it prints, but not bidi or invisible ones.
  return stripControl(
    inspect(detail, { depth: verbose ? 6 : 2, breakLength: Number.POSITIVE_INFINITY }),
  );
}

/** `Name: message (cause: …)`, or the stack with causes when verbose. */
function describeError(error: Error, verbose: boolean): string {
  const head = verbose && error.stack ? error.stack : `${error.name}: ${error.message}`;
  const { cause } = error;
  if (cause === undefined) return head;
  const causeText =
    cause instanceof Error ? describeError(cause, verbose) : inspect(cause, { depth: 2 });
  return `${head} (cause: ${causeText})`;
}
