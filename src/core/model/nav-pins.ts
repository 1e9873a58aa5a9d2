import type { PreferencesData } from './settings';
import { NAV_PIN_LIMIT } from './settings';

export { NAV_PIN_LIMIT } from './settings';

/**
 * Spec part 1 §3 navigation preferences, as the settings schema keeps them (`pinnedNavItems`
 * and `collapseNav`, synced through the server's settings store like every server setting,
 * and kept locally when the server has no such store).
 */
export type NavPrefs = Pick<PreferencesData, 'pinnedNavItems' | 'collapseNav'>;

/**
 * Pins or unpins one item. Pinning past the limit changes nothing (the caller says why);
 * the answer is the new pin list and whether the toggle happened.
 */
export function toggleNavPin(
  pinned: readonly string[],
  item: string,
): { pinnedNavItems: string[]; changed: boolean } {
  if (pinned.includes(item))
    return { pinnedNavItems: pinned.filter((route) => route !== item), changed: true };
  if (pinned.length >= NAV_PIN_LIMIT) return { pinnedNavItems: [...pinned], changed: false };
  return { pinnedNavItems: [...pinned, item], changed: true };
}
