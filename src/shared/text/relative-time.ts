/**
 * Short "how long ago" labels in the style of Mastodon and Pleroma-FE timelines.
 *
 * Cut-offs (age = now − time), spec part 2 §9 "time units seconds to years, year = 365.25 days":
 * - age < 10 s, or a time in the future (clock skew between client and server): `now`
 * - age < 1 min: `12s`;  < 1 h: `5m`;  < 1 day: `3h`;  < 1 week: `2d`;  < 1 month: `3w`;
 *   < 1 year: `5mo`;  older: `2y` (always rounded down).
 * A year is 365.25 days; a month is a twelfth of it (30.44 days, where Pleroma-FE counts 30):
 * the spec names no month, and a twelfth means a label never reads `12mo` next to `1y`.
 *
 * Callers that re-render on a timer refresh labels every 60 s (spec), so minute precision is
 * what matters; the exact date is the tooltip's (`fullTime`). Platform-free: only `Intl`.
 */

export interface TimeFormatOptions {
  /** BCP 47 locale for month names; default `en-US`. */
  locale?: string;
  /** IANA zone such as `Europe/Paris`; default the system's zone. */
  timeZone?: string;
}

/** The age split into a unit, for a UI that translates labels (see `time.*_short` keys). */
export type RelativeAge = { unit: 'now' } | { unit: RelativeUnit; count: number };

/** Seconds, minutes, hours, days, weeks, months, years: `5m`, `3w`, `2mo`, `1y`. */
export type RelativeUnit = keyof typeof UNIT_NAMES;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365.25 * DAY;
const MONTH = YEAR / 12;
const NOW_THRESHOLD = 10 * SECOND;

/** Each unit from the largest down, with its length in ms. */
const UNITS: readonly (readonly [RelativeUnit, number])[] = [
  ['y', YEAR],
  ['mo', MONTH],
  ['w', WEEK],
  ['d', DAY],
  ['h', HOUR],
  ['m', MINUTE],
  ['s', SECOND],
];

/** Classifies `iso` relative to `now` (ms since epoch); undefined when `iso` is not a date. */
export function relativeAge(iso: string, now: number): RelativeAge | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const age = now - time;
  if (age < NOW_THRESHOLD) return { unit: 'now' };
  // The largest unit that fits at least once; seconds always fit past the threshold.
  const [unit, length] = UNITS.find(([, ms]) => age >= ms) ?? ['s', SECOND];
  return { unit, count: Math.floor(age / length) };
}

/**
 * `now`, `12s`, `5m`, `3h`, `2d`, `3w`, `5mo` or `2y`; '' for an unparsable time. In another
 * locale the same through `Intl`: short units (`5 Min.`, `3 Wo.`, `5 分`, `5 د`) and its word
 * for now (`jetzt`).
 */
export function relativeTime(iso: string, now: number, options: TimeFormatOptions = {}): string {
  const age = relativeAge(iso, now);
  if (!age) return '';
  const locale = intlLocale(options.locale);
  if (age.unit !== 'now') return unitLabel(age.unit, age.count, locale);
  return locale === 'en-US'
    ? 'now'
    : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}

/** A count of one short unit in the language: `5m`, `5 Min.`, `5 分`. */
export function unitLabel(unit: RelativeUnit, count: number, language?: string): string {
  const locale = intlLocale(language);
  return locale === 'en-US'
    ? `${count}${unit}`
    : numberFormat(locale, UNIT_NAMES[unit]).format(count);
}

/** The interface language (a BCP 47 tag) as an `Intl` locale; `en` is `en-US`, written out below. */
export function intlLocale(language: string | undefined): string {
  return !language || /^en(-US)?$/i.test(language) ? 'en-US' : language;
}

const UNIT_NAMES = {
  s: 'second',
  m: 'minute',
  h: 'hour',
  d: 'day',
  w: 'week',
  mo: 'month',
  y: 'year',
} as const;
/** An `Intl.NumberFormat` for a unit (`''`: a plain number); only other languages than English. */
export function numberFormat(locale: string, unit = ''): Intl.NumberFormat {
  return new Intl.NumberFormat(
    locale,
    unit ? { style: 'unit', unit, unitDisplay: 'short' } : { maximumFractionDigits: 2 },
  );
}

/**
 * The full date and time for tooltips and the CLI's human output: `Mar 4, 2023, 14:05`
 * (24-hour clock, local zone by default); '' for an unparsable time.
 */
export function fullTime(iso: string, options: TimeFormatOptions = {}): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return formatDate('full', new Date(time), options);
}

/** The date alone, in the app's language: `Mar 4, 2023`; '' for an unparsable time. */
export function fullDate(iso: string, options: TimeFormatOptions = {}): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return formatDate('monthDayYear', new Date(time), options);
}

/** Spec part 1 §2: an announcement's times, dates only when it is all-day. */
export function announcementTime(
  iso: string | null,
  allDay: boolean,
  options: TimeFormatOptions = {},
): string {
  if (!iso) return '';
  return allDay ? fullDate(iso, options) : fullTime(iso, options);
}

type FormatterKind = 'monthDayYear' | 'full';

const FORMATS: Record<FormatterKind, Intl.DateTimeFormatOptions> = {
  monthDayYear: { month: 'short', day: 'numeric', year: 'numeric' },
  full: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a timeline
// formats dozens of labels per render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: FormatterKind, options: TimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(options.locale);
  const cacheKey = `${kind}|${locale}|${options.timeZone ?? ''}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...FORMATS[kind], timeZone: options.timeZone });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The date's fields for en-US in the system's zone or UTC: the common case is written out
 * here, as Intl.DateTimeFormat writes it (tests/shared/text/relative-time.test.ts holds the
 * two to each other), because the first Intl formatter loads ICU's locale and zone data,
 * ~8 MiB of memory in the terminal UI and the CLI. Other locales and zones go through Intl.
 */
function plainParts(date: Date, options: TimeFormatOptions): DateParts | undefined {
  if (intlLocale(options.locale) !== 'en-US') return undefined;
  let parts: DateParts;
  if (options.timeZone === undefined) {
    parts = {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  } else if (options.timeZone === 'UTC') {
    parts = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  } else {
    return undefined;
  }
  // Intl writes eras and padding of its own outside four-digit years.
  return parts.year >= 1000 && parts.year <= 9999 ? parts : undefined;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function formatDate(kind: FormatterKind, date: Date, options: TimeFormatOptions): string {
  const parts = plainParts(date, options);
  if (!parts) return formatter(kind, options).format(date);
  const monthDay = `${MONTHS[parts.month]} ${parts.day}`;
  switch (kind) {
    case 'monthDayYear':
      return `${monthDay}, ${parts.year}`;
    case 'full':
      return `${monthDay}, ${parts.year}, ${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`;
  }
}
