import type { InstanceEmoji } from '../domain/types';
import { normalizeEmoji } from './account';
import { arr, bool, isObject, strOrNull } from './read';

/** One entry of `/api/v1/custom_emojis`. */
export function normalizeInstanceEmoji(raw: unknown): InstanceEmoji | undefined {
  const emoji = normalizeEmoji(raw);
  if (!emoji || !isObject(raw)) return undefined;
  return {
    ...emoji,
    category: strOrNull(raw.category),
    tags: arr(raw.tags).filter((t): t is string => typeof t === 'string'),
    visibleInPicker: bool(raw.visible_in_picker, true),
  };
}
