import { useT } from '../app/hooks';
import { Link } from '../app/router';

/**
 * Shown when a screen throws or its code chunk cannot load (e.g. after a redeploy: 'An error
 * occured: Loading chunk N failed', spec part 2 §8), with a reload that fetches the new build.
 */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="route-error panel" role="alert">
      <h2>{t('general.generic_error_message', { detail })}</h2>
      <p>
        <Link to="/">Petrel</Link> ·{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t('timeline.reload')}
        </button>
      </p>
    </div>
  );
}
