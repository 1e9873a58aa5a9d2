import { describe, expect, it } from 'vitest';
import { badgeCount } from '../../../src/shared/format/count';

describe('badgeCount', () => {
  it('shows the number up to 99', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
  });

  it('shows an infinity symbol above 99', () => {
    expect(badgeCount(100)).toBe('∞');
    expect(badgeCount(12_345)).toBe('∞');
    expect(badgeCount(Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('is empty when there is nothing new, so the badge can be hidden', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(-3)).toBe('');
    expect(badgeCount(Number.NaN)).toBe('');
  });
});
