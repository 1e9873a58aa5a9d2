import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { PreferencesData, ThirdColumnMode } from '../../../../core/model/settings';
import { useRoot, useT } from '../../../app/hooks';
import { PrefNumber } from '../controls';

type WidthKey = 'sidebarColumnWidth' | 'contentColumnWidth' | 'notifsColumnWidth';
/** Spec part 2 §3 defaults (types only from the schema: a value import splits it, budget). */
const DEFAULTS: Pick<PreferencesData, WidthKey> = {
  sidebarColumnWidth: '25rem',
  contentColumnWidth: '45rem',
  notifsColumnWidth: '25rem',
};
const THIRD_COLUMN_MODES: readonly ThirdColumnMode[] = ['notifications', 'none'];
const WIDTHS: readonly WidthKey[] = [
  'sidebarColumnWidth',
  'contentColumnWidth',
  'notifsColumnWidth',
];

/** A column width in rem (spec part 2 §3: 25rem, 45rem, 25rem), with a reset. */
const Width = observer(function Width({ name }: { name: WidthKey }) {
  const root = useRoot();
  const t = useT();
  const id = useId();
  const rem = Number.parseFloat(root.preferences[name]);
  return (
    <div className="settings-row">
      <label htmlFor={id}>{t(`settings_modal.layout.${name}`)}</label>
      <input
        id={id}
        type="number"
        min={10}
        max={100}
        step={1}
        data-setting={name}
        value={Number.isFinite(rem) ? rem : ''}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          if (Number.isFinite(value) && value >= 10 && value <= 100)
            root.preferences.set({ [name]: `${value}rem` });
        }}
      />
      <span>rem</span>
      <button
        type="button"
        className="button"
        onClick={() => root.preferences.set({ [name]: DEFAULTS[name] })}
      >
        {t('settings_modal.layout.reset')}
      </button>
    </div>
  );
});

/** Layout settings (spec part 2 §3): column widths, third column mode, reactions scale. */
export const LayoutTab = observer(function LayoutTab() {
  const root = useRoot();
  const t = useT();
  const id = useId();
  return (
    <fieldset className="settings-group">
      {WIDTHS.map((name) => (
        <Width key={name} name={name} />
      ))}
      <div className="settings-row">
        <label htmlFor={id}>{t('settings_modal.layout.thirdColumnMode')}</label>
        <select
          id={id}
          data-setting="thirdColumnMode"
          value={root.preferences.thirdColumnMode}
          onChange={(event) =>
            root.preferences.set({
              thirdColumnMode: THIRD_COLUMN_MODES.find((m) => m === event.target.value),
            })
          }
        >
          {THIRD_COLUMN_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`settings_modal.layout.third_${mode}`)}
            </option>
          ))}
        </select>
      </div>
      <PrefNumber
        name="emojiReactionsScale"
        label="settings_modal.layout.emojiReactionsScale"
        step={0.1}
        min={0.5}
        max={3}
      />
    </fieldset>
  );
});
