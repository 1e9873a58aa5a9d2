import type { Direction } from '../layout/bidi';
import { cursorOnNextRow, editorParagraphDirection } from '../layout/editor-rows';
import { graphemeSegmenter } from '../layout/graphemes';

export { type EditorRow, layoutEditor } from '../layout/editor-rows';

/**
 * A text being edited: the value and the cursor as a UTF-16 offset that always sits on a
 * grapheme boundary, so an emoji or a CJK character is moved over and deleted whole.
 * Pure functions: the views keep an `EditState` and replace it.
 */
export interface EditState {
  readonly value: string;
  readonly cursor: number;
}

export const emptyEdit: EditState = { value: '', cursor: 0 };

export function editOf(value: string): EditState {
  return { value, cursor: value.length };
}

function previousBoundary(value: string, cursor: number): number {
  if (cursor <= 0) return 0;
  return (
    graphemeSegmenter()
      .segment(value)
      .containing(cursor - 1)?.index ?? cursor - 1
  );
}

function nextBoundary(value: string, cursor: number): number {
  if (cursor >= value.length) return value.length;
  const segment = graphemeSegmenter().segment(value).containing(cursor);
  return segment ? segment.index + segment.segment.length : cursor + 1;
}

/**
 * Typed or pasted text. Line breaks become `\n` (or spaces in a one-line field); other
 * control characters are dropped, so a paste cannot smuggle escape sequences into a post.
 */
export function insertText(state: EditState, text: string, multiline: boolean): EditState {
  let clean = text.replace(/\r\n?/g, '\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  clean = clean.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
  if (!multiline) clean = clean.replace(/\n/g, ' ');
  if (clean === '') return state;
  const value = state.value.slice(0, state.cursor) + clean + state.value.slice(state.cursor);
  return { value, cursor: state.cursor + clean.length };
}

export function deleteBackward(state: EditState): EditState {
  if (state.cursor === 0) return state;
  const start = previousBoundary(state.value, state.cursor);
  return {
    value: state.value.slice(0, start) + state.value.slice(state.cursor),
    cursor: start,
  };
}

export function moveLeft(state: EditState): EditState {
  return { ...state, cursor: previousBoundary(state.value, state.cursor) };
}

export function moveRight(state: EditState): EditState {
  return { ...state, cursor: nextBoundary(state.value, state.cursor) };
}

function lineStart(value: string, cursor: number): number {
  return value.lastIndexOf('\n', cursor - 1) + 1;
}

function lineEnd(value: string, cursor: number): number {
  const end = value.indexOf('\n', cursor);
  return end === -1 ? value.length : end;
}

export function moveLineStart(state: EditState): EditState {
  return { ...state, cursor: lineStart(state.value, state.cursor) };
}

export function moveLineEnd(state: EditState): EditState {
  return { ...state, cursor: lineEnd(state.value, state.cursor) };
}

/** Ctrl+U: delete from the line start to the cursor. */
export function deleteToLineStart(state: EditState): EditState {
  const start = lineStart(state.value, state.cursor);
  return { value: state.value.slice(0, start) + state.value.slice(state.cursor), cursor: start };
}

/** Ctrl+K: delete from the cursor to the line end. */
export function deleteToLineEnd(state: EditState): EditState {
  const end = lineEnd(state.value, state.cursor);
  return {
    value: state.value.slice(0, state.cursor) + state.value.slice(end),
    cursor: state.cursor,
  };
}

/** Ctrl+W: delete the word before the cursor (and the spaces after it). */
export function deleteWordBackward(state: EditState): EditState {
  const before = state.value.slice(0, state.cursor);
  const match = /\S*\s*$/.exec(before);
  const start = state.cursor - (match?.[0].length ?? 0);
  return { value: state.value.slice(0, start) + state.value.slice(state.cursor), cursor: start };
}

/**
 * An arrow key: one letter toward that side of the screen. In a right-to-left paragraph
 * (Arabic, drawn from the right) the left arrow goes on to the next letter and the right
 * arrow back; Ctrl+B and Ctrl+F always go back and on. `ui`, the interface's direction,
 * decides for a paragraph without letters.
 */
export function moveToward(state: EditState, side: 'left' | 'right', ui?: Direction): EditState {
  const { value, cursor } = state;
  const paragraph = value.slice(lineStart(value, cursor), lineEnd(value, cursor));
  const rtl = editorParagraphDirection(paragraph, ui ?? 'ltr') === 'rtl';
  return (side === 'left') !== rtl ? moveLeft(state) : moveRight(state);
}

/** Move one visual row up or down, to the cell drawn nearest above or below the cursor's. */
export function moveVertical(
  state: EditState,
  width: number,
  direction: -1 | 1,
  ui: Direction = 'ltr',
): EditState {
  return { ...state, cursor: cursorOnNextRow(state, width, direction, ui) };
}

/** A key (canonical chord) that edits text; undefined when the key is not an editing key. */
export function editWithChord(
  state: EditState,
  chord: string,
  /** `direction`: the interface's, which sets where right-to-left rows are drawn. */
  options: { multiline: boolean; width: number; direction?: Direction },
): EditState | undefined {
  switch (chord) {
    case 'backspace':
    case 'ctrl+h':
      return deleteBackward(state);
    case 'left':
      return moveToward(state, 'left', options.direction);
    case 'right':
      return moveToward(state, 'right', options.direction);
    case 'ctrl+b':
      return moveLeft(state);
    case 'ctrl+f':
      return moveRight(state);
    case 'home':
    case 'ctrl+a':
      return moveLineStart(state);
    case 'end':
    case 'ctrl+e':
      return moveLineEnd(state);
    case 'ctrl+u':
      return deleteToLineStart(state);
    case 'ctrl+k':
      return deleteToLineEnd(state);
    case 'ctrl+w':
      return deleteWordBackward(state);
    case 'enter':
      return options.multiline ? insertText(state, '\n', true) : undefined;
    case 'up':
      return options.multiline
        ? moveVertical(state, options.width, -1, options.direction)
        : undefined;
    case 'down':
      return options.multiline
        ? moveVertical(state, options.width, 1, options.direction)
        : undefined;
    case 'space':
      return insertText(state, ' ', options.multiline);
    default:
      return undefined;
  }
}

/**
 * A one-line field's keys read at once (a pty or a fast typist writes Ctrl+U, `1234` and
 * Enter together; Ink hands them over as one input): each chord applied in turn, up to an
 * Enter. `entered` says the line was ended (the keys after it are dropped).
 */
export function editWithRun(
  state: EditState,
  chords: readonly string[],
  width: number,
): { state: EditState; entered: boolean } {
  let edit = state;
  for (const chord of chords) {
    if (chord === 'enter') return { state: edit, entered: true };
    // A named chord (enter, ctrl+u, backspace) edits; any other is a grapheme to insert.
    const named = chord.length > 1 && /^[a-z]+(\+[a-z]+)*$/.test(chord);
    const text = chord === 'space' ? ' ' : named ? undefined : chord;
    edit =
      (text !== undefined ? insertText(edit, text, false) : undefined) ??
      editWithChord(edit, chord, { multiline: false, width }) ??
      edit;
  }
  return { state: edit, entered: false };
}
