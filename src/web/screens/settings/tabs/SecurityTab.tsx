import { useEffect, useMemo, useState } from 'react';
import { type AccountSecurity, accountSecurity } from '../../../../core/api/account-security';
import { useRoot, useT } from '../../../app/hooks';
import { Field, SecurityForm } from '../security-parts';
import { Backups, Tokens, TwoFactor } from './security-sections';

const detail = (e: unknown) => (e instanceof Error ? e.message : String(e));

function EmailForm({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SecurityForm
      testId="security-email"
      title={t('settings_modal.security.email')}
      submit={t('settings_modal.save')}
      onSubmit={async () => {
        try {
          await api.changeEmail(password, email);
        } catch {
          throw new Error(t('settings_modal.security.change_error'));
        }
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
      <Field
        label={t('settings_modal.security.current_password')}
        type="password"
        value={password}
        onChange={setPassword}
      />
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
      onSubmit={async () => {
        if (next !== again) throw new Error(t('settings_modal.security.mismatch'));
        try {
          await api.changePassword(current, next, again);
        } catch {
          throw new Error(t('settings_modal.security.change_error'));
        }
        setCurrent('');
        setNext('');
        setAgain('');
        return t('settings_modal.security.changed');
      }}
    >
      <Field
        label={t('settings_modal.security.current_password')}
        type="password"
        value={current}
        onChange={setCurrent}
      />
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
      onSubmit={async () => {
        try {
          await api.addAlias(alias);
        } catch (e) {
          throw new Error(t('settings_modal.security.alias_error', { detail: detail(e) }));
        }
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
      <Field label={t('settings_modal.security.move_target')} value={alias} onChange={setAlias} />
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
      onSubmit={async () => {
        try {
          await api.moveAccount(password, target);
        } catch (e) {
          throw new Error(t('settings_modal.security.move_error', { detail: detail(e) }));
        }
        return t('settings_modal.security.moved');
      }}
    >
      <Field label={t('settings_modal.security.move_target')} value={target} onChange={setTarget} />
      <Field
        label={t('settings_modal.security.current_password')}
        type="password"
        value={password}
        onChange={setPassword}
      />
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
      onSubmit={async () => {
        try {
          await api.deleteAccount(password);
        } catch (e) {
          throw new Error(t('settings_modal.security.delete_error', { detail: detail(e) }));
        }
        onDeleted();
        return undefined;
      }}
    >
      <p>{t('settings_modal.security.delete_warning')}</p>
      <Field
        label={t('settings_modal.security.current_password')}
        type="password"
        value={password}
        onChange={setPassword}
      />
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
