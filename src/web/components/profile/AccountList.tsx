import { observer } from 'mobx-react-lite';
import type { AccountListPager } from '../../../core/model/account-list';
import { useT } from '../../app/hooks';
import { Spinner } from '../common/Spinner';
import { AccountCard } from './AccountCard';

/** A paged list of accounts (followers, followees) with its load-more footer. */
export const AccountList = observer(function AccountList({
  pager,
  emptyKey,
  label,
}: {
  pager: AccountListPager;
  emptyKey: string;
  label: string;
}) {
  const t = useT();
  const accounts = pager.accounts;
  let footer = null;
  if (pager.state === 'loading' || pager.loadingMore) {
    footer = <Spinner />;
  } else if (pager.state === 'failed' || pager.error) {
    footer = (
      <button
        type="button"
        className="button"
        onClick={() => void (pager.state === 'failed' ? pager.loadInitial() : pager.loadMore())}
      >
        {t('timeline.load_older_error')}
      </button>
    );
  } else if (pager.state === 'loaded' && accounts.length === 0) {
    footer = <span className="faint">{t(emptyKey)}</span>;
  } else if (pager.bottomedOut) {
    footer = <span className="faint">{t('user_card.no_more')}</span>;
  } else if (pager.state === 'loaded') {
    footer = (
      <button type="button" className="button" onClick={() => void pager.loadMore()}>
        {t('user_card.load_more')}
      </button>
    );
  }
  return (
    <section className="panel account-list" aria-label={label}>
      <ul className="account-list-items">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
      <footer className="timeline-footer">{footer}</footer>
    </section>
  );
});
