import type { KeyActionId } from '../../../shared/keymap';

/**
 * The tab after (or before) `current` for the section keys of tabbed views (profile,
 * search), wrapping around; undefined when the action is not a section key.
 */
export function sectionStep<T>(action: KeyActionId, tabs: readonly T[], current: T): T | undefined {
  const step = action === 'section.next' ? 1 : action === 'section.prev' ? -1 : 0;
  if (step === 0 || tabs.length === 0) return undefined;
  const at = Math.max(0, tabs.indexOf(current));
  return tabs[(at + step + tabs.length) % tabs.length];
}
