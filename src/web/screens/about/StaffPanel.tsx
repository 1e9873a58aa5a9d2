import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Account } from '../../../core/domain/types';
import { useModel, useT } from '../../app/hooks';
import { AccountCard } from '../../components/profile/AccountCard';
import { aboutStore } from './about-store';

function Group({ title, accounts }: { title: string; accounts: Account[] }) {
  if (accounts.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="account-list-items">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Staff grouped by role: admins, then moderators (spec part 1 §2 "About page"). */
export const StaffPanel = observer(function StaffPanel() {
  const { reading, root } = useModel();
  const t = useT();
  const about = reading.store(aboutStore);
  const nodeinfo = root.instance.nodeinfo;
  useEffect(() => {
    if (nodeinfo) void about.loadStaff();
  }, [about, nodeinfo]);
  const { admins, moderators } = about.staff;
  if (admins.length + moderators.length === 0) return null;
  return (
    <section className="panel staff-panel" aria-label={t('about.staff')}>
      <header className="panel-heading">
        <h3>{t('about.staff')}</h3>
      </header>
      <div className="panel-body">
        <Group title={t('about.admins')} accounts={admins} />
        <Group title={t('about.moderators')} accounts={moderators} />
      </div>
    </section>
  );
});
