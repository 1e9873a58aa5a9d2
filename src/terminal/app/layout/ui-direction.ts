import { type Direction, RTL_LETTER, visualLine } from './bidi';
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
  if (direction !== 'rtl') return text;
  if (RTL_LETTER.test(text)) return visualLine(text, 'rtl');
  // Only left-to-right words (a post's first line, a server's English error): they keep
  // their order, but the line's indent is at the right edge, where right-to-left lines start.
  const [, lead = '', body = '', tail = ''] = /^(\s*)(.*?)(\s*)$/su.exec(text) ?? [];
  return `${tail}${body}${lead}` as TerminalText;
}
