import { describe, expect, it } from 'vitest';
import { dailyAveragePosts } from '../../../src/core/view/daily-average';

describe('daily average posts (spec part 2 §9)', () => {
  const now = Date.parse('2026-03-11T12:00:00Z');

  it('is the posts count over the days since creation, rounded', () => {
    // 10 days: 25 posts → 2.5 → 3; 24 → 2.4 → 2.
    expect(dailyAveragePosts(25, '2026-03-01T12:00:00Z', now)).toBe(3);
    expect(dailyAveragePosts(24, '2026-03-01T12:00:00Z', now)).toBe(2);
    // A part of a day counts as a whole one (9.5 days → 10).
    expect(dailyAveragePosts(20, '2026-03-02T00:00:00Z', now)).toBe(2);
  });

  it('counts an account made today as one day, and reads no date as unknown', () => {
    expect(dailyAveragePosts(7, '2026-03-11T11:00:00Z', now)).toBe(7);
    expect(dailyAveragePosts(0, '2026-03-11T12:00:00Z', now)).toBe(0);
    expect(dailyAveragePosts(5, 'not a date', now)).toBeNull();
    expect(dailyAveragePosts(5, '2027-01-01T00:00:00Z', now)).toBeNull();
  });
});
