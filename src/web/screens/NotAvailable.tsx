import type { EnglishMessages } from '../../shared/i18n';
import { useT } from '../app/hooks';

/** Routes (and the settings modal) whose screens come later; each has its name in `screens`. */
export type NotAvailableScreen = keyof EnglishMessages['web']['screens'];

/** The panel of a route whose screen comes in a later issue, naming the screen. */
export function NotAvailable({ screen }: { screen: NotAvailableScreen }) {
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
