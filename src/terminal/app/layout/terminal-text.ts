import { type TerminalText, terminalText } from '../../../shared/text/terminal-safe';

/**
 * Text the Ink UI may draw. `SafeText`, the only component that renders Ink's `Text`, takes
 * nothing else, so every string a screen shows went through `terminalText` (the one
 * sanitizer) or came from something that did: the translator, the layout functions, the
 * width helpers below. Re-exported here so the UI has one place to get it from.
 */
export { type TerminalText, terminalText };

/**
 * Joins safe pieces without scanning them again: gluing strings that hold no control
 * character (with a separator that holds none) cannot make one.
 */
export function joinTerminalText(
  parts: readonly TerminalText[],
  separator: TerminalText = EMPTY,
): TerminalText {
  return parts.join(separator) as TerminalText;
}

/** The empty text (nothing to sanitize). */
export const EMPTY = '' as TerminalText;

declare const colourArtBrand: unique symbol;
/** Text whose only controls are colour (SGR) sequences: an image drawn in coloured blocks. */
export type ColourArt = string & { readonly [colourArtBrand]: true };

/**
 * An image preview as the terminal may draw it: colour sequences and line breaks stay, any
 * other control (and anything text must not hold: bidi, invisible characters) goes.
 */
export function colourArt(text: string): ColourArt {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: keeping SGR, dropping the rest is the point
  const pieces = text.split(/(\x1b\[[0-9;]*m)/);
  return pieces
    .map((piece, i) => (i % 2 === 1 ? piece : terminalText(piece)))
    .join('') as ColourArt;
}
