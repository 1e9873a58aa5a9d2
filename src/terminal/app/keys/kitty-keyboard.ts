/**
 * Whether the terminal speaks the kitty keyboard protocol, asked before Ink takes stdin.
 *
 * Why not Ink's own `kittyKeyboard: { mode: 'auto' }`: Ink 6.8 listens for the answer with a
 * `data` listener beside its own `readable` reader for 200 ms, then pushes back with
 * `unshift` every byte it saw that was not the answer. Keys typed in that window are read
 * twice (a `:` typed early came back after Enter, so `m` on an image went into the command
 * line and the viewer never opened). Ink 7 fixes it but needs Node 22. Asking first, with
 * nobody else reading, loses and doubles nothing.
 *
 * The query is kitty's own recipe: `CSI ? u` (the flags; only a kitty-protocol terminal
 * answers) followed by `CSI c` (primary device attributes; every terminal answers), so the
 * answer to the second says the first had its chance. A terminal that answers neither
 * (a pipe behind a pty, a slow link) is given up on after `timeoutMs`.
 */

export type KittyKeyboardMode = 'enabled' | 'disabled';

const QUERY = '\x1b[?u\x1b[c';
/** Ink's own wait; a real terminal answers within a few milliseconds. */
const DEFAULT_TIMEOUT_MS = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal answers are escape sequences
const FLAGS_ANSWER = /\x1b\[\?\d+u/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal answers are escape sequences
const ATTRIBUTES_ANSWER = /\x1b\[\?[\d;]*c/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal answers are escape sequences
const ANSWERS = /\x1b\[\?\d+u|\x1b\[\?[\d;]*c/g;

/**
 * Ink's precheck: only terminals that say they are kitty, WezTerm or Ghostty are asked (an
 * unknown terminal might print the query).
 */
export function claimsKittyKeyboard(env: NodeJS.ProcessEnv): boolean {
  return (
    'KITTY_WINDOW_ID' in env ||
    env.TERM === 'xterm-kitty' ||
    env.TERM_PROGRAM === 'WezTerm' ||
    env.TERM_PROGRAM === 'ghostty'
  );
}

/**
 * Asks the terminal and settles on a mode for Ink. Whatever else arrives meanwhile (keys
 * typed early) is put back in front of stdin, once, for Ink to read.
 */
export async function detectKittyKeyboard(
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<KittyKeyboardMode> {
  const env = options.env ?? process.env;
  if (!stdin.isTTY || !stdout.isTTY || !claimsKittyKeyboard(env)) return 'disabled';
  // Raw, so the answer is neither echoed nor held back until a newline. It stays raw: Ink
  // turns raw mode on next anyway, and cooked mode in between would echo early keys.
  stdin.setRawMode(true);
  // Bytes as latin1 text (one char per byte), so what is put back is exactly what came.
  let received = '';
  const answered = await new Promise<boolean>((resolve) => {
    const finish = (value: boolean) => {
      clearTimeout(timer);
      stdin.off('readable', onReadable);
      resolve(value);
    };
    // Read as Ink does (`readable` + `read()`), not with a `data` listener: that would leave
    // the stream flowing, and a flowing stream with no listener drops what arrives next.
    // With the listener gone the stream is as Ink expects to find it.
    const onReadable = () => {
      for (let chunk = stdin.read(); chunk !== null; chunk = stdin.read()) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
        received += bytes.toString('latin1');
      }
      if (ATTRIBUTES_ANSWER.test(received)) finish(true);
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    stdin.on('readable', onReadable);
    stdout.write(QUERY);
  });
  const supported = answered && FLAGS_ANSWER.test(received);
  const typed = received.replace(ANSWERS, '');
  if (typed !== '') {
    const bytes = Buffer.from(typed, 'latin1');
    // A stream that decodes gives strings; what is put back must be one too.
    const encoding = stdin.readableEncoding;
    stdin.unshift(encoding ? bytes.toString(encoding) : bytes);
  }
  return supported ? 'enabled' : 'disabled';
}
