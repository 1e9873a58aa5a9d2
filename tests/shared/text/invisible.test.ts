import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUT_MARK, htmlToPlain, MAX_HTML_LENGTH } from '../../../src/shared/text/html-to-plain';
import { dropInvisible, markInvisible, visibleName } from '../../../src/shared/text/invisible';
import { safeLine, stripControl, terminalJson } from '../../../src/shared/text/terminal-safe';
import { textWidth } from '../../../src/terminal/app/layout/text-width';

/** Code points that hide in a handle: zero-width, joiners, BOM, Hangul fillers, tags, blanks. */
const HIDDEN = [
  0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x115f, 0x1160, 0x3164, 0xffa0, 0x00ad, 0x034f, 0x180e,
  0x2800, 0x00a0, 0x3000, 0x202e, 0x2066, 0xe0001, 0xe0041, 0xe007f, 0x1b, 0x9b,
];

afterEach(() => vi.restoreAllMocks());

describe('markInvisible (handles)', () => {
  it('shows every hidden character as [U+XXXX]', () => {
    expect(markInvisible('alice\u200b@good.example')).toBe('alice[U+200B]@good.example');
    for (const code of HIDDEN) {
      const marked = markInvisible(`a${String.fromCodePoint(code)}b`);
      expect(marked).toBe(`a[U+${code.toString(16).toUpperCase().padStart(4, '0')}]b`);
    }
  });

  it('leaves ordinary handles alone, in any script', () => {
    for (const handle of [
      'alice@good.example',
      'ユーザー@例え.jp',
      'müller@bücher.de',
      'a_b-c.d',
    ]) {
      expect(markInvisible(handle)).toBe(handle);
    }
  });
});

describe('dropInvisible (names and text)', () => {
  it('drops zero-width characters, BOM, Hangul fillers and stray tags', () => {
    expect(dropInvisible('Al\u200bi\u2060c\ufeffe\u3164\u115f\u1160\uffa0\u{E0041}')).toBe('Alice');
  });

  it('keeps what real text needs: ZWJ emoji, variation selectors, ZWNJ, RLM, flag tags', () => {
    for (const text of ['👩‍👩‍👧', '❤️', 'می‌خواهم', 'a\u200fb', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '漢字']) {
      expect(dropInvisible(text)).toBe(text);
    }
  });

  it('falls back when nothing visible is left of a name', () => {
    expect(visibleName('\u3164\u3164 \u200b', 'alice')).toBe('alice');
    expect(visibleName(' Bob\u200b ', 'bob')).toBe('Bob');
  });
});

describe('terminal widths', () => {
  it('measures sanitized text as wide as a terminal draws it', () => {
    // string-width counts these as 0 columns; terminals draw U+3164/U+115F 2, U+FFA0 1.
    const hostile = `ab\u3164\u115f\uffa0\u200bcd`;
    expect(safeLine(hostile)).toBe('abcd');
    expect(textWidth(safeLine(hostile))).toBe(4);
    expect(textWidth(markInvisible('\u3164'))).toBe('[U+3164]'.length);
  });
});

describe('terminalJson', () => {
  it('escapes C1, DEL, bidi, separators and invisible characters, and means the same', () => {
    const value = {
      text: 'x\u009b2Jy\u007f \u202eevil\u202c \u2028 \u200b \ufeff \u3164 \u{E0041} \x1b[2J',
      emoji: '👩‍👩‍👧 ❤️',
    };
    const json = terminalJson(value, 2);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for raw controls
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u202a-\u202e]/);
    expect(json).not.toMatch(/[\u200b\ufeff\u3164]|\u{E0041}/u);
    expect(json).toContain('\\u009b');
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toContain('👩‍👩‍👧 ❤️');
  });

  it('escapes a DEL in otherwise plain ASCII, and leaves plain ASCII as JSON.stringify wrote it', () => {
    expect(terminalJson({ a: 'x\u007fy' })).toBe('{"a":"x\\u007fy"}');
    const plain = { id: '1', text: 'plain <p>ASCII</p> & "quotes"', n: [1, 2] };
    expect(terminalJson(plain, 2)).toBe(JSON.stringify(plain, null, 2));
  });
});

describe('plain ASCII text (checked before the Unicode-property regexes)', () => {
  it('marks a space, tab or control as the only hidden character of an ASCII handle', () => {
    expect(markInvisible('alice @good.example')).toBe('alice[U+0020]@good.example');
    expect(markInvisible('alice\t@good.example')).toBe('alice[U+0009]@good.example');
    expect(markInvisible('alice\u007f')).toBe('alice[U+007F]');
  });

  it('drops a soft hyphen just past ASCII and keeps ASCII text as it is', () => {
    expect(dropInvisible('Mül\u00adler')).toBe('Müller');
    expect(dropInvisible('plain, ASCII!')).toBe('plain, ASCII!');
  });
});

describe('htmlToPlain on a huge post', () => {
  it('says the text was cut and prints no warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const huge = `<p>${'word '.repeat(MAX_HTML_LENGTH / 4)}THE-END</p>`;
    const text = htmlToPlain(huge);
    expect(text.endsWith(`\n${CUT_MARK}`)).toBe(true);
    expect(text).not.toContain('THE-END');
    expect(warn).not.toHaveBeenCalled();
    expect(htmlToPlain('<p>short</p>')).toBe('short');
  });

  it('never splits a surrogate pair where it cuts', () => {
    const huge = '😀'.repeat(MAX_HTML_LENGTH);
    const text = htmlToPlain(huge);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(stripControl(text)).toBe(text);
  });
});
