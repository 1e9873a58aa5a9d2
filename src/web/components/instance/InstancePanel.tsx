import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { shellDocumentsOf } from '../../../core/model/shell-documents';
import { useRoot, useT } from '../../app/hooks';
import { SafeHtml } from '../common/SafeHtml';

/**
 * The instance-specific panel (spec part 1 §2 sidebar and about page): the server's own
 * HTML from `/instance/panel.html`, sanitized, shown only when the instance enables it, the
 * reader has not hidden it (the `hideInstancePanel` setting) and it has content. Starts the
 * instance documents' load (core: shell-documents.ts) if nobody has.
 */
export const InstancePanel = observer(function InstancePanel() {
  const t = useT();
  const root = useRoot();
  const documents = root.use(shellDocumentsOf);
  useEffect(() => {
    void documents.start();
  }, [documents]);
  if (root.preferences.hideInstancePanel) return null;
  if (!documents.showInstancePanel || documents.panelHtml === null) return null;
  return (
    <section
      className="panel instance-panel"
      data-testid="instance-panel"
      aria-label={t('instance.panel')}
    >
      <SafeHtml className="panel-body" html={documents.panelHtml} />
    </section>
  );
});

/** The terms of service (`/static/terms-of-service.html`), sanitized; nothing when absent. */
export const TermsOfService = observer(function TermsOfService() {
  const t = useT();
  const documents = useRoot().use(shellDocumentsOf);
  useEffect(() => {
    void documents.start();
  }, [documents]);
  if (documents.termsHtml === null) return null;
  return (
    <section
      className="panel terms-panel"
      data-testid="terms-of-service"
      aria-label={t('instance.terms')}
    >
      <SafeHtml className="panel-body" html={documents.termsHtml} />
    </section>
  );
});
