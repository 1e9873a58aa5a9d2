import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { HighlightType } from '../../../../core/model/settings';

const HIGHLIGHT_TYPES: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side'];

import { useRoot, useT } from '../../../app/hooks';

/** Spec part 2 §3 "Highlight setting per screen name: color and type". */
export const HighlightTab = observer(function HighlightTab() {
  const root = useRoot();
  const t = useT();
  const [name, setName] = useState('');
  const highlights = root.preferences.highlight;
  const change = (user: string, next: { color: string; type: HighlightType } | undefined) => {
    const copy = { ...root.preferences.highlight };
    if (next) copy[user] = next;
    else delete copy[user];
    root.preferences.set({ highlight: copy });
  };
  const entries = Object.entries(highlights);
  return (
    <fieldset className="settings-group">
      <p>{t('settings_modal.highlight.intro')}</p>
      {entries.length === 0 ? <p className="faint">{t('settings_modal.highlight.none')}</p> : null}
      {entries.map(([user, { color, type }]) => (
        <div className="settings-row" key={user} data-highlight={user}>
          <span className="highlight-user">@{user}</span>
          <input
            type="color"
            aria-label={t('settings_modal.highlight.color')}
            value={color}
            onChange={(event) => change(user, { color: event.target.value, type })}
          />
          <select
            aria-label={t('settings_modal.highlight.type')}
            value={type}
            onChange={(event) =>
              change(user, {
                color,
                type: HIGHLIGHT_TYPES.find((k) => k === event.target.value) ?? 'solid',
              })
            }
          >
            {HIGHLIGHT_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`settings_modal.highlight.type_${kind}`)}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => change(user, undefined)}>
            {t('settings_modal.highlight.remove')}
          </button>
        </div>
      ))}
      <form
        className="settings-row"
        onSubmit={(event) => {
          event.preventDefault();
          const user = name.trim().replace(/^@/, '');
          if (!user) return;
          change(user, highlights[user] ?? { color: '#e8b339', type: 'solid' });
          setName('');
        }}
      >
        <input
          aria-label={t('settings_modal.highlight.user')}
          placeholder={t('settings_modal.highlight.user')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button">
          {t('settings_modal.highlight.add')}
        </button>
      </form>
    </fieldset>
  );
});
