import { useEffect, useMemo, useState } from 'react';
import { type AccountSecurity, accountSecurity } from '../../../../core/api/account-security';
import { passwordChangeProblem } from '../../../../core/model/account-security';
import { SecurityStore } from '../../../../core/model/security-store';
import { useRoot, useT } from '../../../app/hooks';
import { CurrentPassword, Field, SecurityForm } from '../security-parts';
import { Aliases, Backups, Tokens, TwoFactor } from './security-sections';

function EmailForm({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SecurityForm
      testId="security-email"
      title={t('settings_modal.security.email')}
      submit={t('settings_modal.save')}
      failure={() => t('settings_modal.security.change_error')}
      onSubmit={async () => {
        await api.changeEmail(password, email);
        setPassword('');
        return t('settings_modal.security.changed');
      }}
    >
      <Field
        label={t('settings_modal.security.new_email')}
        type="email"
        value={email}
        onChange={setEmail}
      />
      <CurrentPassword value={password} onChange={setPassword} />
    </SecurityForm>
  );
}

function PasswordForm({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  return (
    <SecurityForm
      testId="security-password"
      title={t('settings_modal.security.password')}
      submit={t('settings_modal.save')}
      check={() =>
        passwordChangeProblem(current, next, again) === 'password_mismatch'
          ? t('settings_modal.security.mismatch')
          : undefined
      }
      failure={() => t('settings_modal.security.change_error')}
      onSubmit={async () => {
        await api.changePassword(current, next, again);
        setCurrent('');
        setNext('');
        setAgain('');
        return t('settings_modal.security.changed');
      }}
    >
      <CurrentPassword value={current} onChange={setCurrent} />
      <Field
        label={t('settings_modal.security.new_password')}
        type="password"
        value={next}
        onChange={setNext}
      />
      <Field
        label={t('settings_modal.security.confirm_password')}
        type="password"
        value={again}
        onChange={setAgain}
      />
    </SecurityForm>
  );
}

function MoveForm({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SecurityForm
      testId="security-move"
      title={t('settings_modal.security.move')}
      submit={t('settings_modal.security.move')}
      failure={(detail) => t('settings_modal.security.move_error', { detail })}
      onSubmit={async () => {
        await api.moveAccount(password, target);
        return t('settings_modal.security.moved');
      }}
    >
      <Field label={t('settings_modal.security.move_target')} value={target} onChange={setTarget} />
      <CurrentPassword value={password} onChange={setPassword} />
    </SecurityForm>
  );
}

function DeleteForm({ api, onDeleted }: { api: AccountSecurity; onDeleted: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  return (
    <SecurityForm
      testId="security-delete"
      title={t('settings_modal.security.delete')}
      submit={t('settings_modal.security.delete')}
      failure={(detail) => t('settings_modal.security.delete_error', { detail })}
      onSubmit={async () => {
        await api.deleteAccount(password);
        onDeleted();
        return undefined;
      }}
    >
      <p>{t('settings_modal.security.delete_warning')}</p>
      <CurrentPassword value={password} onChange={setPassword} />
    </SecurityForm>
  );
}

/**
 * Spec part 2 §2 settings tab "security": change email, password, two-factor (QR code and
 * backup codes), OAuth tokens, account backups, aliases, move account, delete account.
 */
export function SecurityTab() {
  const root = useRoot();
  const api = useMemo(() => accountSecurity(root.client.http), [root]);
  // The lists and the two-factor state: the core's view model, as the terminal's screen has.
  const store = useMemo(() => new SecurityStore(api), [api]);
  useEffect(() => void store.load(), [store]);
  return (
    <>
      <EmailForm api={api} />
      <PasswordForm api={api} />
      <TwoFactor store={store} />
      <Tokens store={store} />
      <Backups store={store} />
      <Aliases store={store} />
      <MoveForm api={api} />
      <DeleteForm api={api} onDeleted={() => void root.session.logout()} />
    </>
  );
}
