import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { PasswordResetStore } from '../../../core/model/password-reset';
import { signUpWords } from '../../../shared/i18n/en/common-sign-up';
import { useModel, useT } from '../../app/hooks';
import { Link, Navigate, useSearchParams } from '../../app/router';
import { ErrorBanner } from '../../components/common/ErrorBanner';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * `/password-reset` (spec part 1 §4, §5, §8): idle / pending / success (204) / throttled
 * (429) / error; the form only when the server's mailer is enabled; signed-in visitors are
 * sent away. `?passwordResetRequested=true` (a login refused with password_reset_required)
 * says why the visitor is here.
 */
export const PasswordResetScreen = observer(function PasswordResetScreen() {
  useFeatureWords(signUpWords);
  const { root } = useModel();
  const t = useT();
  const [params] = useSearchParams();
  const required = params.get('passwordResetRequested') === 'true';
  const [store] = useState(() => new PasswordResetStore(() => root.client, root.ports.logger));
  const [email, setEmail] = useState('');
  if (root.session.isSignedIn) return <Navigate to="/" replace />;
  const mailer = root.instance.mailerEnabled;
  const pending = store.state === 'pending';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.request(email);
  };
  return (
    <section className="panel password-reset-screen">
      <header className="panel-heading">
        <h2>{t('password_reset.password_reset')}</h2>
      </header>
      <div className="panel-body">
        {required ? (
          <p className="notice" data-testid="password-reset-required">
            {t(
              mailer
                ? 'password_reset.password_reset_required'
                : 'password_reset.password_reset_required_but_mailer_is_disabled',
            )}
          </p>
        ) : null}
        {!mailer ? (
          required ? null : (
            <p data-testid="password-reset-disabled">
              {t('password_reset.password_reset_disabled')}
            </p>
          )
        ) : store.state === 'success' ? (
          <div data-testid="password-reset-success">
            <p>{t('password_reset.check_email')}</p>
            <Link className="button" to="/">
              {t('password_reset.return_home')}
            </Link>
          </div>
        ) : (
          <form className="password-reset-form" onSubmit={onSubmit} aria-busy={pending}>
            <p>{t('password_reset.instruction')}</p>
            <div className="form-group">
              <input
                id="password-reset-email"
                name="email"
                type="email"
                aria-label={t('password_reset.placeholder')}
                placeholder={t('password_reset.placeholder')}
                autoComplete="email"
                disabled={pending}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            {store.state === 'throttled' || store.state === 'error' ? (
              <ErrorBanner
                testId="password-reset-error"
                message={t(
                  store.state === 'throttled'
                    ? 'password_reset.too_many_requests'
                    : 'general.generic_error',
                )}
                onDismiss={() => store.dismiss()}
              />
            ) : null}
            <div className="form-actions">
              <button
                type="submit"
                className="button button-primary"
                disabled={pending || email.trim() === ''}
              >
                {t('password_reset.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default PasswordResetScreen;
