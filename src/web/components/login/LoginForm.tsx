import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  BROWSER_LOGIN_CODES,
  classifyLoginError,
  type LoginErrorCode,
} from '../../../core/model/login-errors';
import { useModel, useT } from '../../app/hooks';
import { lazyFeature } from '../../app/lazy-feature';
import { LOGGED_IN_ROOT, pathFor } from '../../app/route-table';
import { Link, useNavigate } from '../../app/router';
import { ErrorBanner } from '../common/ErrorBanner';
import { LoginErrorBanner } from './LoginErrorBanner';
import { LOGIN_ERROR_KEYS } from './login-error-key';

/** The two-factor step, with its words: fetched when a server asks for a second factor. */
const MfaForm = lazyFeature(() => import('./MfaForm').then((m) => m.MfaForm));

/**
 * Username and password login (spec §2 login screen, §4 login, §8 errors): inputs are
 * disabled while logging in; a failure shows the banner and refocuses and selects the
 * password; success goes to the friends timeline.
 *
 * Or the server's own sign-in page (authorization code), for servers that take no password
 * from apps: the banner says so and that button becomes the main one.
 *
 * When the server asks for a second factor the two-factor form replaces it (MfaForm); an
 * account whose password must be reset goes to the password-reset page (§8). Below: the
 * forgot-password link and, only when registration is open, the register link (§2).
 */
export const LoginForm = observer(function LoginForm({ idPrefix }: { idPrefix: string }) {
  const model = useModel();
  const { session } = model.root;
  const t = useT();
  const navigate = useNavigate();
  // What the user is typing is form state, not server data.
  const [username, setUsername] = useState(() =>
    session.isSignedIn ? '' : session.lastLoginName(),
  );
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  // Leaving for the server's page: the address is being asked for, then the page unloads.
  const [leaving, setLeaving] = useState(false);
  const [browserError, setBrowserError] = useState<LoginErrorCode | null>(null);
  const busy = session.status === 'logging-in' || leaving;
  const error = session.loginError;
  const needsBrowser = error !== null && BROWSER_LOGIN_CODES.includes(error.code);

  useEffect(() => {
    void model.loadLoginMethod();
  }, [model]);

  useEffect(() => {
    // Runs after the inputs were enabled again, so focus and select work.
    if (error && !needsBrowser && !busy && passwordRef.current) {
      passwordRef.current.focus();
      passwordRef.current.select();
    }
  }, [error, needsBrowser, busy]);

  const signInOnServer = async () => {
    setLeaving(true);
    setBrowserError(null);
    try {
      window.location.assign(await model.beginBrowserLogin());
    } catch (failure) {
      setBrowserError(classifyLoginError(failure).code);
      setLeaving(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Go to the timeline the moment the session is signed in: the instance, markers and
    // stream still load after that, and a reader who moved on meanwhile must stay there.
    // The login starts first (the session leaves signed-in at once), so adding an account
    // while another is signed in waits for the new one.
    const login = model.login(username.trim(), password);
    const signedIn = when(() => session.isSignedIn);
    const ok = await Promise.race([signedIn.then(() => true), login]);
    signedIn.cancel();
    if (ok) {
      setPassword('');
      navigate(LOGGED_IN_ROOT);
    } else if (session.loginError?.code === 'password_reset_required') {
      navigate(`${pathFor('password-reset')}?passwordResetRequested=true`);
    }
  };

  if (session.authFlow.awaitingCode) return <MfaForm idPrefix={idPrefix} />;
  if (session.authFlow.strategy === 'token') {
    return (
      <div className="login-form token-mode" data-testid="login-token-mode">
        <p>{t('login.description')}</p>
        {browserError ? (
          <ErrorBanner
            message={t(LOGIN_ERROR_KEYS[browserError])}
            onDismiss={() => setBrowserError(null)}
          />
        ) : null}
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void signInOnServer()}
        >
          {t('login.browser')}
        </button>
      </div>
    );
  }
  const registrationOpen = model.root.instance.info?.registrationsOpen ?? false;

  return (
    <form className="login-form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="form-group">
        <label htmlFor={`${idPrefix}-username`}>{t('login.username')}</label>
        <input
          id={`${idPrefix}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={busy}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="form-group">
        <label htmlFor={`${idPrefix}-password`}>{t('login.password')}</label>
        <input
          id={`${idPrefix}-password`}
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          disabled={busy}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <LoginErrorBanner />
      {browserError ? (
        <ErrorBanner
          testId="login-browser-error"
          message={t(LOGIN_ERROR_KEYS[browserError])}
          onDismiss={() => setBrowserError(null)}
        />
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className={needsBrowser ? 'button button-primary' : 'button'}
          disabled={busy}
          onClick={() => void signInOnServer()}
        >
          {t('login.browser')}
        </button>
        <button
          type="submit"
          className={needsBrowser ? 'button' : 'button button-primary'}
          disabled={busy}
        >
          {session.status === 'logging-in' ? t('login.logging_in') : t('login.login')}
        </button>
      </div>
      <p className="login-links">
        <Link to={pathFor('password-reset')}>{t('login.forgot_password')}</Link>
        {registrationOpen ? (
          <>
            {' · '}
            <Link to={pathFor('registration')} data-testid="register-link">
              {t('login.register')}
            </Link>
          </>
        ) : null}
      </p>
    </form>
  );
});
