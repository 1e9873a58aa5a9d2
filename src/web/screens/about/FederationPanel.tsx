import { observer } from 'mobx-react-lite';
import { useModel, useT } from '../../app/hooks';
import { aboutStore } from './about-store';

/**
 * The federation policy panel (spec part 1 §2), only when the server gives a policy: a
 * table of instance and reason per policy ("N/A" when no reason) and the keyword lists.
 */
export const FederationPanel = observer(function FederationPanel() {
  const { reading } = useModel();
  const t = useT();
  const policy = reading.store(aboutStore).policy;
  if (!policy) return null;
  const { keywords } = policy;
  return (
    <section className="panel federation-panel" aria-label={t('about.federation')}>
      <header className="panel-heading">
        <h3>{t('about.federation')}</h3>
      </header>
      <div className="panel-body">
        {policy.tables.map((table) => (
          <div key={table.kind} className="mrf-section" data-policy={table.kind}>
            <h4>{t(`about.policy.${table.kind}`)}</h4>
            <p>{t(`about.policy.${table.kind}_desc`)}</p>
            <table className="mrf-table">
              <thead>
                <tr>
                  <th scope="col">{t('about.instance')}</th>
                  <th scope="col">{t('about.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.instance}>
                    <td>{row.instance}</td>
                    <td>{row.reason || t('about.not_applicable')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        {keywords.ftlRemoval.length + keywords.reject.length + keywords.replace.length > 0 ? (
          <div className="mrf-section">
            <h4>{t('about.keyword.keyword_policies')}</h4>
            {keywords.ftlRemoval.length > 0 ? (
              <p>
                {t('about.keyword.ftl_removal')}: {keywords.ftlRemoval.join(', ')}
              </p>
            ) : null}
            {keywords.reject.length > 0 ? (
              <p>
                {t('about.keyword.reject')}: {keywords.reject.join(', ')}
              </p>
            ) : null}
            {keywords.replace.map((rule) => (
              <p key={rule.pattern}>
                {t('about.keyword.replace')}: {rule.pattern} {t('about.keyword.is_replaced_by')}{' '}
                {rule.replacement}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
});
