import type { List } from '../domain/types';
import { bool, isObject, str, strOrNull } from './read';

/** Wire list → domain list; undefined without an id. */
export function normalizeList(raw: unknown): List | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  return {
    id,
    title: str(raw.title),
    repliesPolicy: strOrNull(raw.replies_policy),
    exclusive: bool(raw.exclusive),
  };
}
