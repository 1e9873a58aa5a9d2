import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminLogOf } from '../../../../core/model/admin-log';
import { adminModeration } from '../../../../shared/i18n/en/admin-moderation';
import { fullTime } from '../../../../shared/text/relative-time';
import { useLanguage, useRoot, useT } from '../../../app/hooks';
import { useFeatureWords } from '../../../i18n/feature-words';
import { DeskPager } from '../moderation/DeskPager';
import { TabLoad } from './TabLoad';

/**
 * The dashboard's Moderation log tab (issue 15; moderation_log_read): who did what, newest
 * first, a page at a time, searched by its words.
 */
export const LogTab = observer(function LogTab() {
  useFeatureWords(adminModeration);
  const root = useRoot();
  const t = useT();
  const locale = useLanguage();
  const store = root.use(adminLogOf);
  const [query, setQuery] = useState(store.search);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="admin-log" aria-label={t('admin_dash.tabs.log')}>
      <form
        aria-label={t('admin_dash.log.search')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.setSearch(query);
        }}
      >
        <input
          type="search"
          aria-label={t('admin_dash.log.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <TabLoad
        store={store}
        empty={store.items.length === 0}
        emptyText={t('admin_dash.log.empty')}
      />
      <ol className="admin-list admin-log-list">
        {store.items.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.time} className="faint">
              {fullTime(entry.time, { locale }) || entry.time}
            </time>{' '}
            {entry.message}
          </li>
        ))}
      </ol>
      {store.total > 0 ? (
        <DeskPager
          label={t('admin_dash.tabs.log')}
          summary={t('admin_dash.log.page_of', {
            page: String(store.page),
            pages: String(store.pages),
            count: String(store.total),
          })}
          page={store.page}
          pages={store.pages}
          loading={store.state === 'loading'}
          onGo={(page) => void store.goToPage(page)}
        />
      ) : null}
    </section>
  );
});
