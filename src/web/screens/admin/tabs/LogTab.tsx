import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { adminLogOf } from '../../../../core/model/admin-log';
import { fullTime } from '../../../../shared/text/relative-time';
import { useLanguage } from '../../../app/hooks';
import { DeskPager } from '../moderation/DeskPager';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

/**
 * The dashboard's Moderation log tab (issue 15; moderation_log_read): who did what, newest
 * first, a page at a time, searched by its words.
 */
export const LogTab = observer(function LogTab() {
  const { t, store } = useDeskTab(adminLogOf);
  const locale = useLanguage();
  const [query, setQuery] = useState(store.search);
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
          summary="admin_dash.log.page_of"
          list={store}
          count={store.total}
          onGo={(page) => void store.goToPage(page)}
        />
      ) : null}
    </section>
  );
});
