import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../../src/shared/text/day-label';

// Local times: the labels follow the local calendar whatever the machine's zone.
const NOW = new Date(2026, 1, 4, 9, 30).getTime(); // Wednesday 4 February 2026

describe('chat day lines', () => {
  it('says Today and Yesterday, then the weekday for the past week, then the date', () => {
    expect(dayLabel('2026-02-04', NOW)).toBe('Today');
    expect(dayLabel('2026-02-03', NOW)).toBe('Yesterday');
    expect(dayLabel('2026-02-02', NOW)).toBe('Monday');
    expect(dayLabel('2026-01-29', NOW)).toBe('Thursday');
    expect(dayLabel('2026-01-28', NOW)).toBe('January 28');
    expect(dayLabel('2025-12-31', NOW)).toBe('December 31, 2025');
    expect(dayLabel('', NOW)).toBe('');
  });

  it('speaks the app language, capitalised where the language has capitals', () => {
    expect(dayLabel('2026-02-04', NOW, { locale: 'de' })).toBe('Heute');
    expect(dayLabel('2026-02-03', NOW, { locale: 'fr' })).toBe('Hier');
    expect(dayLabel('2026-02-02', NOW, { locale: 'es' })).toBe('Lunes');
    expect(dayLabel('2026-01-20', NOW, { locale: 'de' })).toBe('20. Januar');
    expect(dayLabel('2026-02-04', NOW, { locale: 'ar' })).toBe('اليوم');
    expect(dayLabel('2026-02-04', NOW, { locale: 'ja' })).toBe('今日');
  });
});
