import { useT } from '../../../app/hooks';

/**
 * Previous and next page of a desk list (users, the moderation log), with where the list
 * stands (`summary`, read aloud when it changes).
 */
export function DeskPager({
  label,
  summary,
  page,
  pages,
  loading,
  onGo,
}: {
  label: string;
  summary: string;
  page: number;
  pages: number;
  loading: boolean;
  onGo: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="btn"
        disabled={page <= 1 || loading}
        onClick={() => onGo(page - 1)}
      >
        {t('admin_moderation.previous_page')}
      </button>
      <span className="faint" aria-live="polite">
        {summary}
      </span>
      <button
        type="button"
        className="btn"
        disabled={page >= pages || loading}
        onClick={() => onGo(page + 1)}
      >
        {t('admin_moderation.next_page')}
      </button>
    </nav>
  );
}
