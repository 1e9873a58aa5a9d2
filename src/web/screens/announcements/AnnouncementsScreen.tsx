import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { announcementsOf } from '../../../core/model/announcements';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementItemView } from './AnnouncementItemView';
import './announcements.css';

/**
 * `/announcements` (spec part 1 §2 "Announcements page"): heading, the managers' posting
 * form, and each announcement. A server without announcements says so.
 */
export const AnnouncementsScreen = observer(function AnnouncementsScreen() {
  useFeatureWords(screens);
  const root = useRoot();
  const t = useT();
  const store = root.use(announcementsOf);
  useEffect(() => {
    void store.refresh();
  }, [store]);
  const items = store.items;
  return (
    <section className="panel announcements-screen" aria-label={t('announcements.page_header')}>
      <header className="panel-heading">
        <h2>{t('announcements.page_header')}</h2>
      </header>
      <div className="panel-body">
        {store.error ? (
          <p className="error-text" role="alert">
            {t('announcements.post_error', { error: store.error })}{' '}
            <button type="button" className="button-link" onClick={() => store.clearError()}>
              {t('announcements.close_error')}
            </button>
          </p>
        ) : null}
        {store.canManage ? (
          <AnnouncementForm busy={store.busy !== null} onSubmit={(c) => store.post(c)} />
        ) : null}
        {!store.supported ? <p className="faint">{t('announcements.unsupported')}</p> : null}
        {store.loadError ? (
          <p className="error-text" role="alert">
            {t('announcements.load_error', { detail: store.loadError })}{' '}
            <button type="button" className="button-link" onClick={() => void store.refresh()}>
              {t('general.retry')}
            </button>
          </p>
        ) : null}
        {store.state === 'loading' && items.length === 0 ? <Spinner /> : null}
        {store.supported && store.state === 'loaded' && items.length === 0 ? (
          <p className="faint">{t('announcements.empty')}</p>
        ) : null}
        <ul className="announcement-list">
          {items.map((item) => (
            <AnnouncementItemView key={item.id} item={item} store={store} />
          ))}
        </ul>
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default AnnouncementsScreen;
