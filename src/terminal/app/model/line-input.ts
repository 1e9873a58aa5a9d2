import type { Key } from 'ink';
import { isTextInput } from '../keys/ink-chord';
import { type EditState, editWithChord, insertText } from './text-edit';

/**
 * One key event applied to a one-line field: an editing chord (arrows, Backspace, Ctrl+U …)
 * or typed and pasted text. Undefined when the event does not edit a line.
 */
export function editLine(
  current: EditState,
  input: string,
  key: Key,
  chords: readonly string[],
  width = 80,
): EditState | undefined {
  const edited =
    chords.length === 1
      ? editWithChord(current, chords[0]!, { multiline: false, width })
      : undefined;
  if (edited) return edited;
  return isTextInput(input, key) ? insertText(current, input, false) : undefined;
}
