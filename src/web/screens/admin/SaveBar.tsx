import { observer } from 'mobx-react-lite';
import type { AdminConfigStore } from '../../../core/model/admin-config';
import { useT } from '../../app/hooks';

/** Save (the spec's POST payload, then a refetch) or discard the draft; says why a save failed. */
export const SaveBar = observer(function SaveBar({ store }: { store: AdminConfigStore }) {
  const t = useT();
  if (!store.dirty && !store.error) return null;
  return (
    <div className="admin-save-bar">
      {store.error ? (
        <p className="error-text" role="alert">
          {t('admin_dash.error', { error: store.error })}
        </p>
      ) : null}
      {store.dirty ? (
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={store.saving}
            onClick={() => void store.save()}
          >
            {store.saving ? t('admin_dash.saving') : t('admin_dash.save')}
          </button>
          <button
            type="button"
            className="button"
            disabled={store.saving}
            onClick={() => store.discard()}
          >
            {t('admin_dash.discard')}
          </button>
        </div>
      ) : null}
    </div>
  );
});
