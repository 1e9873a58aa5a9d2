import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenize } from '@alcalzone/ansi-tokenize';
import { build } from 'esbuild';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiTokenize, lazySegmenter, stringWidthFast } from '../../bin/string-width-fast.mjs';

/**
 * The terminal UI's bundles measure text with a stand-in for string-width
 * (bin/string-width-fast.mjs): it must answer as string-width does, for every kind of text
 * a timeline shows, and leave the real module and the segmenters unloaded for ASCII.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);

type Width = (
  text: unknown,
  options?: { countAnsiEscapeCodes?: boolean; ambiguousIsNarrow?: boolean },
) => number;
interface Bundled {
  stringWidth: Width;
  wrapAnsi: (text: string, columns: number, options?: { hard?: boolean }) => string;
  sliceAnsi: (text: string, start: number, end?: number) => string;
  tokenize: typeof tokenize;
  segmenters: () => number;
}

let work: string;
let bundled: Bundled;
let inputs: string[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'petrel-string-width-'));
  const outfile = join(work, 'bundle.cjs');
  // Counts the segmenters the bundle makes (its own `Intl`, before any module of it runs).
  const counting = `var segmentersMade = 0;
var Intl = Object.assign(Object.create(globalThis.Intl), {
  Segmenter: class extends globalThis.Intl.Segmenter {
    constructor(...args) { super(...args); segmentersMade++; }
  },
});`;
  const result = await build({
    stdin: {
      contents: `export const segmenters = () => segmentersMade;
export { default as stringWidth } from 'string-width';
export { default as wrapAnsi } from 'wrap-ansi';
export { default as sliceAnsi } from 'slice-ansi';
export { tokenize } from '@alcalzone/ansi-tokenize';`,
      resolveDir: root,
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    outfile,
    absWorkingDir: root,
    metafile: true,
    banner: { js: counting },
    logLevel: 'silent',
    plugins: [stringWidthFast],
  });
  expect(result.warnings).toEqual([]);
  inputs = Object.keys(result.metafile.inputs);
  bundled = require(outfile) as Bundled;
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const ESC = '\u001b';
const SAMPLES: Record<string, string[]> = {
  ascii: ['', ' ', 'Hello, world!', 'a~b|c{d}', '@alice@example.social boosted'],
  cjk: ['日本語のテキスト', '한국어', '中文，标点。', 'ｶﾞｷﾞ', 'mixed 日本 text'],
  emoji: ['👍', '👍🏽', '🇫🇷', '☺️', '1️⃣', 'ok 🎉 done'],
  zwj: ['👨‍👩‍👧‍👦', '🏳️‍🌈', '👩🏽‍💻', '🧑‍🤝‍🧑'],
  combining: ['e\u0301', 'Zalgo: Z\u0351\u0358a\u0300\u0301', 'n\u0303o', 'क्षि', '\u200b'],
  ansi: [
    `${ESC}[31mred${ESC}[39m`,
    `${ESC}[1m粗体${ESC}[22m`,
    `${ESC}]8;;https://example.com${ESC}\\link${ESC}]8;;${ESC}\\`,
    `\u009b31mcsi`,
  ],
  controls: ['tab\there', 'line\nbreak', '\u0007bell', '\u007f'],
};

describe('the bundled string-width stand-in (bin/string-width-fast.mjs)', () => {
  // First: the bundle makes no segmenter when it loads (ansi-tokenize, slice-ansi, string-width).
  it("keeps string-width and the segmenters unloaded for ASCII and the UI's own glyphs", () => {
    for (const text of SAMPLES.ascii ?? []) bundled.stringWidth(`${ESC}[2m${text}${ESC}[22m`);
    const statusBar = ' @alice@example.social · Home  connecting… · ? help ';
    expect(bundled.stringWidth(statusBar)).toBe(statusBar.length);
    expect(bundled.stringWidth('╭─ Café ─╮')).toBe(10);
    bundled.wrapAnsi('a plain line of words that wraps at twenty columns', 20);
    bundled.tokenize(`${ESC}[1m@alice${ESC}[22m · Home  connecting… ─ Café`);
    expect(bundled.segmenters()).toBe(0);
  });

  for (const [kind, texts] of Object.entries(SAMPLES)) {
    it(`measures ${kind} text as string-width does`, () => {
      for (const text of texts) {
        expect(bundled.stringWidth(text), JSON.stringify(text)).toBe(stringWidth(text));
        expect(bundled.stringWidth(text, { countAnsiEscapeCodes: true })).toBe(
          stringWidth(text, { countAnsiEscapeCodes: true }),
        );
      }
    });
  }

  it('measures each character of the ranges it answers itself as string-width does', () => {
    const ranges = [
      [0x7f, 0x320],
      [0x2000, 0x2040],
      [0x24f0, 0x25b0],
    ];
    for (const [from, to] of ranges) {
      for (let code = from ?? 0; code <= (to ?? 0); code++) {
        const char = String.fromCharCode(code);
        for (const text of [char, `a${char}b`, `${char}\u0301`, `${char}\ufe0f`]) {
          const label = `U+${code.toString(16)} in ${JSON.stringify(text)}`;
          expect(bundled.stringWidth(text), label).toBe(stringWidth(text));
          expect(bundled.stringWidth(text, { ambiguousIsNarrow: false }), label).toBe(
            stringWidth(text, { ambiguousIsNarrow: false }),
          );
        }
      }
    }
  });

  it('answers 0 for what is not text, as string-width does', () => {
    for (const value of [undefined, null, 42, {}]) {
      expect(bundled.stringWidth(value)).toBe(0);
    }
  });

  it('gives wrap-ansi the same measure as Ink (one copy of string-width)', () => {
    const files = inputs.filter((path) => !path.startsWith('petrel-string-width-fast:'));
    expect(files.filter((path) => path.includes('string-width/index.js'))).toEqual([
      'node_modules/string-width/index.js',
    ]);
    // A ZWJ family is two columns wide: it fits a 4-column row beside "ab".
    expect(bundled.wrapAnsi('ab 👨‍👩‍👧‍👦 cd', 5, { hard: true })).toBe('ab 👨‍👩‍👧‍👦\ncd');
    expect(bundled.wrapAnsi('日本語 テキスト', 8)).toBe('日本語\nテキスト');
  });

  it('makes the segmenters on first use and slices graphemes whole', () => {
    expect(bundled.sliceAnsi('a👨‍👩‍👧‍👦b', 1, 3)).toBe('👨‍👩‍👧‍👦');
    expect(bundled.stringWidth('é👍')).toBe(3);
    expect(bundled.segmenters()).toBeGreaterThan(0);
  });
});

describe("the bundled ansi-tokenize (Ink's cutting of each frame's lines)", () => {
  it('cuts ASCII lines without a segmenter and every line as the original does', () => {
    const ascii = [
      '',
      'plain words',
      `${ESC}[1m@alice${ESC}[22m boosted ${ESC}[38;2;1;2;3mthis${ESC}[39m`,
      `${ESC}]8;;https://example.com\u0007link${ESC}]8;;\u0007 after`,
      'tab\tand\u007f',
      'cr\rlf\nand crlf\r\nend',
    ];
    const before = bundled.segmenters();
    for (const line of ascii.filter((text) => !text.includes('\r\n'))) {
      expect(bundled.tokenize(line), JSON.stringify(line)).toEqual(tokenize(line));
      expect(bundled.tokenize(line, 5)).toEqual(tokenize(line, 5));
    }
    expect(bundled.segmenters()).toBe(before);
    const others = [...(SAMPLES.zwj ?? []), ...(SAMPLES.cjk ?? []), ...(SAMPLES.combining ?? [])];
    for (const line of [...ascii, ...others, `${ESC}[31m👍🏽${ESC}[39m ok`]) {
      expect(bundled.tokenize(line), JSON.stringify(line)).toEqual(tokenize(line));
    }
  });

  it('cuts each character of the ranges it cuts itself as the original does', () => {
    for (const [from, to] of [
      [0, 0x320],
      [0x2000, 0x2040],
      [0x24f0, 0x25b0],
    ] as const) {
      for (let code = from; code <= to; code++) {
        const char = String.fromCharCode(code);
        for (const line of [`a${char}b`, `${char}${char}`, `${char}\u0301`, `${char}\ufe0f`]) {
          expect(bundled.tokenize(line), `U+${code.toString(16)}`).toEqual(tokenize(line));
        }
      }
    }
  });

  it('says so when an update changed the module', () => {
    expect(asciiTokenize('const segmenter = new Intl.Segmenter();')).toBeUndefined();
  });
});

describe('lazySegmenter', () => {
  const lazy = { declaration: 'const s = new Intl.Segmenter();', name: 's', make: 'new X()' };

  it('makes the segmenter where it is first used', () => {
    expect(
      lazySegmenter('const s = new Intl.Segmenter();\nf(s.segment(a), s.segment(b));', lazy),
    ).toBe('let s;\nf((s ??= new X()).segment(a), (s ??= new X()).segment(b));');
  });

  it('says so when an update changed the module', () => {
    expect(lazySegmenter('const s = new Intl.Segmenter("en");', lazy)).toBeUndefined();
  });
});
