/**
 * The moderation log's filters as a reader gives them: who acted (a nickname) and a range of
 * days (YYYY-MM-DD, both ends included, either may be open). Pleroma wants the acting user's id
 * and ISO 8601 times (`user_id`, `start_date`, `end_date`); the days are the reader's own, so
 * a day runs from its local midnight to the next.
 */
export interface LogFilter {
  user: string;
  since: string;
  until: string;
}

export const NO_LOG_FILTER: LogFilter = { user: '', since: '', until: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight that starts a YYYY-MM-DD day, or null for anything else. */
function dayStart(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 2026-02-31 rolls over into March: not a day.
  return date.getDate() === Number(m[3]) && date.getMonth() === Number(m[2]) - 1 ? date : null;
}

/** Whether the text is a day the log can be filtered by (YYYY-MM-DD, a real date). */
export function isLogDay(day: string): boolean {
  return dayStart(day) !== null;
}

/** The ISO 8601 range Pleroma is sent: from the first day's start to the last day's end. */
export function logDateRange(filter: Pick<LogFilter, 'since' | 'until'>): {
  startDate?: string;
  endDate?: string;
} {
  const start = filter.since ? dayStart(filter.since) : null;
  const last = filter.until ? dayStart(filter.until) : null;
  const end = last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) : null;
  return {
    ...(start ? { startDate: start.toISOString() } : {}),
    // Pleroma's end is inclusive; the next midnight less a millisecond keeps the whole day.
    ...(end ? { endDate: new Date(end.getTime() - 1).toISOString() } : {}),
  };
}

/**
 * A filter typed on one line (the terminal's prompt): a nickname (`bob`, `@bob`) and/or a
 * range `FROM..TO`, `FROM..`, `..TO` or a single day. Null when a part is neither.
 */
export function parseLogFilter(text: string): LogFilter | null {
  const filter = { ...NO_LOG_FILTER };
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const range = /^(\d{4}-\d{2}-\d{2})?(\.\.)?(\d{4}-\d{2}-\d{2})?$/.exec(word);
    if (range && (range[1] || range[3])) {
      const [, from = '', dots, to = ''] = range;
      if ((from && !isLogDay(from)) || (to && !isLogDay(to))) return null;
      filter.since = from;
      filter.until = dots ? to : from;
      if (dots && from && to && from > to) return null;
    } else if (/^@?[\w.@-]+$/.test(word) && !filter.user) {
      filter.user = word.replace(/^@/, '');
    } else return null;
  }
  return filter;
}

/** The filter written back on one line (the prompt's starting text, the status line). */
export function logFilterText(filter: LogFilter): string {
  const range =
    filter.since && filter.since === filter.until
      ? filter.since
      : filter.since || filter.until
        ? `${filter.since}..${filter.until}`
        : '';
  return [filter.user && `@${filter.user}`, range].filter(Boolean).join(' ');
}
