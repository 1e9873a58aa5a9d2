import { describe, expect, it } from 'vitest';
import { announcementTime, fullDate } from '../../../src/shared/text/relative-time';

describe('announcement and scheduled times in the app language', () => {
  const iso = '2026-03-04T14:05:00Z';
  it('writes the date in the language asked, not the system locale', () => {
    const utc = { timeZone: 'UTC' };
    expect(fullDate(iso, { ...utc, locale: 'en' })).toBe('Mar 4, 2026');
    expect(fullDate(iso, { ...utc, locale: 'de' })).toBe('4. März 2026');
    expect(announcementTime(iso, false, { ...utc, locale: 'fr' })).toContain('4 mars 2026');
    expect(announcementTime(iso, false, { ...utc, locale: 'fr' })).toContain('14:05');
    expect(announcementTime(iso, true, { ...utc, locale: 'fr' })).toBe('4 mars 2026');
    expect(announcementTime(null, true, { locale: 'fr' })).toBe('');
  });
});
