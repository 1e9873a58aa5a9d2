/**
 * Spec part 2 §4 "Admin access restriction": tri-state for timelines, profiles and
 * activities: indeterminate (follows whether the instance is public: Pleroma's
 * `:if_instance_is_private`), forced disallow (`true`), forced allow (`false`). Stored under
 * `:pleroma, :restrict_unauthenticated`, a map per kind with its local/federated or
 * local/remote flags.
 *
 * Platform-free: no DOM, no Node.
 */
import type { ConfigPath, ConfigValue } from './admin-config-values';
import type { MessageKey } from './notices';

export type RestrictionState = 'follow' | 'disallow' | 'allow';

export const RESTRICTION_STATES: readonly RestrictionState[] = ['follow', 'disallow', 'allow'];

/** What each kind restricts, and for whose content. */
export const RESTRICTIONS = [
  { kind: ':timelines', scopes: [':local', ':federated'] },
  { kind: ':profiles', scopes: [':local', ':remote'] },
  { kind: ':activities', scopes: [':local', ':remote'] },
] as const;

export type RestrictionKind = (typeof RESTRICTIONS)[number]['kind'];

/** Each kind's name, as every face shows it. */
export const RESTRICTION_KIND_LABEL: Record<RestrictionKind, MessageKey> = {
  ':timelines': 'admin_dash.access.timelines',
  ':profiles': 'admin_dash.access.profiles',
  ':activities': 'admin_dash.access.activities',
};

/** Each state's name, as every face shows it. */
export const RESTRICTION_STATE_LABEL: Record<RestrictionState, MessageKey> = {
  follow: 'admin_dash.access.follow',
  disallow: 'admin_dash.access.disallow',
  allow: 'admin_dash.access.allow',
};

/** The state after `state`, in the order the faces offer them (a key steps through them). */
export function nextRestriction(state: RestrictionState): RestrictionState {
  return RESTRICTION_STATES[(RESTRICTION_STATES.indexOf(state) + 1) % RESTRICTION_STATES.length]!;
}

/** Pleroma's indeterminate value. */
export const IF_INSTANCE_IS_PRIVATE = ':if_instance_is_private';

export function restrictionPath(kind: string, scope: string): ConfigPath {
  return [':pleroma', ':restrict_unauthenticated', kind, scope];
}

export function restrictionState(value: ConfigValue | undefined): RestrictionState {
  if (value === true || value === 'true') return 'disallow';
  if (value === false || value === 'false') return 'allow';
  return 'follow';
}

export function restrictionValue(state: RestrictionState): ConfigValue {
  if (state === 'disallow') return true;
  if (state === 'allow') return false;
  return IF_INSTANCE_IS_PRIVATE;
}

/** Whether anonymous visitors are kept out, given the instance's `:public` flag. */
export function isRestricted(state: RestrictionState, instanceIsPublic: boolean): boolean {
  if (state === 'follow') return !instanceIsPublic;
  return state === 'disallow';
}
