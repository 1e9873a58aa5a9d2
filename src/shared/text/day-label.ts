import { intlLocale } from './relative-time';

/**
 * A chat's day line in the app's language (Intl only): "Today", "Yesterday", the weekday
 * within the past week ("Monday"), then the date ("March 4", "March 4, 2023"); '' for a
 * day that is not `YYYY-MM-DD`. `day` is a local calendar day (chat-view-items' `localDay`);
 * `now` (ms) says which day is today, in the local zone too.
 */
export function dayLabel(day: string, now: number, options: { locale?: string } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now);
  // Whole days between the two calendar days, counted on UTC dates (no DST hour in between).
  const days = Math.round(
    (Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) -
      Date.UTC(year, month - 1, date)) /
      86_400_000,
  );
  const locale = intlLocale(options.locale);
  const noon = new Date(year, month - 1, date, 12);
  if (days === 0 || days === 1) {
    const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
    return capitalised(words, locale);
  }
  if (days > 1 && days < 7) {
    return capitalised(new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(noon), locale);
  }
  const sameYear = year === today.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(noon);
}

/** "today" → "Today" (a line of its own starts with a capital where the language has them). */
function capitalised(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
}
