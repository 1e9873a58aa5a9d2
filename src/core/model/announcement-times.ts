import type { AnnouncementChanges } from '../api/announcements';
import type { Announcement } from '../domain/types';
import { scheduleTimeText } from './post/scheduling';

/**
 * An announcement's start or end as a manager types it (the terminal's form, `petrel
 * announcements post|edit --start/--end`): a date, a local `YYYY-MM-DD HH:MM`, or ISO 8601,
 * sent as an ISO string; empty or `none` clears it (null, spec part 1 §5). Undefined when it
 * is not a time.
 */
export function parseAnnouncementTime(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '' || text === 'none') return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  const time = local
    ? new Date(
        Number(local[1]),
        Number(local[2]) - 1,
        Number(local[3]),
        Number(local[4] ?? 0),
        Number(local[5] ?? 0),
      ).getTime()
    : Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * A time as the form shows it to be changed: local `YYYY-MM-DD HH:MM`, only the date for an
 * all-day announcement, empty when there is none.
 */
export function announcementTimeText(iso: string | null, allDay: boolean): string {
  if (!iso) return '';
  const text = scheduleTimeText(new Date(iso));
  return allDay ? text.slice(0, 10) : text;
}

/** The announcement form as typed: text, start, end (see `parseAnnouncementTime`), all-day. */
export interface AnnouncementDraft {
  content: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** What the manager changes, or the first time that cannot be read. */
export type AnnouncementDraftResult =
  | { changes: AnnouncementChanges & { content: string } }
  | { problem: 'start' | 'end' };

/**
 * The call's fields for a draft (spec part 1 §5: ISO strings or null; absent means
 * unchanged). A new announcement sends the times that are set and all-day when on; an edit
 * of `before` sends the text and only the times and all-day that differ from it.
 */
export function announcementDraftChanges(
  draft: AnnouncementDraft,
  before?: Announcement,
): AnnouncementDraftResult {
  const startsAt = parseAnnouncementTime(draft.start);
  if (startsAt === undefined) return { problem: 'start' };
  const endsAt = parseAnnouncementTime(draft.end);
  if (endsAt === undefined) return { problem: 'end' };
  const changes: AnnouncementChanges & { content: string } = { content: draft.content.trim() };
  const unchanged = (typed: string, iso: string | null) =>
    before !== undefined && typed.trim() === announcementTimeText(iso, before.allDay);
  if (before ? !unchanged(draft.start, before.startsAt) : startsAt !== null)
    changes.startsAt = startsAt;
  if (before ? !unchanged(draft.end, before.endsAt) : endsAt !== null) changes.endsAt = endsAt;
  if (before ? draft.allDay !== before.allDay : draft.allDay) changes.allDay = draft.allDay;
  return { changes };
}
