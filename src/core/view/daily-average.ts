const DAY_MS = 24 * 3600_000;

/**
 * Spec part 2 §9: "Daily average posts = posts count / days since creation, rounded". The
 * days are counted up (Pleroma-FE's `Math.ceil`), so an account made today has one day and
 * no division by zero; null when the creation date cannot be read or lies in the future.
 */
export function dailyAveragePosts(
  statusesCount: number,
  createdAt: string,
  now: number,
): number | null {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created) || created > now) return null;
  const days = Math.max(1, Math.ceil((now - created) / DAY_MS));
  return Math.round(statusesCount / days);
}
