import { observer } from 'mobx-react-lite';
import { SEARCH_TABS, type SearchStore, type SearchTab } from '../../../core/model/search';
import type { TranslationKey } from '../../../shared/i18n';
import { useT } from '../../app/hooks';

export const SEARCH_TAB_LABELS: Record<SearchTab, TranslationKey> = {
  statuses: 'search.statuses',
  people: 'search.people',
  hashtags: 'search.hashtags',
};

/** Statuses, people and hashtags tabs, each with its result count. */
export const SearchTabs = observer(function SearchTabs({ search }: { search: SearchStore }) {
  const t = useT();
  return (
    <div className="tabs search-tabs" role="tablist">
      {SEARCH_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className={search.tab === tab ? 'tab tab-active' : 'tab'}
          aria-selected={search.tab === tab}
          data-tab={tab}
          onClick={() => search.selectTab(tab)}
        >
          {t('search.tab_count', { name: t(SEARCH_TAB_LABELS[tab]), count: search.counts[tab] })}
        </button>
      ))}
    </div>
  );
});
