import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { adminInvitesOf } from '../../../../core/model/admin-invites';
import { useRoot, useT } from '../../../app/hooks';

/** The dashboard's Invites tab (issue 15): an invite sent by e-mail to the address written. */
export const InvitesTab = observer(function InvitesTab() {
  const root = useRoot();
  const t = useT();
  const store = root.use(adminInvitesOf);
  const [email, setEmail] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    void store.email(address).then((ok) => {
      if (!ok) return;
      root.notices.add('success', 'admin_dash.invites.sent', { email: address });
      setEmail('');
    });
  };
  return (
    <section className="admin-invites" aria-label={t('admin_dash.tabs.invites')}>
      <form onSubmit={send}>
        <h3>{t('admin_dash.invites.heading')}</h3>
        <label>
          {t('admin_dash.invites.email')}
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <div className="form-actions">
          <button type="submit" className="button" disabled={store.busy !== null}>
            {t('admin_dash.invites.send')}
          </button>
        </div>
      </form>
    </section>
  );
});
