import type { AdminPrivilege } from '../../../../core/api/admin-common';
import type { LoadState } from '../../../../core/model/pager';
import { useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';

/**
 * Where a desk tab's list stands, above it: the privilege a 403 named, else the load's
 * failure, the spinner, or the words for an empty list.
 */
export function TabLoad({
  store,
  empty,
  emptyText,
}: {
  store: { state: LoadState; loadError: string | null; forbidden: AdminPrivilege | null };
  empty: boolean;
  emptyText: string;
}) {
  const t = useT();
  if (store.forbidden)
    return (
      <p className="error-text" role="alert">
        {t('admin_moderation.lacks_privilege', { privilege: store.forbidden })}
      </p>
    );
  if (store.state === 'failed')
    return (
      <p className="error-text" role="alert">
        {t('general.generic_error_message', { detail: store.loadError ?? '' })}
      </p>
    );
  if (store.state === 'loading') return <Spinner />;
  if (store.state === 'loaded' && empty) return <p className="faint">{emptyText}</p>;
  return null;
}
