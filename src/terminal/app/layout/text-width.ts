import stringWidth from 'string-width';
import { type Direction, paragraphDirection, visualLine } from './bidi';
import { graphemes } from './graphemes';
import type { TerminalText } from './terminal-text';

/**
 * Column arithmetic for the terminal. Ink measures text with `string-width`, so we do too:
 * a CJK character or an emoji takes two columns, a combining mark none. Text is cut only
 * between grapheme clusters, so a wide character, a flag or a ZWJ emoji sequence is never
 * split, and a line never ends up one column wider than asked because of it.
 */

export { graphemes };

/** Columns the text takes in a terminal. */
export function textWidth(text: string): number {
  return stringWidth(text);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Cut text to at most `width` columns, ending with `…` when something was cut. Cutting
 * between graphemes and adding `…` keeps safe text safe, so `TerminalText` stays typed so.
 */
export function truncateToWidth(text: TerminalText, width: number, ellipsis?: string): TerminalText;
export function truncateToWidth(text: string, width: number, ellipsis?: string): string;
export function truncateToWidth(text: string, width: number, ellipsis = '…'): string {
  if (width <= 0) return '';
  // Fast path: plain ASCII is one column per character.
  if (PRINTABLE_ASCII.test(text)) {
    if (text.length <= width) return text;
    return width <= ellipsis.length
      ? ellipsis.slice(0, width)
      : text.slice(0, width - 1) + ellipsis;
  }
  if (textWidth(text) <= width) return text;
  const room = width - textWidth(ellipsis);
  if (room < 0) return '';
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    const w = textWidth(g);
    if (used + w > room) break;
    out += g;
    used += w;
  }
  return out + ellipsis;
}

/** Pad with spaces on the right to exactly `width` columns (text must already fit). */
export function padToWidth(text: TerminalText, width: number): TerminalText;
export function padToWidth(text: string, width: number): string;
export function padToWidth(text: string, width: number): string {
  const gap = width - textWidth(text);
  return gap > 0 ? text + ' '.repeat(gap) : text;
}

/**
 * Word-wrap text to lines of at most `width` columns. `\n` starts a new line; a word wider
 * than the line is broken between graphemes. Indentation at the start of a line is kept;
 * spaces where a line was wrapped are dropped. Lines holding right-to-left text (Arabic,
 * Hebrew) come out in the order the terminal must draw them (`bidi.ts`).
 */
export function wrapToWidth(
  text: TerminalText,
  width: number,
  direction?: Direction,
): TerminalText[];
export function wrapToWidth(text: string, width: number, direction?: Direction): string[];
/** `direction`, when given, is every paragraph's (else each paragraph's first strong letter's). */
export function wrapToWidth(text: string, width: number, given?: Direction): string[] {
  const columns = Math.max(2, Math.floor(width));
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const first = out.length;
    wrapLine(paragraph, columns, out);
    // Right-to-left text in visual order, line by line once wrapped (the order of the
    // words on a line, not of the paragraph), in the paragraph's own direction.
    const own = paragraphDirection(paragraph);
    const direction = own && (given ?? own);
    if (direction) for (let i = first; i < out.length; i++) out[i] = visualLine(out[i]!, direction);
  }
  return out;
}

function wrapLine(line: string, width: number, out: string[]): void {
  if (PRINTABLE_ASCII.test(line) && line.length <= width) {
    out.push(line);
    return;
  }
  let current = '';
  let used = 0;
  let wrapped = false;
  const flush = () => {
    out.push(current.trimEnd());
    current = '';
    used = 0;
    wrapped = true;
  };
  for (const token of line.split(/(\s+)/)) {
    if (token === '') continue;
    const w = textWidth(token);
    if (/^\s+$/.test(token)) {
      if (current === '' && wrapped) continue;
      if (used + w <= width) {
        current += token;
        used += w;
      } else {
        flush();
      }
      continue;
    }
    if (used + w <= width) {
      current += token;
      used += w;
      continue;
    }
    if (used > 0 && w <= width) {
      flush();
      current = token;
      used = w;
      continue;
    }
    for (const g of graphemes(token)) {
      const gw = textWidth(g);
      if (used + gw > width && used > 0) flush();
      current += g;
      used += gw;
    }
  }
  out.push(current.trimEnd());
}
