import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { AdminConfigStore } from '../../../../core/model/admin-config';
import {
  PETREL_FRONTEND,
  PETREL_FRONTEND_REF,
  PRIMARY_FRONTEND_PATHS,
} from '../../../../core/model/admin-config-frontends';
import { useT } from '../../../app/hooks';
import { SettingEditor } from '../SettingEditor';

/**
 * Spec part 2 §2 dashboard tab "front-ends": each front-end with its refs (pleroma-fe:
 * master and develop) and what is installed; install a ref (§8: a failure says the version
 * and the reason); Petrel itself from the zip `npm run build:frontend` makes; the primary
 * front-end (`:frontends, :primary`).
 */
export const FrontendsTab = observer(function FrontendsTab({ store }: { store: AdminConfigStore }) {
  const t = useT();
  const fe = store.frontends;
  const urlId = useId();
  const [buildUrl, setBuildUrl] = useState('');
  useEffect(() => {
    if (!fe.loaded) void fe.load();
  }, [fe]);
  const busy = fe.installing !== null;
  const outcome = fe.outcome;
  const petrel = fe.items.find((f) => f.name === PETREL_FRONTEND);
  return (
    <>
      {outcome ? (
        <p
          className={outcome.ok ? 'admin-notice' : 'error-text'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.ok
            ? t('admin_dash.frontend.success', { version: outcome.version })
            : t('admin_dash.frontend.failure', {
                version: outcome.version,
                reason: outcome.reason,
              })}
        </p>
      ) : null}
      {fe.error ? (
        <p className="error-text" role="alert">
          {fe.error}
        </p>
      ) : null}
      {store.loaded ? (
        <fieldset className="admin-group">
          {PRIMARY_FRONTEND_PATHS.map((path) => (
            <SettingEditor key={path.join(' ')} store={store} path={path} />
          ))}
        </fieldset>
      ) : null}
      <h3>{t('admin_dash.frontend.available')}</h3>
      <ul className="admin-frontends">
        {fe.items
          .filter((f) => f.name !== PETREL_FRONTEND)
          .map((f) => (
            <li key={f.name} className="admin-frontend" data-frontend={f.name}>
              <strong>{f.name}</strong>{' '}
              <span className="faint">
                {f.installedRefs.length > 0
                  ? t('admin_dash.frontend.installed', { refs: f.installedRefs.join(', ') })
                  : t('admin_dash.frontend.not_installed')}
              </span>
              <div className="form-actions">
                {f.refs.map((ref) => (
                  <button
                    key={ref}
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void fe.install({ name: f.name, ref })}
                  >
                    {t('admin_dash.frontend.install', { version: `${f.name}/${ref}` })}
                  </button>
                ))}
              </div>
            </li>
          ))}
        <li className="admin-frontend" data-frontend="petrel">
          <strong>{t('admin_dash.frontend.petrel')}</strong>{' '}
          <span className="faint">
            {petrel
              ? t('admin_dash.frontend.installed', { refs: petrel.installedRefs.join(', ') })
              : t('admin_dash.frontend.not_installed')}
          </span>
          <div className="form-group">
            <label htmlFor={urlId}>{t('admin_dash.frontend.build_url')}</label>
            <input
              id={urlId}
              type="url"
              value={buildUrl}
              placeholder="https://…/petrel-frontend.zip"
              onChange={(e) => setBuildUrl(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="button"
            disabled={busy || buildUrl.trim() === ''}
            onClick={() => void fe.installPetrel(buildUrl)}
          >
            {t('admin_dash.frontend.install', {
              version: `${PETREL_FRONTEND}/${PETREL_FRONTEND_REF}`,
            })}
          </button>
        </li>
      </ul>
    </>
  );
});
