/**
 * Makes remote text safe to write to a terminal.
 *
 * Anything a server sends (names, bios, statuses, error bodies) may carry escape sequences
 * that recolour the screen, move the cursor, set the window title, write to the clipboard
 * (OSC 52), fake hyperlinks (OSC 8) or flip text direction to disguise a URL. `stripControl`
 * guarantees that its output holds none of these, whatever the input:
 *
 * - no C0 control except `\n` (so no ESC, BEL, BS, CR ...),
 * - no DEL, no C1 control (U+0080–U+009F, the 8-bit forms of ESC sequences),
 * - no bidi embedding/override/isolate (U+202A–U+202E, U+2066–U+2069).
 *
 * Decisions (documented because the terminal UI and the CLI both rely on them):
 * - `\t` becomes two spaces: a real tab jumps to the terminal's tab stop, which Ink cannot
 *   measure, so columns would drift; two spaces keep code indentation visible.
 * - `\r\n` becomes `\n`; a lone `\r` becomes `\n` (it would otherwise return the cursor to
 *   the line start and let later text overwrite what came before).
 * - U+2028/U+2029 (line/paragraph separator) become `\n`: terminals do not break on them
 *   but layout code would count them as characters.
 * - A whole escape sequence is removed, parameters included, so `ESC[31mred` reads `red`
 *   rather than `[31mred`. String sequences (OSC, DCS, SOS, PM, APC) are removed up to
 *   their terminator (BEL, `ESC \` or U+009C). If no terminator follows, only the
 *   introducer is removed and the rest stays as ordinary (already harmless) text: a stray
 *   U+009D from mis-decoded text must not swallow the rest of a post.
 * - Ordinary Unicode is untouched: CJK, emoji, ZWJ sequences, variation selectors, and the
 *   directional marks LRM/RLM/ALM that right-to-left text legitimately uses.
 * - Other invisible characters (zero-width spaces, BOM, Hangul fillers, stray tag characters)
 *   are dropped (`dropInvisible`): they hide differences a reader should see, and terminals
 *   draw some of them with a width that `string-width`, and so Ink's layout, counts as zero.
 *
 * `TerminalText` is text that went through this module last; the CLI's only writers accept
 * nothing else, so remote text cannot reach stdout or stderr without passing here.
 */

import { dropInvisible, markInvisible } from './invisible';

declare const terminalSafe: unique symbol;
/** Text that holds no terminal control: made only by `terminalText` and `terminalJson`. */
export type TerminalText = string & { readonly [terminalSafe]: true };

/** Any text, made safe to write to a terminal (`stripControl`). */
export function terminalText(text: string): TerminalText {
  return stripControl(text) as TerminalText;
}

/**
 * JSON for a terminal. `JSON.stringify` escapes C0 controls (so ESC becomes `\u001b`) but
 * leaves DEL, C1 controls, bidi controls, line separators and other invisible characters raw;
 * they are escaped here too. The JSON means the same (`\uXXXX` is an ordinary string
 * escape); only ZWJ and variation selectors, common inside emoji, stay as they are.
 */
export function terminalJson(value: unknown, indent?: number): TerminalText {
  // `undefined` (and functions) have no JSON text: print `null` as a value would.
  const json = JSON.stringify(value, null, indent) ?? 'null';
  // Everything JSON_UNSAFE matches is U+007F or above: ASCII JSON is returned as it is,
  // without building the regex's Unicode property sets (~1 ms of a CLI start).
  if (!BEYOND_ASCII.test(json)) return json as TerminalText;
  return json.replace(JSON_UNSAFE(), (char) => {
    let escaped = '';
    for (let i = 0; i < char.length; i++) {
      escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
    }
    return escaped;
  }) as TerminalText;
}

/** A character at or above DEL (JSON.stringify escapes every C0 control itself). */
const BEYOND_ASCII = /[\u007f-\uffff]/;

/** Made on first use: creating it builds Unicode property sets (see `./invisible`). */
let jsonUnsafe: RegExp | undefined;
const JSON_UNSAFE = (): RegExp =>
  (jsonUnsafe ??=
    /(?![\u200d\ufe0e\ufe0f])[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu);

/** A handle for a terminal: hidden characters shown as `[U+XXXX]` (see `./invisible`). */
export function safeHandle(handle: string): string {
  return markInvisible(handle);
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const ESC = 0x1b;
const DEL = 0x7f;
const C1_CSI = 0x9b;
const C1_DCS = 0x90;
const C1_SOS = 0x98;
const C1_OSC = 0x9d;
const C1_PM = 0x9e;
const C1_APC = 0x9f;

/** Everything the scanner must look at; text without these is returned as is (fast path). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/** Terminators of a string sequence: BEL, ST as `ESC \`, ST as U+009C. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the terminators we look for
const STRING_TERMINATOR = /\u0007|\u001b\\|\u009c/g;

const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** Removes every terminal control and escape sequence from remote text (see module doc). */
export function stripControl(text: string): string {
  return dropInvisible(stripEscapes(text));
}

function stripEscapes(text: string): string {
  if (!UNSAFE.test(text)) return text;

  let out = '';
  let runStart = 0;
  // Once a search for a string terminator fails from position p, none exists after p; remembering
  // that keeps hostile input made of many unterminated introducers linear instead of quadratic.
  let noTerminatorFrom = Number.POSITIVE_INFINITY;
  let i = 0;
  const length = text.length;

  /** End of the string sequence whose payload starts at `from`, or -1 when unterminated. */
  const stringSequenceEnd = (from: number): number => {
    if (from >= noTerminatorFrom) return -1;
    STRING_TERMINATOR.lastIndex = from;
    const match = STRING_TERMINATOR.exec(text);
    if (!match) {
      noTerminatorFrom = from;
      return -1;
    }
    return match.index + match[0].length;
  };

  /** End of a CSI whose parameters start at `from`; -1 when no final byte follows. */
  const csiEnd = (from: number): number => {
    let j = from;
    while (j < length && isInRange(text.charCodeAt(j), 0x30, 0x3f)) j++;
    while (j < length && isInRange(text.charCodeAt(j), 0x20, 0x2f)) j++;
    return j < length && isInRange(text.charCodeAt(j), 0x40, 0x7e) ? j + 1 : -1;
  };

  /** Where scanning resumes after the unsafe character at `at`, and what replaces it. */
  const skip = (at: number): { next: number; replacement: string } => {
    const code = text.charCodeAt(at);
    if (code === TAB) return { next: at + 1, replacement: '  ' };
    if (code === CR) {
      return text.charCodeAt(at + 1) === LF
        ? { next: at + 1, replacement: '' }
        : { next: at + 1, replacement: '\n' };
    }
    if (code === 0x2028 || code === 0x2029) return { next: at + 1, replacement: '\n' };
    if (code === ESC) return { next: escapeEnd(at), replacement: '' };
    if (code === C1_CSI) return { next: orIntroducer(csiEnd(at + 1), at + 1), replacement: '' };
    if (
      code === C1_OSC ||
      code === C1_DCS ||
      code === C1_SOS ||
      code === C1_PM ||
      code === C1_APC
    ) {
      return { next: orIntroducer(stringSequenceEnd(at + 1), at + 1), replacement: '' };
    }
    // Remaining C0, DEL, other C1 and bidi controls: dropped one by one.
    return { next: at + 1, replacement: '' };
  };

  /** End of the escape sequence introduced by the ESC at `at` (at least the ESC itself). */
  const escapeEnd = (at: number): number => {
    const next = text.charCodeAt(at + 1);
    if (Number.isNaN(next)) return at + 1;
    switch (next) {
      case 0x5b: // [ CSI
        return orIntroducer(csiEnd(at + 2), at + 2);
      case 0x5d: // ] OSC
      case 0x50: // P DCS
      case 0x58: // X SOS
      case 0x5e: // ^ PM
      case 0x5f: // _ APC
        return orIntroducer(stringSequenceEnd(at + 2), at + 2);
    }
    // nF sequences (ESC, intermediates 0x20–0x2F, final 0x30–0x7E), e.g. `ESC ( B`.
    if (isInRange(next, 0x20, 0x2f)) {
      let j = at + 1;
      while (j < length && isInRange(text.charCodeAt(j), 0x20, 0x2f)) j++;
      return j < length && isInRange(text.charCodeAt(j), 0x30, 0x7e) ? j + 1 : at + 1;
    }
    // Two-character sequences such as `ESC c` (reset) or `ESC 7` (save cursor).
    if (isInRange(next, 0x30, 0x7e)) return at + 2;
    // ESC followed by anything else: a lone ESC, drop just that.
    return at + 1;
  };

  while (i < length) {
    const code = text.charCodeAt(i);
    if (!isUnsafe(code)) {
      i++;
      continue;
    }
    out += text.slice(runStart, i);
    const { next, replacement } = skip(i);
    out += replacement;
    i = next;
    runStart = i;
  }
  return out + text.slice(runStart);
}

/** `stripControl`, then line breaks become single spaces: for names and other one-line text. */
export function safeLine(text: string): string {
  return stripControl(text).replace(/ *\n[ \n]*/g, ' ');
}

function isUnsafe(code: number): boolean {
  if (code < 0x20) return code !== LF;
  if (code < DEL) return false;
  if (code <= 0x9f) return true;
  return code === 0x2028 || code === 0x2029 || isBidiControl(code);
}

function isInRange(code: number, low: number, high: number): boolean {
  return code >= low && code <= high;
}

/** A sequence without a proper end loses only its introducer (see module doc). */
function orIntroducer(end: number, afterIntroducer: number): number {
  return end === -1 ? afterIntroducer : end;
}
