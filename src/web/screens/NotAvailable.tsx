import { useT } from '../app/hooks';
import type { RouteName } from '../app/route-table';

/** The panel of a route whose screen comes in a later issue, naming the screen. */
export function NotAvailable({ screen }: { screen: RouteName | 'settings' }) {
  const t = useT();
  const name = t(`screens.${screen}`);
  return (
    <section className="panel not-available" data-screen={screen}>
      <header className="panel-heading">
        <h2>{name}</h2>
      </header>
      <div className="panel-body">
        <p className="not-available-title">
          <strong>{t('general.not_available_yet')}</strong>
        </p>
        <p className="faint">{t('not_available.body')}</p>
      </div>
    </section>
  );
}
