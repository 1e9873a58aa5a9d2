import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { IdPager } from '../../../core/model/pager';
import { useT } from '../../app/hooks';
import { Spinner } from './Spinner';

/** What the footer reads of a pager (whatever its cursor). */
type PagedList = Pick<
  IdPager,
  'state' | 'loadingMore' | 'error' | 'bottomedOut' | 'loadInitial' | 'loadMore'
>;

/**
 * The footer of a paged list (the core's IdPager: account lists, mentions): a spinner while
 * loading, retry after a failure, the empty or "no more" words, or the load-more button.
 */
export const PagerFooter = observer(function PagerFooter({
  pager,
  shown,
  empty,
  noMore,
  loadMore,
}: {
  pager: PagedList;
  /** How many entries the list shows (deleted or unknown ones are not counted). */
  shown: number;
  empty: string;
  noMore: string;
  loadMore: string;
}) {
  const t = useT();
  let content: ReactNode = null;
  if (pager.state === 'loading' || pager.loadingMore) {
    content = <Spinner />;
  } else if (pager.state === 'failed' || pager.error) {
    content = (
      <button
        type="button"
        className="button"
        onClick={() => void (pager.state === 'failed' ? pager.loadInitial() : pager.loadMore())}
      >
        {t('timeline.load_older_error')}
      </button>
    );
  } else if (pager.state === 'loaded' && shown === 0) {
    content = <span className="faint">{empty}</span>;
  } else if (pager.bottomedOut) {
    content = <span className="faint">{noMore}</span>;
  } else if (pager.state === 'loaded') {
    content = (
      <button type="button" className="button" onClick={() => void pager.loadMore()}>
        {loadMore}
      </button>
    );
  }
  return <footer className="timeline-footer">{content}</footer>;
});
