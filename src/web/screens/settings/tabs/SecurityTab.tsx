import { useEffect, useMemo, useState } from 'react';
import { type AccountSecurity, accountSecurity } from '../../../../core/api/account-security';
import { passwordChangeProblem } from '../../../../core/model/account-security';
import { useRoot, useT } from '../../../app/hooks';
import { CurrentPassword, Field, SecurityForm } from '../security-parts';
import { Backups, Tokens, TwoFactor } from './security-sections';

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

function Aliases({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [aliases, setAliases] = useState<string[]>([]);
  const [alias, setAlias] = useState('');
  const reload = () => api.aliases().then(setAliases, () => setAliases([]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per api
  useEffect(() => {
    void reload();
  }, [api]);
  return (
    <SecurityForm
      testId="security-aliases"
      title={t('settings_modal.security.aliases')}
      submit={t('settings_modal.security.alias_add')}
      failure={(detail) => t('settings_modal.security.alias_error', { detail })}
      onSubmit={async () => {
        await api.addAlias(alias);
        setAlias('');
        await reload();
        return undefined;
      }}
    >
      {aliases.map((a) => (
        <div className="settings-row" key={a}>
          <span>{a}</span>
          <button
            type="button"
            className="button"
            onClick={() => void api.removeAlias(a).then(reload)}
          >
            {t('settings_modal.security.alias_remove')}
          </button>
        </div>
      ))}
      <Field label={t('settings_modal.security.alias_account')} value={alias} onChange={setAlias} />
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
  return (
    <>
      <EmailForm api={api} />
      <PasswordForm api={api} />
      <TwoFactor api={api} />
      <Tokens api={api} />
      <Backups api={api} />
      <Aliases api={api} />
      <MoveForm api={api} />
      <DeleteForm api={api} onDeleted={() => void root.session.logout()} />
    </>
  );
}
