import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ServerOptionName, ServerOptions } from '../../../core/model/server-options';
import type { PreferencesData } from '../../../core/model/settings';
import type { TranslationKey } from '../../../shared/i18n';
import { useRoot, useT } from '../../app/hooks';

type FlagKey = {
  [K in keyof PreferencesData]: PreferencesData[K] extends boolean ? K : never;
}[keyof PreferencesData];

/** A checkbox bound to a boolean preference: changed (and saved) at once. */
export const PrefCheck = observer(function PrefCheck({
  name,
  label,
}: {
  name: FlagKey;
  label: TranslationKey;
}) {
  const root = useRoot();
  const t = useT();
  return (
    <div className="settings-row">
      <label className="check">
        <input
          type="checkbox"
          data-setting={name}
          checked={root.preferences[name]}
          onChange={(event) => root.preferences.set({ [name]: event.target.checked })}
        />{' '}
        {t(label)}
      </label>
    </div>
  );
});

type NumberKey = {
  [K in keyof PreferencesData]: PreferencesData[K] extends number ? K : never;
}[keyof PreferencesData];

/** A number input bound to a numeric preference; an unusable number keeps the old value. */
export const PrefNumber = observer(function PrefNumber({
  name,
  label,
  step = 1,
  min,
  max,
}: {
  name: NumberKey;
  label: TranslationKey;
  step?: number;
  min?: number;
  max?: number;
}) {
  const root = useRoot();
  const t = useT();
  const id = useId();
  return (
    <div className="settings-row">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type="number"
        data-setting={name}
        step={step}
        min={min}
        max={max}
        value={root.preferences[name]}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          if (Number.isFinite(value)) root.preferences.set({ [name]: value });
        }}
      />
    </div>
  );
});

type ServerFlag = Exclude<ServerOptionName, 'defaultScope'>;

/** A checkbox bound to a profile option kept on the server; it reverts when saving fails. */
export const ServerCheck = observer(function ServerCheck({
  options,
  name,
  label,
  disabled,
}: {
  options: ServerOptions;
  name: ServerFlag;
  label: TranslationKey;
  disabled?: boolean;
}) {
  const t = useT();
  const value = options.values[name];
  return (
    <div className="settings-row">
      <label className="check">
        <input
          type="checkbox"
          data-server-setting={name}
          disabled={disabled || value === undefined}
          checked={value === true}
          onChange={(event) => void options.set(name, event.target.checked)}
        />{' '}
        {t(label)}
      </label>
    </div>
  );
});
