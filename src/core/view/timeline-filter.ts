import type { Status } from '../domain/types';
import type { PreferencesData } from '../model/settings';

/**
 * Spec part 1 §2, the timeline header's quick filters and quick view (issue 16): which
 * settings of the schema each popover (web) or key (terminal) switches. The muted posts'
 * switch is the settings' own `hideMutedPosts` (the mute rules leave them out).
 */
export const QUICK_FILTERS = ['hideReplies', 'hideRepeats', 'onlyMedia', 'hideMutedPosts'] as const;
export const QUICK_VIEWS = ['compact', 'hideMedia', 'collapseWithSubject'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
export type QuickView = (typeof QUICK_VIEWS)[number];

type FilterPreferences = Pick<PreferencesData, 'hideReplies' | 'hideRepeats' | 'onlyMedia'>;

/**
 * Whether a timeline entry stays under the quick filters. `entry` is the timeline's own
 * status (a repeat's wrapper), `shown` the status it shows. A reply stays when it is one's
 * own, answers oneself, or continues its author's own thread (Pleroma-FE's rule).
 */
export function keepsEntry(
  entry: Pick<Status, 'reblogId'>,
  shown: Pick<Status, 'accountId' | 'inReplyToId' | 'inReplyToAccountId' | 'mediaAttachments'>,
  prefs: FilterPreferences,
  ownAccountId: string | null,
): boolean {
  if (prefs.hideRepeats && entry.reblogId !== null) return false;
  if (prefs.onlyMedia && shown.mediaAttachments.length === 0) return false;
  if (prefs.hideReplies && shown.inReplyToId !== null) {
    const target = shown.inReplyToAccountId;
    const mine =
      ownAccountId !== null && (shown.accountId === ownAccountId || target === ownAccountId);
    if (!mine && target !== shown.accountId) return false;
  }
  return true;
}

/** Whether any quick filter leaves entries out (the muted one aside). */
export function filtersActive(prefs: FilterPreferences): boolean {
  return prefs.hideReplies || prefs.hideRepeats || prefs.onlyMedia;
}

/** The entry ids the quick filters keep, in order; the same array when nothing is filtered. */
export function filterEntryIds(
  ids: readonly string[],
  status: (id: string) => Status | undefined,
  prefs: FilterPreferences,
  ownAccountId: string | null,
): readonly string[] {
  if (!filtersActive(prefs)) return ids;
  return ids.filter((id) => {
    const entry = status(id);
    if (!entry) return false;
    const shown = (entry.reblogId ? status(entry.reblogId) : undefined) ?? entry;
    return keepsEntry(entry, shown, prefs, ownAccountId);
  });
}
