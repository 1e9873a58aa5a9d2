import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { followRequestsOf } from '../../../core/model/people-kits';
import { peopleLists } from '../../../shared/i18n/en/common-people-lists';
import { useRoot, useT } from '../../app/hooks';
import { Spinner } from '../../components/common/Spinner';
import { AccountCard } from '../../components/profile/AccountCard';
import { useFeatureWords } from '../../i18n/feature-words';
import { FollowRequestButtons } from './FollowRequestButtons';

/** `/friend-requests` (spec part 1 §2): a card per request with approve and deny. */
export const FriendRequestsScreen = observer(function FriendRequestsScreen() {
  useFeatureWords(peopleLists);
  const root = useRoot();
  const t = useT();
  const requests = root.use(followRequestsOf);
  useEffect(() => {
    void requests.load();
    return requests.watch();
  }, [requests]);
  const accounts = requests.accounts;
  return (
    <section className="panel friend-requests" aria-label={t('follow_requests.title')}>
      <header className="panel-heading">
        <h2>{t('follow_requests.title')}</h2>
      </header>
      <div className="panel-body">
        {requests.state === 'failed' ? (
          <p className="error-text" role="alert">
            {t('follow_requests.load_error', { detail: requests.error ?? '' })}
          </p>
        ) : null}
        {requests.state === 'loading' && accounts.length === 0 ? <Spinner /> : null}
        {requests.state === 'loaded' && accounts.length === 0 ? (
          <p className="faint">{t('follow_requests.none')}</p>
        ) : null}
        <ul className="account-list">
          {accounts.map((account) => (
            <li key={account.id} className="follow-request" data-account-id={account.id}>
              <AccountCard account={account} />
              <FollowRequestButtons
                accountId={account.id}
                name={account.displayName || account.acct}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default FriendRequestsScreen;
