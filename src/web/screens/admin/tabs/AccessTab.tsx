import { observer } from 'mobx-react-lite';
import type { AdminConfigStore } from '../../../../core/model/admin-config';
import { humanizeKey } from '../../../../core/model/admin-config-descriptions';
import {
  RESTRICTION_KIND_LABEL,
  RESTRICTION_STATE_LABEL,
  RESTRICTION_STATES,
  RESTRICTIONS,
  restrictionPath,
  restrictionState,
  restrictionValue,
} from '../../../../core/model/admin-config-restrict';
import { useT } from '../../../app/hooks';

/**
 * Spec part 2 §4 access restriction tri-state for timelines, profiles and activities:
 * follow the instance's publicness (indeterminate), force disallow, force allow.
 */
export const AccessTab = observer(function AccessTab({ store }: { store: AdminConfigStore }) {
  const t = useT();
  return (
    <>
      <p className="faint">{t('admin_dash.access.intro')}</p>
      {RESTRICTIONS.map(({ kind, scopes }) => (
        <fieldset key={kind} className="admin-group">
          <legend>{t(RESTRICTION_KIND_LABEL[kind])}</legend>
          {scopes.map((scope) => {
            const path = restrictionPath(kind, scope);
            const state = restrictionState(store.value(path));
            const desc = store.description(path);
            return (
              <div
                key={scope}
                className="admin-setting"
                role="radiogroup"
                aria-label={`${t(RESTRICTION_KIND_LABEL[kind])}: ${humanizeKey(scope)}`}
              >
                <span className="admin-setting-label">
                  {desc?.description || humanizeKey(scope)}
                </span>
                {RESTRICTION_STATES.map((s) => (
                  <label key={s} className="admin-radio">
                    <input
                      type="radio"
                      name={`${kind}${scope}`}
                      checked={state === s}
                      onChange={() => store.setDraft(path, restrictionValue(s))}
                    />
                    {t(RESTRICTION_STATE_LABEL[s])}
                  </label>
                ))}
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
});
