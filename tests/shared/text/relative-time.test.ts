import { describe, expect, it } from 'vitest';
import {
  fullDate,
  fullTime,
  relativeAge,
  relativeTime,
} from '../../../src/shared/text/relative-time';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const utc = { timeZone: 'UTC' };

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it('says now for the first 10 seconds and for times in the future', () => {
    expect(relativeTime(ago(0), NOW)).toBe('now');
    expect(relativeTime(ago(9_999), NOW)).toBe('now');
    expect(relativeTime(ago(-5 * M), NOW)).toBe('now');
  });

  it('counts seconds, minutes, hours and days, rounding down', () => {
    expect(relativeTime(ago(10 * S), NOW)).toBe('10s');
    expect(relativeTime(ago(59 * S + 999), NOW)).toBe('59s');
    expect(relativeTime(ago(M), NOW)).toBe('1m');
    expect(relativeTime(ago(59 * M + 59 * S), NOW)).toBe('59m');
    expect(relativeTime(ago(H), NOW)).toBe('1h');
    expect(relativeTime(ago(23 * H + 59 * M), NOW)).toBe('23h');
    expect(relativeTime(ago(D), NOW)).toBe('1d');
    expect(relativeTime(ago(6 * D + 23 * H), NOW)).toBe('6d');
  });

  it('counts weeks, months and years past a week, a year being 365.25 days', () => {
    const Y = 365.25 * D;
    expect(relativeTime(ago(7 * D), NOW)).toBe('1w');
    expect(relativeTime(ago(30 * D), NOW)).toBe('4w');
    // A month is a twelfth of the year: 30.44 days.
    expect(relativeTime(ago(31 * D), NOW)).toBe('1mo');
    expect(relativeTime(ago(364 * D), NOW)).toBe('11mo');
    // 365 days is not yet a year; 365 days and 6 hours is.
    expect(relativeTime(ago(365 * D), NOW)).toBe('11mo');
    expect(relativeTime(ago(365 * D + 6 * H), NOW)).toBe('1y');
    expect(relativeTime(ago(2 * Y - M), NOW)).toBe('1y');
    expect(relativeTime(ago(2 * Y), NOW)).toBe('2y');
    expect(relativeTime('2001-01-01T00:00:00Z', NOW)).toBe('23y');
  });

  it('gives an empty label for a timestamp it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(fullTime('')).toBe('');
  });

  it('exposes the unit and count for translated labels', () => {
    expect(relativeAge(ago(5 * M), NOW)).toEqual({ unit: 'm', count: 5 });
    expect(relativeAge(ago(0), NOW)).toEqual({ unit: 'now' });
    expect(relativeAge(ago(15 * D), NOW)).toEqual({ unit: 'w', count: 2 });
    expect(relativeAge(ago(100 * D), NOW)).toEqual({ unit: 'mo', count: 3 });
    expect(relativeAge(ago(800 * D), NOW)).toEqual({ unit: 'y', count: 2 });
  });
});

describe('fullTime', () => {
  it('shows date and 24-hour time', () => {
    expect(fullTime('2023-03-04T14:05:09Z', utc)).toBe('Mar 4, 2023, 14:05');
    expect(fullTime('2023-03-04T00:05:00Z', utc)).toBe('Mar 4, 2023, 00:05');
  });
});

describe('dates without Intl (en-US in the system zone or UTC)', () => {
  // The common case is written out by hand (Intl's first formatter costs ~8 MiB of memory);
  // it must say exactly what Intl.DateTimeFormat says.
  const intl = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  const FULL: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const dates = [
    '2023-03-04T00:05:00Z',
    '2023-12-31T23:59:00Z',
    '2024-01-01T00:00:00Z',
    '2024-02-29T12:34:00Z',
    '2019-07-09T04:05:00Z',
    '1999-10-10T21:09:00Z',
  ];

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
    'matches Intl in the system zone %s and in UTC',
    (zone) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        for (const iso of dates) {
          const date = new Date(iso);
          for (const timeZone of [undefined, 'UTC']) {
            const options = timeZone ? { timeZone } : {};
            expect(fullTime(iso, options)).toBe(intl(FULL, timeZone).format(date));
            expect(fullDate(iso, options)).toBe(
              intl({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(date),
            );
          }
        }
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );
});
