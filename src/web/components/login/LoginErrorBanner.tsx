import { observer } from 'mobx-react-lite';
import { loginRefusalWords } from '../../../shared/i18n/en/common-login-refusals';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { ErrorBanner } from '../common/ErrorBanner';
import { LOGIN_ERROR_KEYS } from './login-error-key';

/** The session's login error in words, dismissible. */
export const LoginErrorBanner = observer(function LoginErrorBanner() {
  useFeatureWords(loginRefusalWords);
  const { session } = useRoot();
  const t = useT();
  const error = session.loginError;
  if (!error) return null;
  return (
    <ErrorBanner
      testId="login-error"
      message={t(LOGIN_ERROR_KEYS[error.code], { detail: error.detail })}
      onDismiss={() => session.clearLoginError()}
    />
  );
});
