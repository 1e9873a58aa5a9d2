import type { QuickFilter, QuickView } from '../../../core/view/timeline-filter';

/**
 * The terminal's names for the timeline header's quick filters and quick view (spec part 1
 * §2, issue 16): `:filter NAME [on|off]` and the `F` keys switch these settings of the schema.
 * `compact` is the web's alone (a terminal row is a row).
 */
export const FILTER_SETTINGS = {
  replies: 'hideReplies',
  repeats: 'hideRepeats',
  media: 'onlyMedia',
  muted: 'hideMutedPosts',
  cw: 'collapseWithSubject',
  previews: 'hideMedia',
} as const satisfies Record<string, QuickFilter | Exclude<QuickView, 'compact'>>;

export type FilterName = keyof typeof FILTER_SETTINGS;
export const FILTER_NAMES = Object.keys(FILTER_SETTINGS) as FilterName[];

export function isFilterName(name: string): name is FilterName {
  return Object.hasOwn(FILTER_SETTINGS, name);
}

/** The filter an `F` key action switches (`filter.replies` → `replies`). */
export function filterOfAction(action: string): FilterName | undefined {
  const name = action.startsWith('filter.') ? action.slice('filter.'.length) : '';
  return isFilterName(name) ? name : undefined;
}

/** `on`/`off` (and their usual synonyms), or null to switch; undefined when unreadable. */
export function filterValue(text: string): boolean | null | undefined {
  const word = text.trim().toLowerCase();
  if (word === '' || word === 'toggle') return null;
  if (['on', 'yes', 'true', '1'].includes(word)) return true;
  if (['off', 'no', 'false', '0'].includes(word)) return false;
  return undefined;
}
