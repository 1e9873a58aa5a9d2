import type { AdminUserFilter } from '../api/admin-users';

/**
 * The users list's filters as three independent choices, as the terminal cycles them: where
 * the account lives, its state, its role. Pleroma combines the filters it is sent (AND), so
 * each choice adds at most one; "staff" is one role at a time (admins, moderators).
 */
export type UserFilterDimension = 'origin' | 'state' | 'role';

export const USER_FILTER_CHOICES: Readonly<
  Record<UserFilterDimension, readonly (AdminUserFilter | null)[]>
> = {
  origin: [null, 'local', 'external'],
  state: [null, 'active', 'deactivated', 'need_approval'],
  role: [null, 'is_admin', 'is_moderator'],
};

/** The choice of one dimension among the filters (null: any). */
export function filterChoice(
  filters: readonly AdminUserFilter[],
  dimension: UserFilterDimension,
): AdminUserFilter | null {
  return USER_FILTER_CHOICES[dimension].find((f) => f !== null && filters.includes(f)) ?? null;
}

/** The filters with one dimension moved on to its next choice (after the last: any). */
export function cycleFilter(
  filters: readonly AdminUserFilter[],
  dimension: UserFilterDimension,
): AdminUserFilter[] {
  const choices = USER_FILTER_CHOICES[dimension];
  const current = filterChoice(filters, dimension);
  const next = choices[(choices.indexOf(current) + 1) % choices.length] ?? null;
  const others = filters.filter((f) => !choices.includes(f));
  return next ? [...others, next] : others;
}
