import { describe, expect, it } from 'vitest';
import {
  fullTime,
  intlLocale,
  relativeTime,
  unitLabel,
} from '../../../src/shared/text/relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const UTC = { timeZone: 'UTC' } as const;

describe('relative times in the interface language (Intl)', () => {
  it('English keeps its short forms', () => {
    expect(relativeTime(ago(5 * MIN), NOW, { locale: 'en' })).toBe('5m');
    expect(relativeTime(ago(1000), NOW, { locale: 'en' })).toBe('now');
    expect(unitLabel('d', 9, 'en')).toBe('9d');
  });

  it('German: units up to years, now and dates in German', () => {
    expect(relativeTime(ago(5 * MIN), NOW, { locale: 'de' })).toBe('5 Min.');
    expect(relativeTime(ago(3 * 60 * MIN), NOW, { locale: 'de' })).toBe('3 Std.');
    expect(relativeTime(ago(1000), NOW, { locale: 'de' })).toBe('jetzt');
    expect(relativeTime(ago(14 * DAY), NOW, { locale: 'de' })).toBe('2 Wo.');
    expect(relativeTime(ago(70 * DAY), NOW, { locale: 'de' })).toBe('2 Mon.');
    expect(relativeTime(ago(800 * DAY), NOW, { locale: 'de' })).toBe('2 J');
    expect(fullTime('2025-03-04T14:05:00Z', { locale: 'de', ...UTC })).toBe('4. März 2025, 14:05');
  });

  it('Japanese and Arabic', () => {
    expect(relativeTime(ago(5 * MIN), NOW, { locale: 'ja' })).toBe('5 分');
    expect(relativeTime(ago(1000), NOW, { locale: 'ja' })).toBe('今');
    expect(relativeTime(ago(800 * DAY), NOW, { locale: 'ja' })).toBe('2 年');
    expect(relativeTime(ago(1000), NOW, { locale: 'ar' })).toBe('الآن');
    expect(fullTime('2026-02-04T10:00:00Z', { locale: 'ar', ...UTC })).toContain('فبراير');
    // The same numbers whatever the language: never "1 more replies" English units.
    expect(unitLabel('m', 5, 'ar')).not.toMatch(/[a-z]/);
  });

  it('switches with the language: the same time reads differently', () => {
    const iso = ago(2 * 24 * 60 * MIN);
    expect(
      new Set(['en', 'de', 'fr', 'ja'].map((l) => relativeTime(iso, NOW, { locale: l }))),
    ).toHaveProperty('size', 4);
  });

  it('reads the app’s language codes as Intl locales', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale(undefined)).toBe('en-US');
    expect(intlLocale('zh-Hant')).toBe('zh-Hant');
    expect(intlLocale('ja-x-easy')).toBe('ja-x-easy');
    expect(relativeTime(ago(5 * MIN), NOW, { locale: 'ja-x-easy' })).toBe('5 分');
  });
});
