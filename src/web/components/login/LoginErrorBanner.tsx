import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { ErrorBanner } from '../common/ErrorBanner';
import { LOGIN_ERROR_KEYS } from './login-error-key';

/** The session's login error in words, dismissible. */
export const LoginErrorBanner = observer(function LoginErrorBanner() {
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
