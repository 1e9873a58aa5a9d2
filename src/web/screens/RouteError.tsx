import { useT } from '../app/hooks';
import { Link } from '../app/router';

/** Shown when a screen throws or its code chunk cannot load (e.g. after a redeploy). */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="route-error panel" role="alert">
      <h2>{t('general.generic_error_message', { detail })}</h2>
      <p>
        <Link to="/">Petrel</Link> · <a href={window.location.href}>{t('timeline.reload')}</a>
      </p>
    </div>
  );
}
