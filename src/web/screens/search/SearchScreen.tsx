import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { searchOf } from '../../../core/model/search';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useT } from '../../app/hooks';
import { useSearchParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import '../../styles/reading.css';

/**
 * `/search?query=`: the query lives in the URL; a non-empty one runs the search (spec:
 * search runs only on a non-empty query). Tabs statuses, people and hashtags with counts.
 */
export const SearchScreen = observer(function SearchScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const model = useModel();
  const t = useT();
  const search = model.root.use(searchOf);
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const epoch = model.sessionEpoch;
  useEffect(() => {
    void epoch;
    if (query !== '' && (query !== search.query || search.state === 'idle')) {
      void search.search(query);
    }
  }, [search, query, epoch]);
  const onSearch = (text: string) => {
    const next = text.trim();
    if (next === '') return;
    if (next === query) void search.search(next);
    else setParams({ query: next });
  };
  const current = query !== '' && search.query === query;
  return (
    <section className="panel search-screen" aria-label={t('search.search')}>
      <header className="panel-heading">
        <h2>{t('search.search')}</h2>
      </header>
      <div className="panel-body">
        <SearchForm query={query} onSearch={onSearch} />
      </div>
      {current && search.state === 'loading' ? <Spinner /> : null}
      {current && search.state === 'failed' ? (
        <p className="panel-body error-text" role="alert">
          {t('search.error', { detail: search.error ?? '' })}
        </p>
      ) : null}
      {current && search.state === 'loaded' ? (
        <>
          <SearchTabs search={search} />
          <SearchResults search={search} />
        </>
      ) : null}
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default SearchScreen;
