import { useT } from '../app/hooks';
import { Link } from '../app/router';

/**
 * An address with nothing behind it, inside the layout (an unknown route, a user the
 * server does not know), instead of the router's bare error page.
 */
export function NotFound({ what = 'page', detail }: { what?: 'page' | 'user'; detail?: string }) {
  const t = useT();
  return (
    <section className="panel not-found" data-not-found={what}>
      <header className="panel-heading">
        <h2>{t(what === 'user' ? 'not_found.user_title' : 'not_found.title')}</h2>
      </header>
      <div className="panel-body">
        <p role="alert">{detail ?? t('not_found.body')}</p>
        <p>
          <Link to="/">{t('not_found.home')}</Link>
        </p>
      </div>
    </section>
  );
}
