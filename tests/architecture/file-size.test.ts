import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8, "no file over ~400 lines in src/ except data tables": a file that grows past the
 * limit is split by responsibility, not waved through. Only data tables may stay longer,
 * each named here with its reason.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 400;

/** Source code; stylesheets and assets are not counted. */
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Data tables allowed over the limit. Keep it short: code never belongs here. */
const DATA_TABLES: Record<string, string> = {
  'src/shared/i18n/en/terminal.ts':
    "the terminal UI's English words: one string per line, no code (its screens' words are split out by screen)",
};

/** Lines of a file: `wc -l`, plus a last line that has no newline. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

function codeFiles(folder: string): string[] {
  return (readdirSync(resolve(ROOT, folder), { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => CODE.test(file))
    .sort();
}

describe('file size', () => {
  const sizes = codeFiles('src').map((file) => ({
    file,
    lines: lineCount(readFileSync(resolve(ROOT, file), 'utf8')),
  }));

  it(`finds no file in src/ over ${MAX_LINES} lines but the listed data tables`, () => {
    const over = sizes
      .filter(({ file, lines }) => lines > MAX_LINES && !(file in DATA_TABLES))
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(over).toEqual([]);
  });

  it('lists only data tables that exist and are still over the limit', () => {
    const stale = Object.keys(DATA_TABLES).filter(
      (file) => !sizes.some((size) => size.file === file && size.lines > MAX_LINES),
    );
    expect(stale).toEqual([]);
  });

  it('counts a last line without a newline too', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('\n')).toBe(1);
  });
});
