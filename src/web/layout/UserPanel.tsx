import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRoot, useT } from '../app/hooks';
import { lazyFeature } from '../app/lazy-feature';
import { Link, useLocation } from '../app/router';
import { Spinner } from '../components/common/Spinner';
import { UserCard } from './UserCard';

// The forms load right after the first timeline frame (the post form grows with media,
// emoji and polls; the login form brings the OAuth flow's screens).
const LoginForm = lazyFeature(() =>
  import('../components/login/LoginForm').then((m) => m.LoginForm),
);
// Drafts kept from earlier, offered back above the form: with the drafts' model, after it.
const DraftsOffer = lazyFeature(() =>
  import('../components/drafts/DraftsOffer').then((m) => m.DraftsOffer),
);
const PostForm = lazyFeature(() => import('../components/post/PostForm').then((m) => m.PostForm));

/**
 * Spec §2 sidebar user panel: the login form when signed out (a hint on /login, which
 * has its own form), the user card and post form when signed in.
 */
export const UserPanel = observer(function UserPanel({ idPrefix }: { idPrefix: string }) {
  const { session } = useRoot();
  const t = useT();
  const location = useLocation();
  let body: ReactNode;
  if (session.status === 'restoring') {
    body = <Spinner label={t('login.restoring')} />;
  } else if (session.isSignedIn) {
    body = (
      <>
        <UserCard />
        <DraftsOffer />
        <PostForm idPrefix={idPrefix} prefillFromQuery />
      </>
    );
  } else if (location.pathname === '/login') {
    body = <p className="faint">{t('login.hint')}</p>;
  } else {
    body = (
      <>
        <LoginForm idPrefix={idPrefix} />
        <p className="faint login-hint">
          <Link to="/login">{t('login.hint')}</Link>
        </p>
      </>
    );
  }
  return (
    <section className="panel user-panel" data-testid="user-panel">
      {!session.isSignedIn ? (
        <header className="panel-heading">
          <h2>{t('login.login')}</h2>
        </header>
      ) : null}
      <div className="panel-body">{body}</div>
    </section>
  );
});
