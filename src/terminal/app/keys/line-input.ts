import type { Key } from 'ink';
import { type EditState, editWithChord, insertText } from '../model/text-edit';
import { isTextInput } from './ink-chord';

/**
 * A key typed into a one-line field (the settings value, a scheduled post's new time, the
 * shoutbox): the edit it makes, or undefined when the key is not for the field.
 */
export function editLine(
  current: EditState,
  input: string,
  key: Key,
  chords: readonly string[],
  width: number,
): EditState | undefined {
  const edited =
    chords.length === 1
      ? editWithChord(current, chords[0]!, { multiline: false, width })
      : undefined;
  if (edited) return edited;
  return isTextInput(input, key) ? insertText(current, input, false) : undefined;
}
