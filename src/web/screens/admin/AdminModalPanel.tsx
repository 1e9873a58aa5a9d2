import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { adminConfigOf } from '../../../core/model/admin-config';
import { adminConfigWords } from '../../../shared/i18n/en/common-admin-config';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { SaveBar } from './SaveBar';
import './admin.css';

/**
 * One dashboard tab in the settings modal's admin mode (spec part 2 §2 "Admin mode of the
 * settings modal … reach the admin dashboard"): the same panel and save bar as `/admin/TAB`,
 * on the account's one config store, so a draft begun here is the dashboard's too.
 */
export const AdminModalPanel = observer(function AdminModalPanel({ tab }: { tab: AdminTab['id'] }) {
  useFeatureWords(adminConfigWords);
  const root = useRoot();
  const t = useT();
  const store = root.use(adminConfigOf);
  // Asked afresh when shown, as `/admin` does; again once a restored session signs in.
  const account = root.session.account?.id;
  useEffect(() => {
    if (account !== undefined) void store.load();
  }, [store, account]);
  const spec = ADMIN_TABS.find((candidate) => candidate.id === tab);
  if (store.forbidden) {
    return (
      <p className="error-text" role="alert">
        {t('admin_dash.forbidden')}
      </p>
    );
  }
  const known = store.loaded || store.dbConfigEnabled === false;
  if (!known) {
    return store.error ? (
      <p className="error-text" role="alert">
        {store.error}
      </p>
    ) : (
      <Spinner />
    );
  }
  if (!spec) return null;
  const Panel = spec.Panel;
  return (
    <div className="admin-panel" data-testid={`admin-modal-${tab}`}>
      <Panel store={store} />
      {spec.edits ? <SaveBar store={store} /> : null}
    </div>
  );
});
