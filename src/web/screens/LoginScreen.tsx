import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router';
import { useRoot, useT } from '../app/hooks';
import { LOGGED_IN_ROOT } from '../app/route-table';
import { LoginForm } from '../components/login/LoginForm';

/** `/login`: the login form as a page; signed-in visitors go on to their timeline. */
const LoginScreen = observer(function LoginScreen() {
  const { session } = useRoot();
  const t = useT();
  if (session.isSignedIn) return <Navigate to={LOGGED_IN_ROOT} replace />;
  return (
    <section className="panel login-screen">
      <header className="panel-heading">
        <h2>{t('login.login')}</h2>
      </header>
      <div className="panel-body">
        <LoginForm idPrefix="login-page" />
      </div>
    </section>
  );
});

export default LoginScreen;
