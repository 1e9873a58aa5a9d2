import type { HashtagHistoryDay, HashtagWithHistory } from '../domain/types';
import { isObject, mapValid, num, str } from './read';

function normalizeDay(raw: unknown): HashtagHistoryDay | undefined {
  if (!isObject(raw)) return undefined;
  const day = str(raw.day);
  if (!day) return undefined;
  // Mastodon sends every number of the history as a string.
  return { day, uses: num(raw.uses), accounts: num(raw.accounts) };
}

/**
 * A search hashtag: a Tag object (v2, Pleroma and Mastodon) or a bare name (v1 search,
 * some forks). A leading `#` is dropped so the name can be used in a tag route.
 */
export function normalizeHashtagWithHistory(raw: unknown): HashtagWithHistory | undefined {
  if (typeof raw === 'string') {
    const name = raw.replace(/^#/, '');
    return name ? { name, url: '', history: [] } : undefined;
  }
  if (!isObject(raw)) return undefined;
  const name = str(raw.name).replace(/^#/, '');
  if (!name) return undefined;
  return { name, url: str(raw.url), history: mapValid(raw.history, normalizeDay) };
}
