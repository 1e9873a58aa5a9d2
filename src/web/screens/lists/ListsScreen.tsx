import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useModel, useT } from '../../app/hooks';
import { pathFor } from '../../app/route-table';
import { Link } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';
import { listsStore } from './lists-store';
import '../../styles/reading.css';

/**
 * `/lists`: every list of the signed-in user, newest first, each linking to its timeline
 * and its edit page, plus a New button (spec part 1 §2 "Lists page").
 */
export const ListsScreen = observer(function ListsScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const { reading, sessionEpoch, root } = useModel();
  const t = useT();
  const lists = reading.store(listsStore);
  useEffect(() => {
    void sessionEpoch;
    void lists.load();
    // Spec part 1 §9: the lists are fetched again every 240 s while shown.
    return lists.refreshEvery(root.scope.scheduler);
  }, [lists, sessionEpoch, root]);
  const items = lists.newestFirst;
  return (
    <section className="panel lists-screen" aria-label={t('lists.lists')}>
      <header className="panel-heading">
        <h2>{t('lists.lists')}</h2>
        <Link className="button" to={pathFor('lists-new')}>
          {t('lists.new')}
        </Link>
      </header>
      <div className="panel-body">
        {lists.state === 'failed' ? (
          <p className="error-text" role="alert">
            {t('lists.load_error', { detail: lists.error ?? '' })}{' '}
            <button type="button" className="button-link" onClick={() => void lists.load()}>
              {t('general.retry')}
            </button>
          </p>
        ) : null}
        {lists.state === 'loading' && items.length === 0 ? <Spinner /> : null}
        {lists.state === 'loaded' && items.length === 0 ? (
          <p className="faint">{t('lists.empty')}</p>
        ) : null}
        <ul className="list-index">
          {items.map((list) => (
            <li key={list.id} className="list-index-item" data-list-id={list.id}>
              <Link className="list-index-title" to={pathFor('lists-timeline', { id: list.id })}>
                {list.title}
              </Link>
              <Link className="button-link" to={pathFor('lists-edit', { id: list.id })}>
                {t('lists.edit')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default ListsScreen;
