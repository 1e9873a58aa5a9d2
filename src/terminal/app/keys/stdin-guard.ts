/**
 * Ink 6.8's key parser throws on some CSI sequences it has no name for: `ESC[31m` (a
 * colour code, e.g. inside pasted terminal output) parses as "Ctrl + unnamed key" and Ink
 * then calls `startsWith` on an undefined name, killing the app from a stdin listener.
 * We drop such sequences before Ink sees them. Sequences Ink knows (arrows, function and
 * editing keys with modifiers, kitty `u` keys, bracketed paste `~`) pass unchanged.
 */

/** Final bytes of the CSI key sequences Ink's parser names (see ink/build/parse-keypress.js). */
const KNOWN_FINALS = new Set([
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'H',
  'P',
  'Q',
  'R',
  'S',
  'Z',
  'a',
  'b',
  'c',
  'd',
  'e',
  'u',
  '~',
  '^',
  '$',
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
const CSI = /\x1b\[[<=>?]?[\d;:]*[\x20-\x2f]*([\x40-\x7e])/g;

export function dropUnknownCsi(chunk: string): string {
  if (!chunk.includes('\x1b[')) return chunk;
  return chunk.replace(CSI, (sequence, final: string) => (KNOWN_FINALS.has(final) ? sequence : ''));
}

/**
 * A view of a TTY stdin whose `read()` passes through `dropUnknownCsi`. Everything else
 * (raw mode, listeners, ref/unref) goes to the real stream, so Ink cannot tell the
 * difference.
 */
export function guardStdin(stdin: NodeJS.ReadStream): NodeJS.ReadStream {
  return new Proxy(stdin, {
    get(target, property) {
      if (property === 'read') {
        return (size?: number) => {
          const chunk: unknown = target.read(size);
          return typeof chunk === 'string' ? dropUnknownCsi(chunk) : chunk;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
