import { describe, expect, it } from 'vitest';
import {
  cursorOnNextRow,
  editorView,
  layoutEditor,
  type VisualRow,
} from '../../../src/terminal/app/layout/editor-rows';
import { graphemes, textWidth } from '../../../src/terminal/app/layout/text-width';
import { editWithChord } from '../../../src/terminal/app/model/text-edit';

/**
 * The post form's text area, issue 14 ("Arabic … read correctly in the terminal"): each row
 * of what was typed drawn in visual order in its paragraph's direction, right-aligned in an
 * Arabic interface, the cursor on its letter.
 */

/** Right-to-left text as drawn: its graphemes (a letter with its marks whole) reversed. */
const reversed = (s: string) => graphemes(s).reverse().join('');
/** A row as the terminal shows it, with its leading blanks. */
const drawn = (row: VisualRow) => ' '.repeat(row.pad) + row.cells.map((c) => c.text).join('');
/** The text on the cursor's cell. */
const underCursor = (row: VisualRow) => row.cells[row.cursor]?.text;
const at = (value: string, cursor = value.length) => ({ value, cursor });

const HELLO = 'مرحبا';
const WORLD = 'بالعالم';

describe('the rows of the post text, as drawn', () => {
  it('leaves English as typed, at the left, in either interface', () => {
    for (const ui of ['ltr', 'rtl'] as const) {
      const { rows } = editorView(at('fresh bread', 0), 30, ui);
      expect(drawn(rows[0]!)).toBe('fresh bread');
      expect(underCursor(rows[0]!)).toBe('f');
    }
  });

  it('draws an Arabic line from the right: at the left edge in English, the right in Arabic', () => {
    const text = `${HELLO} ${WORLD}`;
    const ltr = editorView(at(text, 0), 30, 'ltr').rows[0]!;
    // One free column at its left, where the cursor goes past its end.
    expect(drawn(ltr)).toBe(` ${reversed(WORLD)} ${reversed(HELLO)}`);
    // The cursor at the start of the text is on its first letter: the rightmost.
    expect(underCursor(ltr)).toBe('م');
    expect(ltr.cursor).toBe(ltr.cells.length - 1);
    const rtl = editorView(at(text, 0), 30, 'rtl').rows[0]!;
    expect(drawn(rtl)).toBe(
      `${' '.repeat(30 - textWidth(text))}${reversed(WORLD)} ${reversed(HELLO)}`,
    );
    expect(textWidth(drawn(rtl))).toBe(30);
  });

  it('puts the cursor past the end of an Arabic line at its left, where the next letter goes', () => {
    const row = editorView(at(HELLO), 20, 'rtl').rows[0]!;
    expect(row.cursor).toBe(0);
    expect(underCursor(row)).toBe(' ');
    // The letters stay at the right edge: the blank takes the free column at their left.
    expect(drawn(row)).toBe(`${' '.repeat(14)} ${reversed(HELLO)}`);
    expect(drawn(editorView(at(HELLO), 20, 'rtl', false).rows[0]!)).toBe(
      `${' '.repeat(15)}${reversed(HELLO)}`,
    );
  });

  it('an empty post in an Arabic interface starts at the right; in English at the left', () => {
    expect(drawn(editorView(at(''), 10, 'rtl').rows[0]!)).toBe(`${' '.repeat(9)} `);
    expect(editorView(at(''), 10, 'ltr').rows[0]!.pad).toBe(0);
  });

  it('lays out each paragraph in its own direction, from its first letter', () => {
    const text = `${HELLO} ok\nok ${HELLO}\n123`;
    const { rows } = editorView(at(text, 0), 20, 'rtl');
    expect(rows.map((r) => r.direction)).toEqual(['rtl', 'ltr', 'rtl']);
    expect(drawn(rows[0]!).trimStart()).toBe(`ok ${reversed(HELLO)}`);
    expect(textWidth(drawn(rows[0]!))).toBe(20);
    expect(drawn(rows[1]!)).toBe(`ok ${reversed(HELLO)}`);
    // No letter at all: the interface's direction, so at the right in Arabic.
    expect(drawn(rows[2]!)).toBe(`${' '.repeat(17)}123`);
    expect(editorView(at(text, 0), 20, 'ltr').rows[2]!.pad).toBe(0);
  });

  it('keeps @addresses, #tags and web addresses whole and left to right inside Arabic', () => {
    const text = `${HELLO} @bob@example.org و #tag_1 انظر https://example.org/a/ الآن`;
    const row = editorView(at(text, 0), 100, 'ltr').rows[0]!;
    expect(drawn(row).trimStart()).toBe(
      [
        reversed('الآن'),
        'https://example.org/a/',
        reversed('انظر'),
        '#tag_1',
        'و',
        '@bob@example.org',
        reversed(HELLO),
      ].join(' '),
    );
  });

  it('keeps tashkeel on its letter and an emoji whole, and the cursor moves over them whole', () => {
    const text = 'مَرْحَبًا 👩‍👩‍👧';
    const row = editorView(at(text, 0), 30, 'ltr').rows[0]!;
    expect(row.cells.map((c) => c.text)).toEqual(['👩‍👩‍👧', ' ', ...graphemes('مَرْحَبًا').reverse()]);
    expect(underCursor(row)).toBe('مَ');
  });

  it('wraps a long Arabic paragraph before words, by display width, every row from the right', () => {
    const text = 'هذا نص عربي طويل يلتف على عدة أسطر في حقل النص 🙂 مع رمز';
    const width = 16;
    const { rows: logical } = layoutEditor(at(text), width);
    const { rows } = editorView(at(text), width, 'rtl', false);
    expect(rows.length).toBeGreaterThan(3);
    const words = new Set(text.split(' '));
    logical.forEach((row, i) => {
      expect(textWidth(row.text)).toBeLessThanOrEqual(width - 1);
      // Whole words on every row (a row ends with the blank after its last word).
      for (const word of row.text.trim().split(' ')) expect(words.has(word)).toBe(true);
      expect(textWidth(drawn(rows[i]!))).toBe(width);
      expect(drawn(rows[i]!).trim()).toBe(reversed(row.text.trim()));
    });
    // Rows put back together give the text.
    expect(logical.map((r) => r.text).join('')).toBe(text);
  });

  it('breaks a word wider than a row between graphemes', () => {
    const { rows } = layoutEditor(at('abcdefgh\nxy'), 5);
    expect(rows.map((r) => r.text)).toEqual(['abcd', 'efgh', 'xy']);
    const marks = 'مَرْحَبًامَرْحَبًا';
    for (const row of layoutEditor(at(marks), 4).rows)
      expect(graphemes(row.text).join('')).toBe(row.text);
  });
});

describe('moving up and down the drawn rows', () => {
  it('keeps the distance from the right edge in Arabic rows of an Arabic interface', () => {
    const text = `${HELLO} ${WORLD}\n${WORLD}`;
    // The cursor on the first letter of the first line: the right edge.
    const down = cursorOnNextRow(at(text, 0), 30, 1, 'rtl');
    expect(down).toBe(text.indexOf('\n') + 1);
    // On the third letter from the right, then down: the third letter of the next line.
    expect(cursorOnNextRow(at(text, 2), 30, 1, 'rtl')).toBe(text.indexOf('\n') + 3);
    // Left of the shorter line's letters: its end.
    expect(cursorOnNextRow(at(text, HELLO.length + 3), 30, 1, 'rtl')).toBe(text.length);
  });

  it('in English rows by column, as before', () => {
    const text = 'abcdefgh\nxy';
    expect(cursorOnNextRow(at(text, 2), 5, 1, 'ltr')).toBe(6);
    expect(cursorOnNextRow(at(text, 7), 5, 1, 'ltr')).toBe(11);
    expect(cursorOnNextRow(at(text, 10), 5, -1, 'ltr')).toBe(5);
  });
});

describe('left and right arrows', () => {
  const key = (state: { value: string; cursor: number }, chord: string) =>
    editWithChord(state, chord, { multiline: true, width: 30, direction: 'rtl' })!.cursor;

  it('move toward that side as drawn: on in an Arabic paragraph, back in an English one', () => {
    const text = `${HELLO}
fresh`;
    // The cursor on the first Arabic letter (the rightmost): left goes to the second.
    expect(key(at(text, 0), 'left')).toBe(1);
    expect(key(at(text, 1), 'right')).toBe(0);
    // Ctrl+B and Ctrl+F stay logical: back and on.
    expect(key(at(text, 1), 'ctrl+b')).toBe(0);
    expect(key(at(text, 1), 'ctrl+f')).toBe(2);
    const fresh = text.indexOf('f');
    expect(key(at(text, fresh + 1), 'left')).toBe(fresh);
    expect(key(at(text, fresh + 1), 'right')).toBe(fresh + 2);
  });
});
