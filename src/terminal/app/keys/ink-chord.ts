import type { Key } from 'ink';
import { graphemes } from '../layout/text-width';

/**
 * Ink's `(input, key)` as canonical chords of the shared keymap (see
 * src/shared/keymap/chord.ts). One event can hold several chords: Ink delivers a run of
 * plain characters typed faster than it reads (`jjj` from key repeat) as one input.
 *
 * Terminal facts handled here:
 * - Backspace sends DEL, which Ink reports as `delete`; both count as `backspace` (the
 *   forward-delete key cannot be told apart without the kitty protocol).
 * - Ink marks Esc as `meta`; that is not Alt.
 * - Control keys inside a run of characters (keys written together) are their chords:
 *   a carriage return is Enter, \x15 is Ctrl+U.
 * - Ctrl+Enter: terminals with the kitty keyboard protocol report it as such; many others
 *   send a line feed (a plain Enter sends a carriage return in raw mode), so a lone `\n` is
 *   read as `ctrl+enter`.
 */
export function inkChords(input: string, key: Key): string[] {
  const named = namedKey(key);
  if (named) {
    const mods: string[] = [];
    if (key.ctrl) mods.push('ctrl');
    if (key.meta && !key.escape) mods.push('alt');
    if (key.shift && named !== 'backspace') mods.push('shift');
    return [[...mods, named].join('+')];
  }
  if (input === '\n') return ['ctrl+enter'];
  if (input === '') return [];
  if (key.ctrl && [...input].length === 1) return [`ctrl+${input.toLowerCase()}`];
  if (key.meta && [...input].length === 1) return [`alt+${input}`];
  // A run read at once can hold control keys ("j" then Enter, Ctrl+U then a number, written
  // together): each is its chord, not a character.
  return graphemes(input).map(runChord);
}

/** One grapheme of a run as a chord: Enter, Tab, Backspace and Ctrl+letter by their names. */
function runChord(g: string): string {
  if (g === ' ') return 'space';
  if (g === '\r') return 'enter';
  if (g === '\t') return 'tab';
  if (g === '\x7f' || g === '\b') return 'backspace';
  const code = g.length === 1 ? g.charCodeAt(0) : 0;
  if (code >= 1 && code <= 26 && g !== '\n') return `ctrl+${String.fromCharCode(code + 96)}`;
  return g;
}

function namedKey(key: Key): string | undefined {
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pageup';
  if (key.pageDown) return 'pagedown';
  if (key.home) return 'home';
  if (key.end) return 'end';
  if (key.return) return 'enter';
  if (key.escape) return 'esc';
  if (key.tab) return 'tab';
  if (key.backspace || key.delete) return 'backspace';
  return undefined;
}

/** Whether an input is text to insert (not a control key). */
export function isTextInput(input: string, key: Key): boolean {
  return input !== '' && !key.ctrl && !key.meta && !namedKey(key) && input !== '\n';
}
