import type { InstanceEmoji } from '../domain/types';
import { normalizeEmoji } from './account';
import { bool, isObject, strings, strOrNull } from './read';

/** One entry of `/api/v1/custom_emojis`. */
export function normalizeInstanceEmoji(raw: unknown): InstanceEmoji | undefined {
  const emoji = normalizeEmoji(raw);
  if (!emoji || !isObject(raw)) return undefined;
  return {
    ...emoji,
    category: strOrNull(raw.category),
    tags: strings(raw.tags),
    visibleInPicker: bool(raw.visible_in_picker, true),
  };
}
