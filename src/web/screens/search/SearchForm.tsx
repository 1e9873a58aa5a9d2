import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';

/**
 * The search input: submits on Enter or by the button (spec part 1 §5). Its text is a
 * draft (view state); the query that ran lives in the URL and the SearchStore.
 */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <search>
      <form className="search-form" onSubmit={submit}>
        <input
          type="search"
          className="input search-input"
          aria-label={t('search.search')}
          placeholder={t('search.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('search.search')}
        </button>
      </form>
    </search>
  );
}
