/** Above this a badge stops counting (spec: "Mobile badge shows an infinity symbol above 99 new"). */
export const BADGE_LIMIT = 99;

/**
 * The text of an unread/new-items badge: "1" … "99", then "∞".
 * Returns '' when there is nothing to show (0, negative or not a number), so callers can
 * hide the badge on an empty string.
 */
export function badgeCount(n: number): string {
  if (!Number.isFinite(n) && n !== Number.POSITIVE_INFINITY) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count > BADGE_LIMIT ? '∞' : String(count);
}
