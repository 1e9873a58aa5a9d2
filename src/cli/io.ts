import type { Interface } from 'node:readline';
import { type TerminalText, terminalJson } from '../shared/text/terminal-safe';

/*
 * The CLI's only writers to stdout and stderr. They take `TerminalText`, which only the
 * sanitizer makes (`terminalText`, `terminalJson`), so text from the network cannot reach the
 * terminal raw: a new `printLine(\`… ${serverText}\`)` does not type-check.
 * tests/cli/terminal-writers.test.ts keeps every other write out of src/cli.
 */

/** Read all of standard input as text (for `-` arguments and `--password-stdin`). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of standard input, without its line ending (passwords, tokens). */
export async function readStdinLine(): Promise<string> {
  const text = await readStdin();
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * Standard process.stdin one line at a time, for answers that come in turn (a password, then an
 * authorization code the caller learns only from what was printed in between).
 * `closeStdinLines` must follow, or the open reader keeps the process alive.
 */
let lines: { reader: Interface; iterator: AsyncIterator<string> } | undefined;

/** The next line of standard input without its line ending; undefined at its end. */
export async function nextStdinLine(): Promise<string | undefined> {
  if (!lines) {
    // Loaded here: only login prompts read lines, and node:readline costs every start.
    const { createInterface } = process.getBuiltinModule('node:readline');
    const reader = createInterface({
      input: process.stdin,
      crlfDelay: Number.POSITIVE_INFINITY,
      terminal: false,
    });
    lines = { reader, iterator: reader[Symbol.asyncIterator]() };
  }
  const next = await lines.iterator.next();
  return next.done ? undefined : next.value;
}

/** A visible prompt on stderr, answered by the next line (the terminal echoes it). */
export async function promptLine(question: TerminalText): Promise<string | undefined> {
  process.stderr.write(question);
  return nextStdinLine();
}

export function closeStdinLines(): void {
  lines?.reader.close();
  lines = undefined;
}

/** Prompt on the terminal without echo (password). Only called when stdin is a TTY. */
export async function promptHidden(question: TerminalText): Promise<string> {
  // Echo goes off before the question shows: a password typed the moment the prompt appears
  // (type-ahead, or a fast test) must never reach the screen.
  process.stdin.setRawMode?.(true);
  process.stderr.write(question);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      process.stdin.off('data', onData);
      process.stdin.setRawMode?.(false);
      process.stdin.pause();
      process.stderr.write('\n');
    };
    process.stdin.on('data', onData);
  });
}

/**
 * `value` as indented JSON on stdout (control and invisible characters `\\u`-escaped). The
 * newline is written on its own: appending it would copy the whole text once more (a page
 * of statuses is ~100 KB, two bytes a character when it holds any non-Latin-1 one).
 */
export function printJson(value: unknown): void {
  process.stdout.write(terminalJson(value, 2));
  process.stdout.write('\n');
}

/** `value` as one line of JSON on stdout (`--ndjson`). */
export function printJsonLine(value: unknown): void {
  process.stdout.write(`${terminalJson(value)}\n`);
}

export function printLine(text: TerminalText | '' = ''): void {
  process.stdout.write(`${text}\n`);
}

/** A message on stderr, as `petrel: message`. */
export function printError(text: TerminalText): void {
  process.stderr.write(`petrel: ${text}\n`);
}
