import type { NotificationType } from '../domain/types';
import {
  NOTIFICATION_FILTER_KEYS,
  NOTIFICATION_FILTER_TYPES,
  type NotificationVisibility,
} from './preferences';

/**
 * The types asked for (Pleroma `include_types[]`): the spec's list (mention, favourite,
 * reblog, follow, move, emoji reaction, report) plus follow requests and polls, which the
 * spec's own filter keys and follow-request flow need.
 */
export const FETCHED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'mention',
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'move',
  'poll',
  'pleroma:emoji_reaction',
  'pleroma:report',
];

/** The types the filter preference (spec's notificationVisibility) hides. */
export function hiddenTypes(visibility: NotificationVisibility): Set<NotificationType> {
  const hidden = new Set<NotificationType>();
  for (const key of NOTIFICATION_FILTER_KEYS) {
    if (!visibility[key]) for (const type of NOTIFICATION_FILTER_TYPES[key]) hidden.add(type);
  }
  return hidden;
}
