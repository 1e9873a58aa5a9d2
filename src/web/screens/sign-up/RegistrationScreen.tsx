import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { signUpAppToken } from '../../../core/model/app-token';
import { RegistrationStore } from '../../../core/model/registration';
import type { FieldProblem, RegistrationField } from '../../../core/model/registration-rules';
import { signUpWords } from '../../../shared/i18n/en/common-sign-up';
import { problemWords } from '../../../shared/i18n/sign-up-problems';
import { type TranslateFn, useModel, useT } from '../../app/hooks';
import { LOGGED_IN_ROOT } from '../../app/route-table';
import { Navigate, useNavigate, useParams } from '../../app/router';
import { Spinner } from '../../components/common/Spinner';
import { useFeatureWords } from '../../i18n/feature-words';

function problemText(t: TranslateFn, field: RegistrationField, problem: FieldProblem): string {
  const words = problemWords(field, problem);
  return t(words.key, words.params);
}

/**
 * `/registration` and `/registration/{token}` (spec part 1 §2, §4, §5, §7): the form with
 * the instance's rules, its captcha, pending / success / failure. Redirects to root when
 * registration is closed and no invite token is given, or when already signed in.
 */
export const RegistrationScreen = observer(function RegistrationScreen() {
  useFeatureWords(signUpWords);
  const model = useModel();
  const { root } = model;
  const { token } = useParams();
  const [store] = useState(
    () =>
      new RegistrationStore({
        client: () => root.client,
        rules: () => root.instance.signUpRules,
        now: () => root.ports.clock.now(),
        adoptToken: async (accessToken) =>
          (await root.signIn({ method: 'token', server: model.server, token: accessToken })).ok,
        logger: root.ports.logger,
        inviteToken: token,
        appToken: () => signUpAppToken(root.session, model.server, root.client, root.ports.logger),
      }),
  );
  useEffect(() => {
    void store.loadCaptcha();
  }, [store]);
  const t = useT();
  const navigate = useNavigate();
  const info = root.instance.info;
  if (store.outcome?.kind !== 'signed-in' && root.session.isSignedIn)
    return <Navigate to="/" replace />;
  if (!info) return <Spinner />;
  if (!info.registrationsOpen && !token) return <Navigate to="/" replace />;

  const rules = store.rules;
  const pending = store.state === 'pending';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.submit();
    if (outcome?.kind === 'signed-in') navigate(LOGGED_IN_ROOT);
  };

  if (store.outcome?.kind === 'waiting') {
    return (
      <Panel title={t('registration.registration')}>
        <p data-testid="registration-waiting">
          {store.outcome.message || t('registration.waiting')}
        </p>
      </Panel>
    );
  }

  const field = (name: RegistrationField, label: string, input: ReactNode) => {
    const problem = store.problemOf(name);
    return (
      <div className={`form-group${problem ? ' form-group-error' : ''}`} key={name}>
        <label htmlFor={`registration-${name}`}>{label}</label>
        {input}
        {problem ? (
          <p className="form-error" data-testid={`registration-error-${name}`}>
            {problemText(t, name, problem)}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (name: RegistrationField, type = 'text', extra: Record<string, string> = {}) => (
    <input
      id={`registration-${name}`}
      name={name}
      type={type}
      disabled={pending}
      value={store.values[name]}
      onChange={(e) => store.set(name, e.target.value)}
      onBlur={() => store.touch(name)}
      {...extra}
    />
  );
  const captcha = store.captcha;
  return (
    <Panel title={t('registration.registration')}>
      <form className="registration-form" onSubmit={onSubmit} aria-busy={pending}>
        {token ? <p>{t('registration.invite')}</p> : null}
        {field(
          'username',
          t('registration.username'),
          text('username', 'text', { autoComplete: 'username' }),
        )}
        {field('fullname', t('registration.fullname'), text('fullname'))}
        {field(
          'email',
          t(rules.emailRequired ? 'registration.email' : 'registration.email_optional'),
          text('email', 'email', { autoComplete: 'email' }),
        )}
        {field(
          'bio',
          t('registration.bio_optional'),
          <textarea
            id="registration-bio"
            name="bio"
            disabled={pending}
            value={store.values.bio}
            onChange={(e) => store.set('bio', e.target.value)}
          />,
        )}
        {rules.birthdayRequired
          ? field(
              'birthday',
              t('registration.birthday'),
              text('birthday', 'date', store.birthdayMax ? { max: store.birthdayMax } : {}),
            )
          : null}
        {field(
          'password',
          t('registration.password'),
          text('password', 'password', { autoComplete: 'new-password' }),
        )}
        {field(
          'confirm',
          t('registration.password_confirm'),
          text('confirm', 'password', { autoComplete: 'new-password' }),
        )}
        {rules.reasonRequired
          ? field(
              'reason',
              t('registration.reason'),
              <textarea
                id="registration-reason"
                name="reason"
                placeholder={t('registration.reason_placeholder')}
                disabled={pending}
                value={store.values.reason}
                onChange={(e) => store.set('reason', e.target.value)}
                onBlur={() => store.touch('reason')}
              />,
            )
          : null}
        {field('language', t('registration.language'), text('language'))}
        {captcha && captcha.type !== 'none'
          ? field(
              'captcha',
              t('registration.captcha'),
              <>
                <button
                  type="button"
                  className="captcha-image"
                  title={t('registration.new_captcha')}
                  onClick={() => void store.loadCaptcha()}
                  disabled={pending}
                >
                  <img
                    src={captcha.url}
                    alt={t('registration.new_captcha')}
                    data-testid="captcha-image"
                  />
                </button>
                {text('captcha', 'text', { autoComplete: 'off' })}
              </>,
            )
          : null}
        {store.serverErrors.length > 0 ? (
          <div className="error-banner" role="alert" data-testid="registration-errors">
            <p>{t('registration.errors_heading')}</p>
            <ul>
              {store.serverErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <button type="button" className="button-link" onClick={() => store.dismissErrors()}>
              {t('general.dismiss')}
            </button>
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={!store.canSubmit}>
            {pending ? t('registration.pending') : t('registration.register')}
          </button>
        </div>
      </form>
    </Panel>
  );
});

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel registration-screen">
      <header className="panel-heading">
        <h2>{title}</h2>
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}

/** For the route's lazy import (a default export costs the first load less). */
export default RegistrationScreen;
