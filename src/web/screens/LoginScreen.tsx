import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../app/hooks';
import { LOGGED_IN_ROOT } from '../app/route-table';
import { Navigate, useSearchParams } from '../app/router';
import { LoginForm } from '../components/login/LoginForm';

/** `/login`: the login form as a page; signed-in visitors go on to their timeline. */
const LoginScreen = observer(function LoginScreen() {
  const { session } = useRoot();
  const t = useT();
  // `/login?add=1` (the account menu's "Add an account"): another account signs in beside.
  const [params] = useSearchParams();
  const adding = params.get('add') === '1';
  if (session.isSignedIn && !adding) return <Navigate to={LOGGED_IN_ROOT} replace />;
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
