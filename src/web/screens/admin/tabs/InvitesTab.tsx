import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import type { Invite } from '../../../../core/api/admin-desk';
import { adminInvitesOf, inviteOptions } from '../../../../core/model/admin-invites';
import { fullDate } from '../../../../shared/text/relative-time';
import { useLanguage, useRoot, useT } from '../../../app/hooks';
import { ConfirmAction } from '../moderation/ConfirmAction';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

/** Where someone registers with an invite: this client's `/registration/TOKEN`. */
function registrationLink(token: string): string {
  return new URL(`/registration/${encodeURIComponent(token)}`, window.location.href).href;
}

/**
 * The dashboard's Invites tab (issue 15; users_manage_invites): a new invite with a maximum
 * of uses and an expiry date (both optional, as Pleroma's admin front-end offers), the
 * invites with their uses and expiry and a confirmed Revoke, and an invite sent by e-mail.
 */
export const InvitesTab = observer(function InvitesTab() {
  const { root, t, store } = useDeskTab(adminInvitesOf);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const revoke = (invite: Invite) => {
    setRevoking(null);
    void store.revoke(invite.token).then((ok) => {
      if (ok) root.notices.add('success', 'admin_dash.invites.revoked', { token: invite.token });
    });
  };
  return (
    <section className="admin-invites" aria-label={t('admin_dash.tabs.invites')}>
      <NewInviteForm />
      {store.created ? (
        <p className="admin-invite-link" role="status">
          {t('admin_dash.invites.link')}:{' '}
          <a href={registrationLink(store.created)}>{registrationLink(store.created)}</a>
        </p>
      ) : null}
      <h3>{t('admin_dash.invites.list')}</h3>
      <TabLoad
        store={store}
        empty={store.items.length === 0}
        emptyText={t('admin_dash.invites.empty')}
      />
      <ul className="admin-list admin-invite-list">
        {store.items.map((invite) => (
          <InviteItem key={invite.id} invite={invite} onRevoke={() => setRevoking(invite)} />
        ))}
      </ul>
      <EmailInviteForm />
      {revoking ? (
        <ConfirmAction
          text={t('admin_dash.invites.revoke_question', { token: revoking.token })}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoke(revoking)}
        />
      ) : null}
    </section>
  );
});

/** One invite: its token, uses, expiry or "used up or revoked", and Revoke while usable. */
const InviteItem = observer(function InviteItem({
  invite,
  onRevoke,
}: {
  invite: Invite;
  onRevoke: () => void;
}) {
  const t = useT();
  const locale = useLanguage();
  const store = useRoot().use(adminInvitesOf);
  const facts = [
    invite.maxUse === null
      ? t('admin_dash.invites.unlimited')
      : t('admin_dash.invites.uses', { uses: invite.uses, max: invite.maxUse }),
    invite.expiresAt &&
      t('admin_dash.invites.expires', {
        date: fullDate(invite.expiresAt, { locale, timeZone: 'UTC' }) || invite.expiresAt,
      }),
    invite.used && t('admin_dash.invites.used'),
  ].filter(Boolean);
  return (
    <li aria-label={invite.token} data-used={invite.used || undefined}>
      <code>{invite.token}</code> <span className="faint">· {facts.join(' · ')}</span>
      {invite.used ? null : (
        <button type="button" className="btn" disabled={store.busy !== null} onClick={onRevoke}>
          {t('admin_dash.invites.revoke')}
        </button>
      )}
    </li>
  );
});

/** "New invite": max uses and an expiry date, checked as the terminal and CLI check them. */
const NewInviteForm = observer(function NewInviteForm() {
  const root = useRoot();
  const t = useT();
  const id = useId();
  const store = root.use(adminInvitesOf);
  const [maxUse, setMaxUse] = useState('');
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState<'max_use' | 'expiry' | null>(null);
  const create = (event: FormEvent) => {
    event.preventDefault();
    const options = inviteOptions(maxUse, expires);
    if ('problem' in options) {
      setProblem(options.problem);
      return;
    }
    setProblem(null);
    void store.create(options).then((ok) => {
      if (!ok) return;
      root.notices.add('success', 'admin_dash.invites.created', { token: store.created ?? '' });
      setMaxUse('');
      setExpires('');
    });
  };
  return (
    <form onSubmit={create} aria-labelledby={`${id}-new`} noValidate>
      <h3 id={`${id}-new`}>{t('admin_dash.invites.new')}</h3>
      <div className="admin-setting">
        <label htmlFor={`${id}-max`}>{t('admin_dash.invites.max_use')}</label>
        <input
          id={`${id}-max`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={maxUse}
          onChange={(e) => setMaxUse(e.target.value)}
        />
      </div>
      <div className="admin-setting">
        <label htmlFor={`${id}-expires`}>{t('admin_dash.invites.expiry')}</label>
        <input
          id={`${id}-expires`}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
      {problem ? (
        <p className="error-text" role="alert">
          {t(
            problem === 'max_use'
              ? 'admin_dash.invites.bad_max_use'
              : 'admin_dash.invites.bad_expiry',
          )}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={store.busy !== null}>
          {t('admin_dash.invites.create')}
        </button>
      </div>
    </form>
  );
});

/** "Invite by e-mail": an invite sent to the address written. */
const EmailInviteForm = observer(function EmailInviteForm() {
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
  );
});
