import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useState } from 'react';
import { adminLogOf } from '../../../../core/model/admin-log';
import type { LogFilter } from '../../../../core/model/admin-log-filter';
import { fullTime } from '../../../../shared/text/relative-time';
import { useLanguage } from '../../../app/hooks';
import { DeskPager } from '../moderation/DeskPager';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

/**
 * The dashboard's Moderation log tab (issue 15; moderation_log_read): who did what, newest
 * first, a page at a time, searched by its words, filtered by who acted and between which days.
 */
export const LogTab = observer(function LogTab() {
  const { t, store } = useDeskTab(adminLogOf);
  const locale = useLanguage();
  const [query, setQuery] = useState(store.search);
  const [filter, setFilter] = useState<LogFilter>(store.filter);
  const field = (name: keyof LogFilter) => ({
    value: filter[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setFilter({ ...filter, [name]: e.target.value }),
  });
  const filtered = Boolean(
    store.search || store.filter.user || store.filter.since || store.filter.until,
  );
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
      <form
        className="admin-log-filter"
        aria-label={t('admin_dash.log.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.setFilter(filter);
        }}
      >
        <label>
          {t('admin_dash.log.filter_user')}{' '}
          <input type="text" autoComplete="off" placeholder="bob" {...field('user')} />
        </label>{' '}
        <label>
          {t('admin_dash.log.filter_since')}{' '}
          <input type="date" max={filter.until || undefined} {...field('since')} />
        </label>{' '}
        <label>
          {t('admin_dash.log.filter_until')}{' '}
          <input type="date" min={filter.since || undefined} {...field('until')} />
        </label>{' '}
        <button type="submit">{t('admin_dash.log.filter_apply')}</button>
      </form>
      <TabLoad
        store={store}
        empty={store.items.length === 0}
        emptyText={
          store.unknownUser
            ? t('admin_dash.log.unknown_user', { user: store.filter.user })
            : filtered
              ? t('admin_dash.log.no_match')
              : t('admin_dash.log.empty')
        }
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
