import { describe, expect, it } from 'vitest';
import { safeLine, stripControl } from '../../../src/shared/text/terminal-safe';

const ESC = '\u001b';
const BEL = '\u0007';

/** The property that matters: nothing a terminal would interpret survives. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
const INTERPRETED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('stripControl', () => {
  it('leaves ordinary text, CJK, emoji and ZWJ sequences untouched', () => {
    const text = 'Hello 世界 — café 👩‍👩‍👧 🏳️‍🌈 👍🏽 مرحبا\u200f ok\nnext line';
    expect(stripControl(text)).toBe(text);
  });

  it('removes colour codes and cursor moves with their parameters', () => {
    expect(stripControl(`${ESC}[31mred${ESC}[0m plain ${ESC}[2J${ESC}[H${ESC}[?1049h`)).toBe(
      'red plain ',
    );
  });

  it('removes a window-title OSC ended by BEL or by ST', () => {
    expect(stripControl(`a${ESC}]0;pwned${BEL}b`)).toBe('ab');
    expect(stripControl(`a${ESC}]2;pwned${ESC}\\b`)).toBe('ab');
  });

  it('keeps the visible text of a disguised OSC 8 hyperlink but drops the hidden target', () => {
    const link = `${ESC}]8;;https://evil.example${ESC}\\bank.example${ESC}]8;;${ESC}\\`;
    expect(stripControl(link)).toBe('bank.example');
  });

  it('removes a clipboard-writing OSC 52 sequence', () => {
    expect(stripControl(`x${ESC}]52;c;cm0gLXJmIH4=${BEL}y`)).toBe('xy');
  });

  it('removes DCS, APC, PM and SOS strings', () => {
    expect(stripControl(`1${ESC}Pq#0;2;0;0;0${ESC}\\2`)).toBe('12');
    expect(stripControl(`1${ESC}_Gf=100;AAAA${ESC}\\2`)).toBe('12');
    expect(stripControl(`1${ESC}^private${ESC}\\2${ESC}Xsos${ESC}\\3`)).toBe('123');
  });

  it('removes 8-bit C1 introduced sequences', () => {
    expect(stripControl('a\u009b31mb\u009d0;title\u009cc\u0090dcs\u009cd')).toBe('abcd');
  });

  it('removes single-character escapes and charset switches', () => {
    expect(stripControl(`a${ESC}cb${ESC}7c${ESC}(Bd${ESC}#8e`)).toBe('abcde');
  });

  it('removes a lone ESC, including one at the very end', () => {
    expect(stripControl(`a${ESC}${ESC}\nb${ESC}`)).toBe('a\nb');
  });

  it('drops other C0 controls, DEL and C1 controls', () => {
    expect(stripControl('a\u0000b\u0007c\u0008d\u000be\u000cf\u007fg\u0085h\u0099i')).toBe(
      'abcdefghi',
    );
  });

  it('turns tabs into two spaces and normalises carriage returns to newlines', () => {
    expect(stripControl('\tindented')).toBe('  indented');
    expect(stripControl('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(stripControl('para\u2029next\u2028line')).toBe('para\nnext\nline');
  });

  it('removes bidi overrides and isolates that could disguise a file name or URL', () => {
    expect(stripControl('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(stripControl('\u2066a\u2067b\u2068c\u2069\u202Ad\u202Be\u202Cf\u202D')).toBe('abcdef');
  });

  it('keeps the rest of a post when a string introducer has no terminator', () => {
    expect(stripControl(`start ${ESC}]0;never ends`)).toBe('start 0;never ends');
    expect(stripControl('mojibake \u009d rest of the post')).toBe('mojibake  rest of the post');
  });

  it('never lets an interpreted character through, whatever the input', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = [
      '\u001b',
      '[',
      ']',
      'P',
      '\\',
      '\u0007',
      '\u009b',
      '\u009c',
      '\u009d',
      '\r',
      '\t',
      'a',
      '1',
      ';',
      'm',
      '\u202e',
      '\u0085',
      '\u0000',
      'é',
    ];
    for (let n = 0; n < 2000; n++) {
      let s = '';
      for (let k = 0; k < 30; k++) s += alphabet[Math.floor(random() * alphabet.length)];
      expect(stripControl(s)).not.toMatch(INTERPRETED);
    }
  });

  it('stays fast on hostile input made of many unterminated introducers', () => {
    const hostile = `${ESC}]`.repeat(100_000);
    const started = performance.now();
    expect(stripControl(hostile)).toBe('');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('safeLine', () => {
  it('puts a multi-line display name on one line', () => {
    expect(safeLine('Alice\n\nthe  admin')).toBe('Alice the  admin');
    expect(safeLine(`Bob${ESC}[2K\r\nEve`)).toBe('Bob Eve');
  });
});
