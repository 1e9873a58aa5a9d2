import { useT } from '../../app/hooks';

/** Spec part 1 §9: the mobile badge shows an infinity symbol above 99. */
export const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? '∞' : String(count);
}

/** The unseen-count badge; nothing at 0. */
export function UnseenBadge({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      className="unseen-badge"
      data-testid="unseen-badge"
      title={t('notifications.unseen_count', { count })}
    >
      {badgeText(count)}
      <span className="visually-hidden"> {t('notifications.unseen_count', { count })}</span>
    </span>
  );
}
