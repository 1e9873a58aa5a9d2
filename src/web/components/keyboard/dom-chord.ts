/**
 * Browser key events in the shared keymap's notation (src/shared/keymap/chord.ts), and
 * where keys must stay the browser's: text fields, and Enter/Space on links and buttons.
 */
import { normalizeChord } from '../../../shared/keymap';

const NAMED: Readonly<Record<string, string>> = {
  Enter: 'enter',
  Escape: 'esc',
  Tab: 'tab',
  ' ': 'space',
  Backspace: 'backspace',
  Delete: 'delete',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
  PageUp: 'pageup',
  PageDown: 'pagedown',
};

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/** The canonical chord of a key event, or undefined (modifier keys alone, Meta combos). */
export function chordOf(event: KeyLike): string | undefined {
  if (event.metaKey) return undefined;
  const named = NAMED[event.key];
  const isF = /^F\d{1,2}$/.test(event.key);
  let key: string;
  if (named) key = named;
  else if (isF) key = event.key.toLowerCase();
  else if ([...event.key].length === 1) key = event.key;
  else return undefined;
  // A printable key already carries Shift in its character (`G`, `?`).
  const shift = event.shiftKey && (named !== undefined || isF) ? 'shift+' : '';
  const text = `${event.ctrlKey ? 'ctrl+' : ''}${event.altKey ? 'alt+' : ''}${shift}${key}`;
  return normalizeChord(text);
}

/** Typing goes to the field: inputs, text areas, selects and editable content. */
export function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(type);
}

/** Enter and Space on a link or a button activate it; the keymap leaves them alone there. */
export function activatesControl(chord: string, target: EventTarget | null): boolean {
  if (chord !== 'enter' && chord !== 'space') return false;
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('a[href], button, summary, [role="button"], [role="tab"]') !== null;
}
