import { useState } from 'react';
import { useT } from '../app/hooks';
import { pathFor } from '../app/route-table';
import { useNavigate } from '../app/router';

/**
 * The desktop navigation bar's search field (spec part 1 §2): Enter or its button opens
 * `/search?query=` with the words (spec §5: search submits on Enter or by button; an empty
 * query does nothing).
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      className="header-search"
      data-testid="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query === '') return;
        navigate(`${pathFor('search')}?${new URLSearchParams({ query })}`);
      }}
    >
      <input
        type="search"
        aria-label={t('nav.search')}
        placeholder={t('nav.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button-default">
        {t('nav.search')}
      </button>
    </form>
  );
}
