import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { suggestionsOf } from '../../../core/model/people-kits';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { AccountCard } from '../../components/profile/AccountCard';
import { useFeatureWords } from '../../i18n/feature-words';

/** `/who-to-follow` (spec part 1 §2): every suggested account. */
export const WhoToFollowScreen = observer(function WhoToFollowScreen() {
  useFeatureWords(peopleLists);
  const root = useRoot();
  const t = useT();
  const suggestions = root.use(suggestionsOf);
  useEffect(() => {
    void suggestions.load();
  }, [suggestions]);
  const accounts = suggestions.accounts;
  return (
    <section className="panel who-to-follow" aria-label={t('who_to_follow.who_to_follow')}>
      <header className="panel-heading">
        <h2>{t('who_to_follow.who_to_follow')}</h2>
      </header>
      <div className="panel-body">
        {suggestions.state === 'unsupported' ? (
          <p className="faint">{t('who_to_follow.unsupported')}</p>
        ) : null}
        {suggestions.state === 'failed' ? (
          <p className="error-text" role="alert">
            {t('who_to_follow.load_error', { detail: suggestions.error ?? '' })}
          </p>
        ) : null}
        {suggestions.state === 'loading' && accounts.length === 0 ? <Spinner /> : null}
        {suggestions.state === 'loaded' && accounts.length === 0 ? (
          <p className="faint">{t('who_to_follow.none')}</p>
        ) : null}
        <ul className="account-list">
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default WhoToFollowScreen;
