import { describe, expect, it } from 'vitest';
import { scrollWindow } from '../../../src/terminal/app/layout/scroll-window';
import {
  padToWidth,
  textWidth,
  truncateToWidth,
  wrapToWidth,
} from '../../../src/terminal/app/layout/text-width';

describe('text width', () => {
  it('truncates between graphemes, never past the width', () => {
    expect(truncateToWidth('hello world', 8)).toBe('hello w…');
    expect(truncateToWidth('short', 8)).toBe('short');
    // 漢 is two columns: at width 4 only one fits before the ellipsis.
    expect(truncateToWidth('漢字漢字', 4)).toBe('漢…');
    expect(textWidth(truncateToWidth('漢字漢字', 4))).toBeLessThanOrEqual(4);
    expect(truncateToWidth('ab👩‍👩‍👧cd', 4)).toBe('ab…');
    expect(truncateToWidth('ab👩‍👩‍👧cd', 5)).toBe('ab👩‍👩‍👧…');
    expect(truncateToWidth('🇯🇵🇯🇵', 3)).toBe('🇯🇵…');
    expect(truncateToWidth('anything', 0)).toBe('');
  });

  it('pads to a width in columns', () => {
    expect(padToWidth('漢', 4)).toBe('漢  ');
    expect(textWidth(padToWidth('👍', 5))).toBe(5);
  });

  it('wraps words, breaks long ones between graphemes, keeps line breaks', () => {
    expect(wrapToWidth('the quick brown fox', 10)).toEqual(['the quick', 'brown fox']);
    expect(wrapToWidth('a\n\nb', 10)).toEqual(['a', '', 'b']);
    expect(wrapToWidth('  indented code', 40)).toEqual(['  indented code']);
    const cjk = wrapToWidth('漢字漢字漢字漢字漢字', 5);
    for (const line of cjk) expect(textWidth(line)).toBeLessThanOrEqual(5);
    expect(cjk.join('')).toBe('漢字漢字漢字漢字漢字');
    const emoji = wrapToWidth('👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧', 3);
    expect(emoji).toEqual(['👩‍👩‍👧', '👩‍👩‍👧', '👩‍👩‍👧']);
  });
});

describe('scrollWindow', () => {
  const heights = (list: number[]) => (i: number) => list[i] ?? 1;

  it('keeps the top while the cursor is visible', () => {
    const w = scrollWindow({
      count: 10,
      heightOf: () => 3,
      cursor: 2,
      previousTop: 0,
      viewport: 12,
    });
    expect(w).toEqual({ top: 0, indices: [0, 1, 2, 3] });
  });

  it('scrolls just enough to show the cursor below', () => {
    const w = scrollWindow({
      count: 10,
      heightOf: () => 3,
      cursor: 5,
      previousTop: 0,
      viewport: 12,
    });
    expect(w.top).toBe(2);
    expect(w.indices).toEqual([2, 3, 4, 5]);
  });

  it('scrolls up to the cursor above', () => {
    const w = scrollWindow({
      count: 10,
      heightOf: () => 3,
      cursor: 1,
      previousTop: 5,
      viewport: 12,
    });
    expect(w.top).toBe(1);
  });

  it('shows an item taller than the viewport from its top', () => {
    const w = scrollWindow({
      count: 3,
      heightOf: heights([2, 50, 2]),
      cursor: 1,
      previousTop: 0,
      viewport: 10,
    });
    expect(w).toEqual({ top: 1, indices: [1] });
  });

  it('reveals the footer under the last item when it fits', () => {
    const w = scrollWindow({
      count: 6,
      heightOf: heights([3, 3, 3, 3, 3, 1]),
      cursor: 4,
      revealTo: 5,
      previousTop: 0,
      viewport: 12,
    });
    expect(w.indices).toContain(5);
    expect(w.indices).toContain(4);
  });

  it('asks only for heights near the window, however long the list', () => {
    const asked = new Set<number>();
    const heightOf = (i: number) => {
      asked.add(i);
      return 3;
    };
    scrollWindow({ count: 5000, heightOf, cursor: 4999, previousTop: 0, viewport: 30 });
    expect(asked.size).toBeLessThan(40);
  });
});
