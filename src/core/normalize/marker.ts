import type { Marker, Markers, MarkerTimeline } from '../domain/types';
import { isObject, isoDate, num, obj, str } from './read';

const TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];

function normalizeMarker(timeline: MarkerTimeline, raw: unknown): Marker | undefined {
  if (!isObject(raw)) return undefined;
  const lastReadId = str(raw.last_read_id);
  if (!lastReadId) return undefined;
  const unread = obj(raw.pleroma).unread_count;
  return {
    timeline,
    lastReadId,
    version: num(raw.version),
    // snac sends a unix timestamp string ("1795278369.578258"); isoDate converts it.
    updatedAt: isoDate(raw.updated_at, '1970-01-01T00:00:00.000Z'),
    unreadCount: unread == null ? null : num(unread),
  };
}

/** `/api/v1/markers` answer → the markers it holds (unknown timelines are left out). */
export function normalizeMarkers(raw: unknown): Markers {
  const out: Markers = {};
  if (!isObject(raw)) return out;
  for (const timeline of TIMELINES) {
    const marker = normalizeMarker(timeline, raw[timeline]);
    if (marker) out[timeline] = marker;
  }
  return out;
}
