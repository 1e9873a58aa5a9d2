import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { adminConfigOf } from '../../../core/model/admin-config';
import { adminConfigWords } from '../../../shared/i18n/en/common-admin-config';
import { useRoot, useT } from '../../app/hooks';
import { useNavigate, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { AdminTabs } from './AdminTabs';
import { visibleAdminTabs } from './admin-tabs';
import './admin.css';

/**
 * `/admin` and `/admin/TAB` (issue 15, spec part 2 §2 admin dashboard): the instance's
 * configuration in tabs, for admins. Other staff see only the desk tabs their privileges
 * allow (a moderator's moderation log); for anyone else the server's 403 says so.
 */
export const AdminScreen = observer(function AdminScreen() {
  useFeatureWords(adminConfigWords);
  const root = useRoot();
  const t = useT();
  const navigate = useNavigate();
  const { tab } = useParams();
  const store = root.use(adminConfigOf);
  useEffect(() => {
    void store.load();
  }, [store]);
  const known = store.loaded || store.dbConfigEnabled === false;
  // Staff who may not configure the instance still see the desk tabs their privileges allow.
  const deskOnly = store.forbidden && visibleAdminTabs(store, root.session.account ?? undefined);
  const showTabs = known || (deskOnly && deskOnly.length > 0);
  return (
    <section className="panel admin-screen" aria-label={t('admin_dash.title')}>
      <header className="panel-heading">
        <h2>{t('admin_dash.title')}</h2>
      </header>
      <div className="panel-body">
        {store.forbidden && !showTabs ? (
          <p className="error-text" role="alert">
            {t('admin_dash.forbidden')}
          </p>
        ) : store.error && !showTabs ? (
          <p className="error-text" role="alert">
            {store.error}
          </p>
        ) : null}
        {!known && store.loading ? <Spinner /> : null}
        {showTabs ? (
          <AdminTabs
            store={store}
            selected={tab}
            onSelect={(id) => navigate(`/admin/${id}`, { replace: true })}
          />
        ) : null}
      </div>
    </section>
  );
});

export default AdminScreen;
