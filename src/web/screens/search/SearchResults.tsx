import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { SearchStore } from '../../../core/model/search';
import { useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { AccountCard } from '../../components/profile/AccountCard';
import { StatusItem } from '../../components/status/StatusItem';
import { useStaticCursor } from '../../components/status/use-static-cursor';

/** People talking about a hashtag lately: the sum of the last days' accounts. */
function peopleTalking(history: readonly { accounts: number }[]): number {
  return history.slice(0, 2).reduce((sum, day) => sum + day.accounts, 0);
}

/**
 * The current tab's results, then "No results", "No more results" or a load-more button
 * (offset pagination in the core).
 */
export const SearchResults = observer(function SearchResults({ search }: { search: SearchStore }) {
  const t = useT();
  const tab = search.tab;
  const count = search.counts[tab];
  const listRef = useRef<HTMLDivElement>(null);
  useStaticCursor(listRef, tab === 'statuses' ? search.statusIds : []);
  let list = null;
  if (tab === 'statuses') {
    list = (
      <div ref={listRef} className="search-statuses">
        {search.statuses.map((status) => (
          <StatusItem key={status.id} id={status.id} />
        ))}
      </div>
    );
  } else if (tab === 'people') {
    list = (
      <ul className="account-list-items">
        {search.accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ul className="hashtag-results">
        {search.hashtags.map((hashtag) => (
          <li key={hashtag.name} className="hashtag-result">
            <Link to={pathFor('tag-timeline', { tag: hashtag.name })}>#{hashtag.name}</Link>{' '}
            <span className="faint">
              {t('search.people_talking', { count: peopleTalking(hashtag.history) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  let footer = null;
  if (search.loadingMore === tab) {
    footer = <Spinner />;
  } else if (count === 0) {
    footer = <h3 className="search-empty">{t('search.no_results')}</h3>;
  } else if (search.noMore[tab]) {
    footer = <h3 className="search-empty">{t('search.no_more_results')}</h3>;
  } else {
    footer = (
      <button type="button" className="button" onClick={() => void search.loadMore(tab)}>
        {t('search.load_more')}
      </button>
    );
  }
  return (
    <div className="search-results" role="tabpanel" data-tab={tab}>
      {list}
      {search.error ? (
        <p className="error-text" role="alert">
          {t('search.error', { detail: search.error })}
        </p>
      ) : null}
      <footer className="timeline-footer">{footer}</footer>
    </div>
  );
});
