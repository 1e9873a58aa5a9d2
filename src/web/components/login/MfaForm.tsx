import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { twoFactorWords } from '../../../shared/i18n/en/common-two-factor';
import { useModel, useT } from '../../app/hooks';
import { LOGGED_IN_ROOT } from '../../app/route-table';
import { useNavigate } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { LoginErrorBanner } from './LoginErrorBanner';

/**
 * Spec part 1 §2 two-factor forms: the authentication-code form with links to switch to a
 * recovery code or cancel, and the recovery-code form with links back to the code or
 * cancel. A refused code shows the server's text and clears the field (§8); cancel goes
 * back to the password form (§4). A chunk of its own with its words (LoginForm loads it
 * when the server asks for a second factor): web budget.
 */
export const MfaForm = observer(function MfaForm({ idPrefix }: { idPrefix: string }) {
  useFeatureWords(twoFactorWords);
  const model = useModel();
  const { session } = model.root;
  const flow = session.authFlow;
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const busy = session.status === 'logging-in';
  const recovery = flow.strategy === 'recovery';

  // Focus the field when the form opens, switches strategy, or is enabled again.
  useEffect(() => {
    void flow.strategy;
    if (!busy) input.current?.focus();
  }, [busy, flow.strategy]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    // As the password form does: to the timeline the moment the session is signed in, not
    // when the start-up loads behind it end (a reader who logged out meanwhile was sent back
    // to the home timeline's guard and on to the logged-out root: seen under load in e2e).
    const verify = model.verifyMfa(code);
    const signedIn = when(() => session.isSignedIn);
    const ok = await Promise.race([signedIn.then(() => true), verify]);
    signedIn.cancel();
    if (ok) navigate(LOGGED_IN_ROOT);
    else setCode('');
  };
  const switchTo = (next: 'totp' | 'recovery') => {
    session.clearLoginError();
    setCode('');
    if (next === 'recovery') flow.switchToRecovery();
    else flow.switchToTotp();
  };

  return (
    <form
      className="login-form mfa-form"
      onSubmit={onSubmit}
      aria-busy={busy}
      data-testid={recovery ? 'mfa-recovery-form' : 'mfa-totp-form'}
    >
      <h3>{t(recovery ? 'login.heading.recovery' : 'login.heading.totp')}</h3>
      {flow.username ? (
        <p className="mfa-for">{t('login.mfa_for', { name: flow.username })}</p>
      ) : null}
      <div className="form-group">
        <label htmlFor={`${idPrefix}-mfa-code`}>
          {t(recovery ? 'login.recovery_code' : 'login.authentication_code')}
        </label>
        <input
          id={`${idPrefix}-mfa-code`}
          ref={input}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          disabled={busy}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <LoginErrorBanner />
      <div className="form-actions mfa-links">
        <button
          type="button"
          className="button-link"
          disabled={busy}
          onClick={() => switchTo(recovery ? 'totp' : 'recovery')}
        >
          {t(recovery ? 'login.enter_two_factor_code' : 'login.enter_recovery_code')}
        </button>
        <button
          type="button"
          className="button-link"
          disabled={busy}
          onClick={() => {
            session.clearLoginError();
            flow.cancel();
          }}
        >
          {t('login.mfa_cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('login.logging_in') : t('login.verify')}
        </button>
      </div>
    </form>
  );
});
