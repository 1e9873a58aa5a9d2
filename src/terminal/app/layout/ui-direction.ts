import { type Direction, visualLine } from './bidi';
import type { TerminalText } from './terminal-text';

/**
 * A line of the interface's own words (a translated label, a relative time, the status
 * bar's parts) in the order the terminal draws it. In a right-to-left interface the line is
 * a right-to-left paragraph whatever it starts with, so its runs read from the right
 * (`Home › Chat` becomes `Chat ‹ Home` in Arabic); otherwise it is left as written.
 *
 * Only for logical text: names and post lines the layouts have already put in visual order
 * (`displayName`, `wrapToWidth`) must not come here again.
 */
export function uiLine(text: TerminalText, direction: Direction): TerminalText {
  return direction === 'rtl' ? visualLine(text, 'rtl') : text;
}
