import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useModel, useT } from '../app/hooks';
import { LOGGED_IN_ROOT } from '../app/route-table';
import { Navigate, useNavigate, useSearchParams } from '../app/router';
import { Spinner } from '../components/common/Spinner';
import { LoginErrorBanner } from '../components/login/LoginErrorBanner';

/**
 * `/oauth-callback?code=…&state=…`: trades the code for a token, then goes to friends
 * (spec §2). A missing or foreign state is refused by the session (code_rejected).
 */
const OAuthCallbackScreen = observer(function OAuthCallbackScreen() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const model = useModel();
  const navigate = useNavigate();
  const t = useT();
  const started = useRef(false);
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    void model.loginWithCode({ code, state }).then((ok) => {
      if (ok) navigate(LOGGED_IN_ROOT, { replace: true });
    });
  }, [code, state, model, navigate]);
  if (!code) return <Navigate to="/login" replace />;
  const { session } = model.root;
  return (
    <section className="panel">
      <header className="panel-heading">
        <h2>{t('login.login')}</h2>
      </header>
      <div className="panel-body">{session.loginError ? <LoginErrorBanner /> : <Spinner />}</div>
    </section>
  );
});

export default OAuthCallbackScreen;
