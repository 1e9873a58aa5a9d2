import { observer } from 'mobx-react-lite';
import type { LoadState } from '../../../../core/model/pager';
import type { TranslationKey } from '../../../../shared/i18n';
import { useT } from '../../../app/hooks';

/**
 * Previous and next page of a desk list (users, the moderation log), with where the list
 * stands (`summary`: "Page {{page}} of {{pages}} (…: {{count}})", read aloud when it changes).
 */
export const DeskPager = observer(function DeskPager({
  label,
  summary,
  list,
  count,
  onGo,
}: {
  label: string;
  summary: TranslationKey;
  list: { page: number; pages: number; state: LoadState };
  count: number;
  onGo: (page: number) => void;
}) {
  const t = useT();
  const { page, pages } = list;
  const loading = list.state === 'loading';
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
        {t(summary, { page: String(page), pages: String(pages), count: String(count) })}
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
});
