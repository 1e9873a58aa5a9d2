import { describe, expect, it } from 'vitest';
import { fullTime, relativeAge, relativeTime } from '../../../src/shared/text/relative-time';

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

  it('shows the date after a week, with the year only for earlier years', () => {
    expect(relativeTime(ago(7 * D), NOW, utc)).toBe('Jun 8');
    expect(relativeTime('2024-03-04T10:00:00Z', NOW, utc)).toBe('Mar 4');
    expect(relativeTime('2023-03-04T10:00:00Z', NOW, utc)).toBe('Mar 4, 2023');
  });

  it('decides the calendar year in the reader’s time zone', () => {
    const newYear = Date.parse('2025-01-01T01:00:00Z');
    // Still 2024 in New York, so the year is shown to a reader in Tokyo only.
    expect(relativeTime('2024-12-20T12:00:00Z', newYear, { timeZone: 'America/New_York' })).toBe(
      'Dec 20',
    );
    expect(relativeTime('2024-12-20T12:00:00Z', newYear, { timeZone: 'Asia/Tokyo' })).toBe(
      'Dec 20, 2024',
    );
  });

  it('gives an empty label for a timestamp it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(fullTime('')).toBe('');
  });

  it('exposes the unit and count for translated labels', () => {
    expect(relativeAge(ago(5 * M), NOW)).toEqual({ unit: 'm', count: 5 });
    expect(relativeAge(ago(0), NOW)).toEqual({ unit: 'now' });
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
            const later = Date.parse(iso) + 30 * D;
            const year = intl({ year: 'numeric' }, timeZone);
            const sameYear = year.format(date) === year.format(new Date(later));
            expect(relativeTime(iso, later, options)).toBe(
              intl(
                sameYear
                  ? { month: 'short', day: 'numeric' }
                  : { month: 'short', day: 'numeric', year: 'numeric' },
                timeZone,
              ).format(date),
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
