import { useT } from '../../app/hooks';

/** Characters left against the instance limit; error style when over (spec part 2 §5). */
export function CharCounter({ remaining, limit }: { remaining: number; limit: number }) {
  const t = useT();
  if (limit <= 0) return null;
  const over = remaining < 0;
  return (
    <span
      className={over ? 'char-counter char-counter-over' : 'char-counter'}
      title={
        over
          ? t('post_status.over_limit', { count: -remaining })
          : t('post_status.remaining', { count: remaining })
      }
      aria-live="polite"
      data-testid="char-counter"
    >
      {remaining}
    </span>
  );
}
