import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { AccountBackup } from '../../../../core/api/account-security';
import { aliasNameOf } from '../../../../core/model/account-security';
import { type SecurityStore, securityDetail } from '../../../../core/model/security-store';
import { fullDate, fullTime } from '../../../../shared/text/relative-time';
import { useLanguage, useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';
import { CurrentPassword, Field, SecurityForm } from '../security-parts';

// The QR library is fetched only when two-factor setup starts.
const TotpQr = lazy(() => import('../TotpQr').then((m) => ({ default: m.TotpQr })));

/** Two-factor setup (QR code, backup codes, turning it off), over the core's SecurityStore. */
export const TwoFactor = observer(function TwoFactor({ store }: { store: SecurityStore }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const fail = (e: unknown) =>
    setError(t('settings_modal.security.mfa_error', { detail: securityDetail(e) }));
  const { mfa: enabled, setup, codes } = store;
  if (enabled === undefined) {
    return store.loadErrors.mfa ? (
      <p className="settings-error">
        {t('settings_modal.security.mfa_error', { detail: store.loadErrors.mfa })}
      </p>
    ) : (
      <Spinner />
    );
  }
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
            store.startSetup().catch(fail);
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
            await store.confirmSetup(password, code);
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
            await store.disableMfa(password);
            setPassword('');
            return undefined;
          }}
        >
          <button type="button" className="button" onClick={() => store.newCodes().catch(fail)}>
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
});

export const Tokens = observer(function Tokens({ store }: { store: SecurityStore }) {
  const t = useT();
  const locale = useLanguage();
  // A list that could not be read shows as empty, as before.
  const tokens = store.tokens ?? (store.loadErrors.tokens ? [] : undefined);
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
            onClick={() => void store.revoke(token.id).catch(() => undefined)}
          >
            {t('settings_modal.security.revoke')}
          </button>
        </div>
      ))}
    </div>
  );
});

export const Backups = observer(function Backups({ store }: { store: SecurityStore }) {
  const t = useT();
  const locale = useLanguage();
  const [error, setError] = useState<string>();
  const backups = store.backups ?? (store.loadErrors.backups ? [] : undefined);
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
          store
            .createBackup()
            .catch((e: unknown) =>
              setError(t('settings_modal.security.backup_error', { detail: securityDetail(e) })),
            )
        }
      >
        {t('settings_modal.security.backup_create')}
      </button>
      {error ? <p className="settings-error">{error}</p> : null}
    </div>
  );
});

export const Aliases = observer(function Aliases({ store }: { store: SecurityStore }) {
  const t = useT();
  const [alias, setAlias] = useState('');
  return (
    <SecurityForm
      testId="security-aliases"
      title={t('settings_modal.security.aliases')}
      submit={t('settings_modal.security.alias_add')}
      failure={(detail) => t('settings_modal.security.alias_error', { detail })}
      onSubmit={async () => {
        await store.addAlias(alias);
        setAlias('');
        return undefined;
      }}
    >
      {(store.aliases ?? []).map((a) => (
        <div className="settings-row" key={a}>
          <span>{aliasNameOf(a)}</span>
          <button
            type="button"
            className="button"
            onClick={() => void store.removeAlias(a).catch(() => undefined)}
          >
            {t('settings_modal.security.alias_remove')}
          </button>
        </div>
      ))}
      <Field label={t('settings_modal.security.alias_account')} value={alias} onChange={setAlias} />
    </SecurityForm>
  );
});
