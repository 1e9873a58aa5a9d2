import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { shellDocumentsOf } from '../../../core/model/shell-documents';
import { instanceFeatures } from '../../../core/view/instance-features';
import { useRoot, useT } from '../../app/hooks';

/**
 * The features panel (spec part 1 §2): what this instance offers, shown when the instance
 * enables it (`showFeaturesPanel` of its front-end configuration). The sidebar shows it to
 * signed-out visitors only (`signedOutOnly`); the about page to everyone.
 */
export const FeaturesPanel = observer(function FeaturesPanel({
  signedOutOnly = false,
}: {
  signedOutOnly?: boolean;
}) {
  const t = useT();
  const root = useRoot();
  const documents = root.use(shellDocumentsOf);
  useEffect(() => {
    void documents.start();
  }, [documents]);
  if (!documents.showFeaturesPanel) return null;
  if (signedOutOnly && root.session.isSignedIn) return null;
  return (
    <section className="panel features-panel" data-testid="features-panel">
      <header className="panel-heading">
        <h2>{t('features_panel.title')}</h2>
      </header>
      <ul className="panel-body">
        {instanceFeatures(root.instance).map((line) => (
          <li key={line.key}>{t(`features_panel.${line.key}`, line.params)}</li>
        ))}
      </ul>
    </section>
  );
});
