import { type SpawnOptions, spawn } from 'node:child_process';
import { terminalText } from '../../../shared/text/terminal-safe';

/** At most one notify command a second: a burst of mentions is one alert, not a storm. */
export const NOTIFY_MIN_INTERVAL_MS = 1000;
/** Title and body are cut to this many characters (a notifier shows a line or two). */
const ARGUMENT_MAX = 200;

export type Spawner = (
  command: string,
  args: readonly string[],
  options: SpawnOptions,
) => {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number | null) => void): unknown;
  unref(): void;
};

export interface NotifyCommandDeps {
  /** The `notifyCommand` setting: a program and fixed arguments; '' runs nothing. */
  command: () => string;
  now: () => number;
  /** Where a failure is written (once: a missing program would fail on every mention). */
  log: (message: string) => void;
  spawn?: Spawner;
}

/**
 * The setting's words: split on spaces, "double" or 'single' quotes keeping spaces together
 * (no shell: nothing else is special).
 */
export function commandWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    words.push(match[1] ?? match[2] ?? match[3] ?? '');
  return words;
}

/**
 * Remote text as one argument: escapes, control and invisible characters gone (some
 * notifiers are terminals), cut short, and never read as an option (a leading dash gets a
 * space before it).
 */
export function notifyArgument(text: string): string {
  const clean = terminalText(text).replace(/\s+/g, ' ').trim();
  const cut = clean.length > ARGUMENT_MAX ? `${clean.slice(0, ARGUMENT_MAX - 1)}…` : clean;
  return cut.startsWith('-') ? ` ${cut}` : cut;
}

/**
 * Runs the person's notify command (for example `notify-send`) with the title and body as
 * its last two arguments, through `spawn` without a shell: remote text is never part of a
 * command line a shell would read.
 */
export class NotifyCommand {
  private lastRun = Number.NEGATIVE_INFINITY;
  private failed = false;

  constructor(private readonly deps: NotifyCommandDeps) {}

  /** True when the command was started (set, and the last one a second or more ago). */
  run(title: string, body: string): boolean {
    const [program, ...fixed] = commandWords(this.deps.command());
    if (!program) return false;
    const now = this.deps.now();
    if (now - this.lastRun < NOTIFY_MIN_INTERVAL_MS) return false;
    this.lastRun = now;
    const fail = (why: string) => {
      if (this.failed) return;
      this.failed = true;
      this.deps.log(`notify command ${program} failed: ${why}`);
    };
    try {
      const child = (this.deps.spawn ?? spawn)(
        program,
        [...fixed, notifyArgument(title), notifyArgument(body)],
        { shell: false, stdio: 'ignore', windowsHide: true },
      );
      child.on('error', (error) => fail(error.message));
      child.on('exit', (code) => {
        if (code !== 0 && code !== null) fail(`exit code ${code}`);
      });
      child.unref();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    return true;
  }
}
