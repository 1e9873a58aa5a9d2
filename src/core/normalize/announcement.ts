import type { Announcement } from '../domain/types';
import { normalizeEmoji } from './account';
import { bool, isObject, isoDate, mapValid, obj, str, strOrNull } from './read';

/** Wire announcement → domain announcement; undefined without an id. */
export function normalizeAnnouncement(raw: unknown): Announcement | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  const time = (value: unknown): string | null => {
    const iso = isoDate(value, '');
    return iso === '' ? null : iso;
  };
  return {
    id,
    content: str(raw.content),
    rawContent: strOrNull(obj(raw.pleroma).raw_content),
    startsAt: time(raw.starts_at),
    endsAt: time(raw.ends_at),
    allDay: bool(raw.all_day),
    publishedAt: time(raw.published_at),
    read: bool(raw.read),
    emojis: mapValid(raw.emojis, normalizeEmoji),
  };
}
