import { observer } from 'mobx-react-lite';
import type { AdminUsersStore } from '../../../../core/model/admin-users';
import { useT } from '../../../app/hooks';

/** Previous and next page of the desk's users list, with where the list stands. */
export const UsersPager = observer(function UsersPager({ store }: { store: AdminUsersStore }) {
  const t = useT();
  if (store.state !== 'loaded' && store.count === 0) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin_moderation.users_title')}>
      <button
        type="button"
        className="btn"
        disabled={!store.hasPrevious || store.state === 'loading'}
        onClick={() => void store.goTo(store.page - 1)}
      >
        {t('admin_moderation.previous_page')}
      </button>
      <span className="faint" aria-live="polite">
        {t('admin_moderation.page_of', {
          page: String(store.page),
          pages: String(store.pages),
          count: String(store.count),
        })}
      </span>
      <button
        type="button"
        className="btn"
        disabled={!store.hasNext || store.state === 'loading'}
        onClick={() => void store.goTo(store.page + 1)}
      >
        {t('admin_moderation.next_page')}
      </button>
    </nav>
  );
});
