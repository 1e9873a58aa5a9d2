import { lazy, Suspense, useEffect, useState } from 'react';
import type {
  AccountBackup,
  AccountSecurity,
  OAuthToken,
  TotpSetup,
} from '../../../../core/api/account-security';
import { fullDate, fullTime } from '../../../../shared/text/relative-time';
import { useLanguage, useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';
import { CurrentPassword, Field, SecurityForm } from '../security-parts';

// The QR library is fetched only when two-factor setup starts.
const TotpQr = lazy(() => import('../TotpQr').then((m) => ({ default: m.TotpQr })));

const detail = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Two-factor setup (QR code, backup codes, turning it off), authorized apps, backups. */
export function TwoFactor({ api }: { api: AccountSecurity }) {
  const t = useT();
  const [enabled, setEnabled] = useState<boolean>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.mfaEnabled().then(setEnabled, () => setEnabled(false));
  }, [api]);
  const fail = (e: unknown) =>
    setError(t('settings_modal.security.mfa_error', { detail: detail(e) }));
  if (enabled === undefined) return <Spinner />;
  return (
    <div className="settings-group" data-testid="security-mfa">
      <h3>{t('settings_modal.security.mfa')}</h3>
      <p>{t(enabled ? 'settings_modal.security.mfa_on' : 'settings_modal.security.mfa_off')}</p>
      {!enabled && !setup ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setError(undefined);
            api.setupTotp().then(setSetup, fail);
          }}
        >
          {t('settings_modal.security.mfa_enable')}
        </button>
      ) : null}
      {setup ? (
        <SecurityForm
          testId="mfa-setup"
          submit={t('settings_modal.security.mfa_confirm')}
          failure={(detail) => t('settings_modal.security.mfa_error', { detail })}
          onSubmit={async () => {
            await api.confirmTotp(password, code);
            setCodes(await api.backupCodes());
            setSetup(undefined);
            setEnabled(true);
            setPassword('');
            return undefined;
          }}
        >
          <p>{t('settings_modal.security.mfa_scan')}</p>
          <Suspense fallback={<Spinner />}>
            <TotpQr uri={setup.provisioningUri} />
          </Suspense>
          <p>
            <code data-testid="mfa-key">{setup.key}</code>
          </p>
          <Field label={t('settings_modal.security.mfa_code')} value={code} onChange={setCode} />
          <CurrentPassword value={password} onChange={setPassword} />
        </SecurityForm>
      ) : null}
      {codes.length > 0 ? (
        <>
          <p>{t('settings_modal.security.mfa_codes')}</p>
          <ul className="backup-codes" data-testid="mfa-codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      {enabled ? (
        <SecurityForm
          testId="mfa-disable"
          submit={t('settings_modal.security.mfa_disable')}
          failure={(detail) => t('settings_modal.security.mfa_error', { detail })}
          onSubmit={async () => {
            await api.disableTotp(password);
            setEnabled(false);
            setCodes([]);
            setPassword('');
            return undefined;
          }}
        >
          <button
            type="button"
            className="button"
            onClick={() => api.backupCodes().then(setCodes, fail)}
          >
            {t('settings_modal.security.mfa_new_codes')}
          </button>
          <CurrentPassword value={password} onChange={setPassword} />
        </SecurityForm>
      ) : null}
      {error ? (
        <p className="settings-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Tokens({ api }: { api: AccountSecurity }) {
  const t = useT();
  const locale = useLanguage();
  const [tokens, setTokens] = useState<OAuthToken[]>();
  useEffect(() => {
    api.tokens().then(setTokens, () => setTokens([]));
  }, [api]);
  return (
    <div className="settings-group" data-testid="security-tokens">
      <h3>{t('settings_modal.security.tokens')}</h3>
      {!tokens ? <Spinner /> : null}
      {tokens?.length === 0 ? (
        <p className="faint">{t('settings_modal.security.no_tokens')}</p>
      ) : null}
      {tokens?.map((token) => (
        <div className="settings-row" key={token.id} data-token-id={token.id}>
          <span>{token.appName}</span>
          {token.validUntil ? (
            <span className="faint">
              {t('settings_modal.security.token_valid_until', {
                date: fullDate(token.validUntil, { locale }),
              })}
            </span>
          ) : null}
          <button
            type="button"
            className="button"
            onClick={() =>
              void api.revokeToken(token.id).then((gone) => {
                if (gone) setTokens((all) => all?.filter((x) => x.id !== token.id));
              })
            }
          >
            {t('settings_modal.security.revoke')}
          </button>
        </div>
      ))}
    </div>
  );
}

export function Backups({ api }: { api: AccountSecurity }) {
  const t = useT();
  const locale = useLanguage();
  const [backups, setBackups] = useState<AccountBackup[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.backups().then(setBackups, () => setBackups([]));
  }, [api]);
  const stateText = (b: AccountBackup) =>
    b.state === 'ready'
      ? t('settings_modal.security.backup_ready')
      : b.state === 'failed'
        ? t('settings_modal.security.backup_failed')
        : t('settings_modal.security.backup_running', { number: b.processed });
  return (
    <div className="settings-group" data-testid="security-backups">
      <h3>{t('settings_modal.security.backups')}</h3>
      {backups?.length === 0 ? (
        <p className="faint">{t('settings_modal.security.no_backups')}</p>
      ) : null}
      {backups?.map((b) => (
        <div className="settings-row" key={`${b.insertedAt}${b.url}`}>
          <span>{fullTime(b.insertedAt, { locale })}</span>
          <span>{stateText(b)}</span>
          {b.state === 'ready' && b.url ? (
            <a href={b.url} download>
              {t('settings_modal.security.backup_download')}
            </a>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          api
            .createBackup()
            .then(setBackups, (e: unknown) =>
              setError(t('settings_modal.security.backup_error', { detail: detail(e) })),
            )
        }
      >
        {t('settings_modal.security.backup_create')}
      </button>
      {error ? <p className="settings-error">{error}</p> : null}
    </div>
  );
}
