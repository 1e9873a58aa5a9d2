import chalk from 'chalk';
import { cleanup } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { openPostForm } from './support/post-form';
import { KEYS, plain } from './support/render-app';
import { endColumn, lineWith, reversed } from './support/rtl-frame';

/**
 * Issue 14, "Arabic … read correctly in the terminal": what is typed into the post form is
 * drawn row by row in visual order — an Arabic paragraph from the right (at the right edge in
 * an Arabic interface), an English one as typed — with the cursor's cell on its letter.
 */

const COLUMNS = 70;
const LEFT = '\x1b[D';
const RIGHT = '\x1b[C';
const HOME = '\x1b[H';
const END = '\x1b[F';

// The cursor is an inverse cell: colours on, so the frame says where it is.
const level = chalk.level;
beforeAll(() => {
  chalk.level = 1;
});
afterAll(() => {
  chalk.level = level;
});
afterEach(() => cleanup());

async function postForm(language: string) {
  const { app } = await openPostForm(language, COLUMNS);
  await app.waitFor((f) => f.includes('─'), 'the post form');
  /** Type text and wait until its last word is drawn (reversed when it is Arabic). */
  const type = async (text: string, drawnAs: string) => {
    await app.press(...text);
    return app.waitForText(drawnAs);
  };
  /** The cursor's row, and the cell under the cursor: its column and text. */
  const cursor = () => {
    // The text area: the rows between the form's two rules (the tab strip has an inverse cell too).
    const rows = (app.lastFrame() ?? '').split('\n');
    const rule = rows.findIndex((l) => plain(l).includes('──'));
    const raw = rows.slice(rule + 1).find((l) => l.includes('\x1b[7m'));
    if (raw === undefined) throw new Error(`no cursor in:\n${app.frame()}`);
    const [before = '', rest = ''] = raw.split('\x1b[7m');
    const cell = plain(rest.split('\x1b[27m')[0]);
    return { line: plain(raw), column: textWidth(plain(before)), cell };
  };
  const keysThen = async (keys: string[], check: () => boolean) => {
    await app.press(...keys);
    await app.waitFor(check, `the cursor after ${JSON.stringify(keys)}`);
  };
  return { app, type, cursor, keysThen };
}

describe('Arabic typed into the post form, in an Arabic interface', () => {
  it('reads from the right edge, the cursor on its letter as it moves', async () => {
    const { app, type, cursor, keysThen } = await postForm('ar');
    const frame = await type('سلام عليكم', reversed('عليكم'));
    const line = lineWith(frame, reversed('عليكم'));
    // The words end where the form's labels do; the cursor past them is the blank at their left.
    expect(line.trimEnd()).toMatch(new RegExp(`${reversed('عليكم')} ${reversed('سلام')}$`));
    expect(endColumn(line)).toBe(COLUMNS - 2);
    expect(cursor().cell).toBe(' ');
    expect(cursor().column).toBe(COLUMNS - 2 - textWidth('سلام عليكم') - 1);
    // Home: the first letter, at the right edge. Left goes on to the next letter.
    await keysThen([HOME], () => cursor().cell === 'س');
    expect(cursor().column).toBe(COLUMNS - 3);
    await keysThen([LEFT], () => cursor().cell === 'ل');
    expect(cursor().column).toBe(COLUMNS - 4);
    await keysThen([RIGHT], () => cursor().cell === 'س');
    // A word in English inside stays left to right, the sentence still from the right.
    await app.press(END);
    await type(' and bread', 'and bread');
    const mixed = lineWith(app.frame(), 'and bread');
    expect(mixed.trimEnd()).toMatch(
      new RegExp(`and bread ${reversed('عليكم')} ${reversed('سلام')}$`),
    );
  });

  it('a line break starts a new paragraph in its own direction; up and down keep the column', async () => {
    const { app, type, cursor, keysThen } = await postForm('ar');
    await type('مرحبا', reversed('مرحبا'));
    await app.press(KEYS.enter);
    const frame = await type('hello world', 'hello world');
    // The English paragraph at the left, under the Arabic one at the right.
    const english = lineWith(frame, 'hello world');
    expect(english.indexOf('hello')).toBe(1);
    expect(endColumn(lineWith(frame, reversed('مرحبا')))).toBe(COLUMNS - 2);
    await keysThen([KEYS.up], () => cursor().line.includes(reversed('مرحبا')));
    // Left of the Arabic word: its end, the blank where its next letter would go.
    expect(cursor().cell).toBe(' ');
    expect(cursor().column).toBe(COLUMNS - 2 - textWidth('مرحبا') - 1);
    // Back down from the Arabic row: the English row, cursor on a letter under it or at its end.
    await keysThen([KEYS.down], () => cursor().line.includes('hello world'));
  });

  it('wraps a long Arabic paragraph before words, every row ending at the right edge', async () => {
    const { type, app } = await postForm('ar');
    const words =
      'هذا نص عربي طويل جدا يكتب في حقل المنشور ليلتف على اكثر من سطر واحد ثم يكمل حتى النهاية';
    await type(words, reversed('النهاية'));
    const frame = app.frame();
    const first = lineWith(frame, reversed('هذا'));
    const last = lineWith(frame, reversed('النهاية'));
    expect(first).not.toBe(last);
    for (const row of [first, last]) {
      expect(endColumn(row)).toBe(COLUMNS - 2);
      // Whole words only: every drawn word is one of the text's.
      for (const word of row.trim().split(/\s+/))
        expect(words.split(' ')).toContain(reversed(word));
    }
  });
});

describe('Arabic typed into the post form, in an English interface', () => {
  it('reads from the right but starts at the left edge; English beside it as typed', async () => {
    const { app, type, cursor, keysThen } = await postForm('en');
    await app.waitForText('New post');
    const frame = await type('سلام عليكم', reversed('عليكم'));
    const line = lineWith(frame, reversed('عليكم'));
    expect(line).toMatch(new RegExp(`^ {2} ${reversed('عليكم')} ${reversed('سلام')}`));
    // The cursor past the end: the blank at the left of the words.
    expect(cursor().column).toBe(2);
    await keysThen([HOME], () => cursor().cell === 'م' || cursor().cell === 'س');
    expect(cursor().cell).toBe('س');
    // The words stay where they were: the free column at their left.
    expect(cursor().column).toBe(2 + 1 + textWidth('سلام عليكم') - 1);
    expect(lineWith(app.frame(), reversed('عليكم'))).toBe(line);
    await app.press(END, KEYS.enter);
    await type('fresh bread', 'fresh bread');
    expect(lineWith(app.frame(), 'fresh bread')).toMatch(/^ {2}fresh bread/);
  });
});
