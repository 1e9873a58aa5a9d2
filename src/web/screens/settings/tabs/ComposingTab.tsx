import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Visibility } from '../../../../core/domain/types';
import { useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';
import { ServerCheck } from '../controls';
import { useOwn } from '../use-own';

const SCOPES = ['public', 'unlisted', 'private', 'direct'] as const satisfies readonly Visibility[];

/** Spec part 2 §2 settings tab "composing": the defaults kept on the server. */
export const ComposingTab = observer(function ComposingTab() {
  const t = useT();
  const id = useId();
  const { own, options, error } = useOwn();
  if (error) return <p className="settings-error">{error}</p>;
  if (!own) return <Spinner />;
  return (
    <fieldset className="settings-group">
      <div className="settings-row">
        <label htmlFor={id}>{t('settings_modal.composing.defaultScope')}</label>
        <select
          id={id}
          data-server-setting="defaultScope"
          value={options.values.defaultScope ?? 'public'}
          onChange={(event) => void options.set('defaultScope', event.target.value as Visibility)}
        >
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`settings_modal.composing.scope_${scope}`)}
            </option>
          ))}
        </select>
      </div>
      <ServerCheck
        options={options}
        name="defaultNSFW"
        label="settings_modal.composing.defaultNSFW"
      />
      <ServerCheck
        options={options}
        name="stripRichContent"
        label="settings_modal.composing.stripRichContent"
      />
    </fieldset>
  );
});
