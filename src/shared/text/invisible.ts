/**
 * Characters that draw nothing a reader can see, for every face (terminal and web).
 *
 * A handle such as `@alice<U+200B>@good.example` looks exactly like `@alice@good.example`,
 * and Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) look like blanks while `string-width`
 * counts them as zero columns but terminals draw them one or two columns wide. The Unicode
 * property Default_Ignorable_Code_Point names these characters (zero-width spaces and
 * joiners, word joiner, BOM, bidi controls, soft hyphen, Hangul fillers, tag characters,
 * variation selectors …); the regex engine knows it, so no table is kept here.
 *
 * Decisions:
 * - Handles must be told apart exactly: every invisible, control, format, space-like,
 *   unassigned or surrogate character in a handle is shown as a visible marker `[U+XXXX]`
 *   (`markInvisible`). A handle never legitimately contains one.
 * - Names and other text: invisible characters are dropped (`dropInvisible`), except those
 *   that real text needs and that draw nothing on their own: ZWJ/ZWNJ (emoji sequences,
 *   Persian, Indic), variation selectors (emoji vs text style), the directional marks
 *   LRM/RLM/ALM, and tag characters inside an emoji tag sequence (the flags of England,
 *   Scotland, Wales: U+1F3F4, tags, U+E007F).
 */

const KEPT = new Set([0x200c, 0x200d, 0x200e, 0x200f, 0x061c]);

const isKept = (code: number): boolean =>
  KEPT.has(code) || (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);

// The Unicode-property regexes are made on first use, not at load: V8 builds a property's
// code point set when the regex is created (~0.5 ms each), which every command start paid.
let droppable: RegExp | undefined;
let anyIgnorable: RegExp | undefined;
let hiddenInHandle: RegExp | undefined;

/** An emoji tag sequence (kept whole), or one default-ignorable character. */
const DROPPABLE = (): RegExp =>
  (droppable ??= /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|\p{Default_Ignorable_Code_Point}/gu);

const ANY_IGNORABLE = (): RegExp => (anyIgnorable ??= /\p{Default_Ignorable_Code_Point}/u);

/**
 * Text with none of the characters the Unicode-property regexes here can match: ASCII
 * (every default-ignorable is above it) for `dropInvisible`, printable ASCII without the
 * space for `markInvisible`. Checked first, so plain text never builds those regexes' sets
 * (~1 ms of a CLI start, each).
 */
const BEYOND_ASCII = /[\u0080-\uffff]/;
const BEYOND_VISIBLE_ASCII = /[^\u0021-\u007e]/;

/** Drops characters that draw nothing (see module doc for the few that are kept). */
export function dropInvisible(text: string): string {
  if (!BEYOND_ASCII.test(text) || !ANY_IGNORABLE().test(text)) return text;
  return text.replace(DROPPABLE(), (match: string, tagSequence: string | undefined) =>
    tagSequence || isKept(match.codePointAt(0) ?? 0) ? match : '',
  );
}

/**
 * What a handle may not hide: default-ignorables, controls (Cc), format characters (Cf),
 * separators and spaces of any kind (Z), unassigned code points (Cn), lone surrogates (Cs),
 * and the braille blank U+2800 that draws as an empty cell.
 */
const HIDDEN_IN_HANDLE = (): RegExp =>
  (hiddenInHandle ??= /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Z}\p{Cn}\p{Cs}\u2800]/gu);

/** `[U+200B]`: how a hidden character in a handle is shown. */
export function invisibleMarker(code: number): string {
  return `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** A handle (`alice@host`) with every hidden character shown as `[U+XXXX]`. */
export function markInvisible(handle: string): string {
  if (!BEYOND_VISIBLE_ASCII.test(handle)) return handle;
  return handle.replace(HIDDEN_IN_HANDLE(), (char) => invisibleMarker(char.codePointAt(0) ?? 0));
}

/** A display name for any face: invisible characters dropped, or `fallback` when none is left. */
export function visibleName(name: string, fallback: string): string {
  const shown = dropInvisible(name).trim();
  return shown === '' ? fallback : shown;
}
