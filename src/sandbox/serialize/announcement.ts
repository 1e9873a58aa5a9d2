import { isoTime, type JsonObject } from '../json';
import type { AnnouncementRecord } from '../records';

/** Pleroma's Announcement; `read` is per viewer. */
export function serializeAnnouncement(a: AnnouncementRecord, viewerId: string | null): JsonObject {
  return {
    all_day: a.allDay,
    content: a.content,
    emojis: [],
    ends_at: a.endsAt === null ? null : isoTime(a.endsAt),
    id: a.id,
    mentions: [],
    pleroma: { raw_content: a.source },
    published_at: isoTime(a.publishedAt),
    reactions: [],
    read: viewerId !== null && a.readBy.has(viewerId),
    starts_at: a.startsAt === null ? null : isoTime(a.startsAt),
    statuses: [],
    tags: [],
    updated_at: isoTime(a.updatedAt),
  };
}

/** Shown to users only between starts_at and ends_at. */
export function isActive(a: AnnouncementRecord, now: number = Date.now()): boolean {
  return (a.startsAt === null || a.startsAt <= now) && (a.endsAt === null || a.endsAt > now);
}
