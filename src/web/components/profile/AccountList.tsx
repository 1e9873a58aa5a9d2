import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Account } from '../../../core/domain/types';
import type { AccountListPager } from '../../../core/model/account-list';
import type { TranslationKey } from '../../../shared/i18n';
import { useT } from '../../app/hooks';
import { PagerFooter } from '../common/PagerFooter';
import { AccountCard } from './AccountCard';

/** A paged list of accounts (followers, followees) with its load-more footer. */
export const AccountList = observer(function AccountList({
  pager,
  emptyKey,
  label,
  action,
}: {
  pager: AccountListPager;
  emptyKey: TranslationKey;
  label: string;
  /** A control beside each account (remove follower on one's own followers). */
  action?: (account: Account) => ReactNode;
}) {
  const t = useT();
  const accounts = pager.accounts;
  return (
    <section className="panel account-list" aria-label={label}>
      <ul className="account-list-items">
        {accounts.map((account) => (
          <li key={account.id} className={action ? 'account-list-item-with-action' : undefined}>
            <AccountCard account={account} />
            {action?.(account)}
          </li>
        ))}
      </ul>
      <PagerFooter
        pager={pager}
        shown={accounts.length}
        empty={t(emptyKey)}
        noMore={t('user_card.no_more')}
        loadMore={t('user_card.load_more')}
      />
    </section>
  );
});
