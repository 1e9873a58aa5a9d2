import type { StoragePort } from '../ports';

/** Spec part 1 §9: the navigation panel shows at most 6 pinned items. */
export const NAV_PIN_LIMIT = 6;

/** The storage key of the navigation preferences (spec part 1 §3: pinnedNavItems, collapseNav). */
export const NAV_PREFS_KEY = 'navPrefs';

export interface NavPrefs {
  readonly pinnedNavItems: readonly string[];
  readonly collapseNav: boolean;
}

const EMPTY: NavPrefs = { pinnedNavItems: [], collapseNav: false };

/** The stored preferences, ignoring anything malformed (a hand-edited or older record). */
export function readNavPrefs(storage: StoragePort): NavPrefs {
  const raw = storage.get<unknown>(NAV_PREFS_KEY);
  if (!raw || typeof raw !== 'object') return EMPTY;
  const record = raw as Record<string, unknown>;
  const pinned = Array.isArray(record.pinnedNavItems)
    ? [
        ...new Set(
          record.pinnedNavItems.filter((item): item is string => typeof item === 'string'),
        ),
      ].slice(0, NAV_PIN_LIMIT)
    : [];
  return { pinnedNavItems: pinned, collapseNav: record.collapseNav === true };
}

/**
 * Pins or unpins one item. Pinning past the limit changes nothing (the caller says why);
 * the answer is the new preferences and whether the toggle happened.
 */
export function toggleNavPin(prefs: NavPrefs, item: string): { prefs: NavPrefs; changed: boolean } {
  if (prefs.pinnedNavItems.includes(item))
    return {
      prefs: { ...prefs, pinnedNavItems: prefs.pinnedNavItems.filter((pinned) => pinned !== item) },
      changed: true,
    };
  if (prefs.pinnedNavItems.length >= NAV_PIN_LIMIT) return { prefs, changed: false };
  return { prefs: { ...prefs, pinnedNavItems: [...prefs.pinnedNavItems, item] }, changed: true };
}

export function writeNavPrefs(storage: StoragePort, prefs: NavPrefs): void {
  storage.set(NAV_PREFS_KEY, {
    pinnedNavItems: [...prefs.pinnedNavItems],
    collapseNav: prefs.collapseNav,
  });
}
