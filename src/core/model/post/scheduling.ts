/** Pleroma and Mastodon refuse a `scheduled_at` less than 5 minutes ahead. */
export const MIN_SCHEDULE_AHEAD_MS = 5 * 60 * 1000;

export type ScheduleTimeProblem =
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'too_soon'; readonly earliest: Date };

/**
 * A time to publish at, as typed: ISO 8601 (`2026-12-01T09:00:00Z`) or `2026-12-01 09:00`
 * (local time, what a user writes and what a `datetime-local` input gives). At least five
 * minutes ahead, which the server would otherwise refuse.
 */
export function parseScheduleTime(
  text: string,
  now: number,
): { at: Date } | { problem: ScheduleTimeProblem } {
  const trimmed = text.trim();
  // Date-time with a space, and without seconds, is read as local time like `datetime-local`.
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(trimmed);
  const at = new Date(local ? `${local[1]}T${local[2]}` : trimmed);
  if (trimmed === '' || Number.isNaN(at.getTime())) return { problem: { kind: 'unreadable' } };
  const earliest = now + MIN_SCHEDULE_AHEAD_MS;
  if (at.getTime() < earliest)
    return { problem: { kind: 'too_soon', earliest: new Date(earliest) } };
  return { at };
}
