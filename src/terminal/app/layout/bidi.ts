import bidiFactory, { type Bidi } from 'bidi-js';
import { graphemes } from './graphemes';

/**
 * Right-to-left text for a terminal (issue 14: Arabic "read correctly in the terminal").
 * Terminals draw characters left to right in the order they are written, so Arabic or Hebrew
 * would read backwards; here a line is put in visual order with the Unicode Bidirectional
 * Algorithm (bidi-js: embedding levels, rule L2's reversals, L4's mirrored brackets).
 *
 * Reordering moves whole grapheme clusters (an emoji sequence or a letter with its marks
 * stays whole and in its own order), so a line keeps its width. It runs on one drawn line,
 * after wrapping: a wrapped paragraph is cut in logical order, then each line is reordered.
 * Text reaches here already through the sanitizer, whose bidi controls are gone, and comes
 * out with the same characters, so it stays safe.
 */

export type Direction = 'ltr' | 'rtl';

/** Any right-to-left letter (Hebrew, Arabic, Syriac, Thaana, NKo, …, their presentation forms). */
export const RTL_LETTER =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

let bidi: Bidi | undefined;
const algorithm = () => {
  bidi ??= bidiFactory();
  return bidi;
};

/**
 * The paragraph's direction by its first strong letter (rule P2), or undefined when it holds
 * no right-to-left letter at all (nothing to reorder: the common case, decided by one regex).
 */
export function paragraphDirection(text: string): Direction | undefined {
  if (!RTL_LETTER.test(text)) return undefined;
  const { paragraphs } = algorithm().getEmbeddingLevels(withoutAstral(text), 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * bidi-js classes UTF-16 code units, so the two halves of an emoji or of any character past
 * U+FFFF would count as left-to-right letters (an emoji inside Arabic jumped to the line's
 * far end). Each becomes two code units of its class: a right-to-left letter, a
 * left-to-right one, or a neutral (emoji and other symbols), so indices still match.
 */
function withoutAstral(line: string): string {
  return line
    .replace(/[\u{10000}-\u{10ffff}]/gu, (c) =>
      RTL_LETTER.test(c) ? '\u05d0\u05d0' : /[\p{L}\p{N}]/u.test(c) ? 'aa' : '\ufffc\ufffc',
    )
    .replace(HANDLE_SIGN, 'a')
    .replace(WEB_ADDRESS, (url) => 'a'.repeat(url.length));
}

/**
 * The `@` of `@bob@example.org` and the `#` of `#tag` count as Latin letters: the address or
 * tag stays one left-to-right word (`@bob`), where the bidi algorithm alone would move the
 * sign to its far end next to right-to-left words (`bob@`).
 */
const HANDLE_SIGN = /[@#](?=[A-Za-z0-9_])/g;

/**
 * A web address counts as Latin letters from end to end: it reads left to right as one word
 * (`https://example.org/a/`), where the algorithm alone would move a closing `/` or `?` to
 * the other side of it next to right-to-left words. Punctuation that ends the sentence after
 * it (`.`, `،`, `)`) is not part of it. The Arabic comma, semicolon and question mark are
 * escaped: one such letter in the bundle makes V8 hold all its source two bytes a character.
 */
const WEB_ADDRESS = /\bhttps?:\/\/\S*[^\s.,;:!?'"()[\]{}<>\u060C\u061B\u061F]/g;

export interface Unit {
  text: string;
  level: number;
  /** The grapheme's place in the logical text. */
  index: number;
}

/**
 * One line in the order a terminal must draw it. `direction` is the paragraph's (a wrapped
 * line of an Arabic paragraph that starts with a Latin word is still right-to-left); by
 * default the line's own first strong letter decides. Text without right-to-left letters is
 * returned as it is.
 */
export function visualLine<T extends string>(line: T, direction?: Direction): T {
  if (!RTL_LETTER.test(line)) return line;
  return visualOrder(line, direction)
    .map((u) => u.text)
    .join('') as T;
}

/**
 * The line's grapheme clusters in the order the terminal draws them, each with its place in
 * the logical text (`index`: the n-th grapheme), so a text field can put its cursor on the
 * right one. Mirrored brackets come out mirrored.
 */
export function visualOrder(line: string, direction?: Direction): Unit[] {
  const b = algorithm();
  const { levels } = b.getEmbeddingLevels(withoutAstral(line), direction ?? 'auto');
  const mirrored = b.getMirroredCharactersMap(line, levels);
  const units: Unit[] = [];
  let at = 0;
  for (const g of graphemes(line)) {
    units.push({
      text: (g.length === 1 && mirrored.get(at)) || g,
      level: levels[at] ?? 0,
      index: units.length,
    });
    at += g.length;
  }
  reorder(units);
  return units;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every run at or above it. */
function reorder(units: Unit[]): void {
  let highest = 0;
  let lowestOdd = Number.POSITIVE_INFINITY;
  for (const { level } of units) {
    highest = Math.max(highest, level);
    if (level % 2 === 1) lowestOdd = Math.min(lowestOdd, level);
  }
  for (let level = highest; level >= lowestOdd; level--) {
    let start = -1;
    for (let i = 0; i <= units.length; i++) {
      const inside = i < units.length && units[i]!.level >= level;
      if (inside && start < 0) start = i;
      if (!inside && start >= 0) {
        reverse(units, start, i - 1);
        start = -1;
      }
    }
  }
}

function reverse(units: Unit[], from: number, to: number): void {
  for (let i = from, j = to; i < j; i++, j--) [units[i], units[j]] = [units[j]!, units[i]!];
}
