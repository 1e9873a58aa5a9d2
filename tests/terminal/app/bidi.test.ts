import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualLine } from '../../../src/terminal/app/layout/bidi';
import { textWidth, wrapToWidth } from '../../../src/terminal/app/layout/text-width';

/**
 * Right-to-left text in the terminal's drawing order (issue 14): the Unicode Bidirectional
 * Algorithm through bidi-js, line by line after wrapping, whole graphemes moved.
 */
const reversed = (s: string) => [...s].reverse().join('');

describe('visual order of right-to-left text', () => {
  it('leaves text without right-to-left letters as it is', () => {
    for (const s of ['Hello world', 'émoji 👩‍👩‍👧 (ok)', '東京 123', ''])
      expect(visualLine(s)).toBe(s);
    expect(paragraphDirection('Hello world')).toBeUndefined();
  });

  it('reverses Hebrew and Arabic runs; Latin words and numbers inside keep their order', () => {
    expect(visualLine('שלום עולם')).toBe('םלוע םולש');
    expect(visualLine('Hello שלום עולם!')).toBe('Hello םלוע םולש!');
    // Digits after Latin letters belong to their left-to-right run (rule W7).
    expect(visualLine('عربي ABC def 2026')).toBe('ABC def 2026 يبرع');
  });

  it('keeps an emoji with its skin tone whole and in place; mirrors brackets in RTL runs', () => {
    const line = 'مرحبا بالعالم 👋🏽 (123) ok';
    const drawn = visualLine(line);
    expect(drawn).toBe(`ok (123) 👋🏽 ${reversed('بالعالم')} ${reversed('مرحبا')}`);
    expect(textWidth(drawn)).toBe(textWidth(line));
    // "(" in a right-to-left run is drawn as ")" once reversed, so it still opens the aside.
    expect(visualLine('שלום (עולם)')).toBe('(םלוע) םולש');
  });

  it('wraps first, then reorders each line: the first words stay on the first line', () => {
    const text = 'مرحبا بالعالم هذا نص طويل يلتف على عدة أسطر';
    const lines = wrapToWidth(text, 20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]!.endsWith(reversed('مرحبا'))).toBe(true);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(20);
    // Reordering is per line: each drawn line read right to left is a piece of the text.
    const logical = lines.map((line) => reversed(line)).join(' ');
    expect(logical).toBe(text);
  });

  it("a wrapped line of an Arabic paragraph keeps the paragraph's direction", () => {
    const lines = wrapToWidth('نص عربي ثم English words at the end', 16);
    expect(paragraphDirection('نص عربي ثم English words at the end')).toBe('rtl');
    // The Latin-only line still ends at the right of its Arabic paragraph: unchanged order.
    expect(lines.at(-1)).toMatch(/^[A-Za-z ]+$/);
    expect(lines[0]!.endsWith(reversed('نص'))).toBe(true);
  });

  it('an emoji before Arabic leaves the paragraph right to left; a web address stays whole', () => {
    expect(paragraphDirection('🙂 مرحبا')).toBe('rtl');
    expect(visualLine('انظر https://example.org/a/ الآن')).toBe(
      `${reversed('الآن')} https://example.org/a/ ${reversed('انظر')}`,
    );
    // The full stop after it belongs to the Arabic sentence, not to the address.
    expect(visualLine('انظر https://example.org/a.')).toBe(
      `.https://example.org/a ${reversed('انظر')}`,
    );
  });
});
