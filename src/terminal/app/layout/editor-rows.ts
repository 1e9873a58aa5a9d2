import { type Direction, RTL_LETTER, visualOrder } from './bidi';
import { graphemes, textWidth } from './text-width';

/**
 * The rows of a multi-line editor (the post form's text): where the value wraps, and how
 * each row is drawn. Issue 14: Arabic typed into the terminal reads correctly — every row
 * in visual order, in its own paragraph's direction, right-aligned in a right-to-left
 * interface when its paragraph is right-to-left, the cursor on its letter.
 */

/** What the layout needs of the text being edited (`EditState`). */
export interface EditorText {
  readonly value: string;
  /** A UTF-16 offset on a grapheme boundary. */
  readonly cursor: number;
}

/** One row of an editor: a slice of the value, in logical order. */
export interface EditorRow {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The row's paragraph (the n-th line between line breaks). */
  readonly paragraph: number;
}

/**
 * Break the value into rows of at most `width - 1` columns (one column stays free for the
 * cursor past a row's end). A row breaks before a word that does not fit, so a word, an
 * `@address`, a `#tag` or a web address moves to the next row whole; only a word wider than
 * a row is broken, between graphemes (an emoji or a letter with its marks never splits).
 * Returns the rows and the cursor's row.
 */
export function layoutEditor(
  state: EditorText,
  width: number,
): { rows: EditorRow[]; cursorRow: number } {
  const room = Math.max(1, width - 1);
  const rows: EditorRow[] = [];
  let offset = 0;
  state.value.split('\n').forEach((line, paragraph) => {
    let start = offset;
    let text = '';
    let used = 0;
    const push = () => {
      rows.push({ text, start, end: start + text.length, paragraph });
      start += text.length;
      text = '';
      used = 0;
    };
    const add = (piece: string, w: number) => {
      text += piece;
      used += w;
    };
    for (const [word, w] of words(line)) {
      if (used + w <= room) add(word, w);
      else if (w <= room) {
        if (text !== '') push();
        add(word, w);
      } else {
        for (const g of graphemes(word)) {
          const gw = cellWidth(g);
          if (used + gw > room && text !== '') push();
          add(g, gw);
        }
      }
    }
    push();
    offset = start + 1;
  });
  let cursorRow = rows.length - 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const next = rows[i + 1];
    // At a soft wrap the cursor belongs to the start of the next row.
    if (state.cursor >= row.start && state.cursor <= row.end) {
      cursorRow = next && next.start === row.end && state.cursor === row.end ? i + 1 : i;
      break;
    }
  }
  return { rows, cursorRow };
}

/** A line's words and single blanks with their widths, whole graphemes (a blank's marks kept). */
function words(line: string): [string, number][] {
  const out: [string, number][] = [];
  let word = '';
  let used = 0;
  for (const g of graphemes(line)) {
    if (/^\s/u.test(g)) {
      if (word !== '') out.push([word, used]);
      out.push([g, cellWidth(g)]);
      word = '';
      used = 0;
    } else {
      word += g;
      used += cellWidth(g);
    }
  }
  if (word !== '') out.push([word, used]);
  return out;
}

const widths = new Map<string, number>();

/** One grapheme's columns, remembered: a post of thousands of letters is laid out per key. */
function cellWidth(g: string): number {
  if (g.length === 1 && g >= ' ' && g <= '~') return 1;
  let w = widths.get(g);
  if (w === undefined) {
    if (widths.size > 4096) widths.clear();
    w = textWidth(g);
    widths.set(g, w);
  }
  return w;
}

/** A drawn cell: one grapheme (mirrored if it is a bracket in right-to-left text). */
export interface EditorCell {
  readonly text: string;
  /** Where the grapheme starts in the value: the cursor there is drawn on this cell. */
  readonly offset: number;
}

/** A row as the terminal draws it, left to right. */
export interface VisualRow {
  /** Blank columns before the first cell (right-aligned rows). */
  readonly pad: number;
  readonly cells: readonly EditorCell[];
  /** The cell the cursor is on (a blank cell past the paragraph's end), else -1. */
  readonly cursor: number;
  /** The row's paragraph's direction. */
  readonly direction: Direction;
}

/**
 * A paragraph's direction by its first strong letter (like a field's `dir="auto"`); one with
 * no letter at all (empty, digits, emoji) takes the interface's, so an empty post in an
 * Arabic interface starts at the right.
 */
export function editorParagraphDirection(text: string, ui: Direction): Direction {
  // The first letter decides (rule P2; typed text holds no isolates), without running the
  // whole algorithm over a long post at every key.
  const first = /\p{L}/u.exec(text)?.[0];
  if (first === undefined) return ui;
  return RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}

/** The editor's rows, and each one drawn on demand (only the rows in view are reordered). */
export interface EditorLayout {
  readonly rows: readonly EditorRow[];
  readonly cursorRow: number;
  draw(index: number): VisualRow;
}

/**
 * The editor's rows in visual order. `ui` is the interface's direction: right-to-left
 * paragraphs end at the right edge of `width` there (the free column is at their left),
 * anywhere else rows start at the left edge. With `showCursor`, the cursor's row marks its
 * cell; past the end of a paragraph that is a blank where the next letter would go.
 */
export function editorLayout(
  state: EditorText,
  width: number,
  ui: Direction,
  showCursor = true,
): EditorLayout {
  const { rows, cursorRow } = layoutEditor(state, width);
  const directions = new Map<number, Direction>();
  const directionOf = (row: EditorRow): Direction => {
    let direction = directions.get(row.paragraph);
    if (direction === undefined) {
      const start = state.value.lastIndexOf('\n', row.start - 1) + 1;
      const end = state.value.indexOf('\n', row.start);
      const paragraph = state.value.slice(start, end < 0 ? undefined : end);
      direction = editorParagraphDirection(paragraph, ui);
      directions.set(row.paragraph, direction);
    }
    return direction;
  };
  const draw = (i: number): VisualRow => {
    const row = rows[i]!;
    const direction = directionOf(row);
    const cells: EditorCell[] = [];
    let at = row.start;
    for (const g of graphemes(row.text)) {
      cells.push({ text: g, offset: at });
      at += g.length;
    }
    const onRow = showCursor && i === cursorRow;
    const atEnd = onRow && state.cursor === row.end;
    if (atEnd) cells.push({ text: ' ', offset: row.end });
    const ordered = inVisualOrder(cells, direction);
    const cursor = onRow ? ordered.findIndex((c) => c.offset === state.cursor) : -1;
    const drawn = ordered.reduce((sum, c) => sum + cellWidth(c.text), 0);
    // A right-to-left row in a left-to-right interface keeps the free column at its left
    // too, where the cursor goes past its end, so the words stay put as the cursor moves.
    const pad = direction === 'ltr' ? 0 : ui === 'rtl' ? Math.max(0, width - drawn) : atEnd ? 0 : 1;
    return { pad, cells: ordered, cursor, direction };
  };
  return { rows, cursorRow, draw };
}

/** Every row of the editor drawn (`editorLayout` draws only those asked for). */
export function editorView(
  state: EditorText,
  width: number,
  ui: Direction,
  showCursor = true,
): { rows: VisualRow[]; cursorRow: number } {
  const layout = editorLayout(state, width, ui, showCursor);
  return { rows: layout.rows.map((_, i) => layout.draw(i)), cursorRow: layout.cursorRow };
}

function inVisualOrder(cells: EditorCell[], direction: Direction): EditorCell[] {
  const text = cells.map((c) => c.text).join('');
  if (direction === 'ltr' && !RTL_LETTER.test(text)) return cells;
  return visualOrder(text, direction).map((u) => ({
    text: u.text,
    offset: cells[u.index]!.offset,
  }));
}

/**
 * The cursor one row up or down, on the cell under the one it is on now (as drawn, so a
 * right-aligned Arabic row keeps its distance from the right edge). Past a row's drawn
 * cells it goes to the row's end on the side its paragraph ends, else its start.
 */
export function cursorOnNextRow(
  state: EditorText,
  width: number,
  step: -1 | 1,
  ui: Direction,
): number {
  const layout = editorLayout(state, width, ui);
  const { cursorRow, rows: logical } = layout;
  const range = logical[cursorRow + step];
  if (!range) return step < 0 ? 0 : state.value.length;
  const row = layout.draw(cursorRow);
  const target = layout.draw(cursorRow + step);
  let x = row.pad;
  for (let i = 0; i < Math.max(0, row.cursor); i++) x += cellWidth(row.cells[i]!.text);
  let column = target.pad;
  for (const cell of target.cells) {
    const w = cellWidth(cell.text);
    if (x < column + w && x >= column) return cell.offset;
    column += w;
  }
  const pastRight = x >= column;
  const towardEnd = pastRight === (target.direction === 'ltr');
  if (!towardEnd) return range.start;
  // The end of the paragraph's last row, or the last letter of a row that wraps on.
  const wraps = logical[cursorRow + step + 1]?.start === range.end;
  if (!wraps) return range.end;
  const last = graphemes(range.text).at(-1) ?? '';
  return range.end - last.length;
}
