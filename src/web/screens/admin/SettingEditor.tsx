import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { AdminConfigStore } from '../../../core/model/admin-config';
import {
  humanizeKey,
  parseJsonOrString,
  parseTyped,
} from '../../../core/model/admin-config-descriptions';
import {
  type ConfigPath,
  type ConfigValue,
  decodeTuples,
} from '../../../core/model/admin-config-values';
import { useT } from '../../app/hooks';

/**
 * One setting, with the input its description's type asks for (spec: descriptions drive
 * the editors): a number field, a checkbox, a text field, a choice of the suggestions, a
 * comma-separated list, or JSON for what has no simpler form. Edits go to the draft; a
 * setting stored in the database offers its reset.
 */
export const SettingEditor = observer(function SettingEditor({
  store,
  path,
}: {
  store: AdminConfigStore;
  path: ConfigPath;
}) {
  const t = useT();
  const id = useId();
  const view = store.setting(path);
  const desc = view.description;
  const label = desc?.label || humanizeKey(path.at(-1) ?? '');
  const kind = desc?.kind ?? 'json';
  const value = view.value;
  const set = (v: ConfigValue) => store.setDraft(path, v);
  let input: React.ReactNode;
  switch (kind) {
    case 'integer':
    case 'number':
      input = (
        <NumberInput
          id={id}
          value={typeof value === 'number' ? value : null}
          step={kind === 'integer' ? 1 : 'any'}
          onValue={set}
        />
      );
      break;
    case 'boolean':
      input = (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => set(e.target.checked)}
        />
      );
      break;
    case 'choice':
      input = (
        <select
          id={id}
          value={String(value ?? '')}
          onChange={(e) => set(parseTyped(e.target.value, desc))}
        >
          {(desc?.suggestions ?? []).map((s) => (
            <option key={String(s)} value={String(s)}>
              {String(s)}
            </option>
          ))}
        </select>
      );
      break;
    case 'list':
      input = (
        <input
          id={id}
          type="text"
          value={Array.isArray(value) ? value.map(String).join(', ') : ''}
          onChange={(e) => set(parseTyped(e.target.value, desc))}
        />
      );
      break;
    case 'string':
      input = (
        <input
          id={id}
          type="text"
          value={typeof value === 'string' ? value : ''}
          placeholder={desc?.suggestions[0] !== undefined ? String(desc.suggestions[0]) : undefined}
          onChange={(e) => set(e.target.value)}
        />
      );
      break;
    default:
      input = <JsonInput id={id} value={value} onValue={set} />;
  }
  return (
    <div
      className={view.dirty ? 'admin-setting admin-setting-dirty' : 'admin-setting'}
      data-path={path.join(' ')}
    >
      <label htmlFor={id}>{label}</label>
      {input}
      {view.modified ? (
        <>
          <span className="admin-modified" title={t('admin_dash.modified')}>
            *
          </span>
          <button
            type="button"
            className="button-link"
            title={t('admin_dash.reset_title')}
            disabled={store.saving}
            onClick={() => void store.reset(path)}
          >
            {t('admin_dash.reset')}
          </button>
        </>
      ) : null}
      {desc?.description ? <p className="faint admin-help">{desc.description}</p> : null}
    </div>
  );
});

/** A number input that keeps what is typed until it is a number (an empty field is not 0). */
function NumberInput({
  id,
  value,
  step,
  onValue,
}: {
  id: string;
  value: number | null;
  step: number | 'any';
  onValue: (v: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="number"
      step={step}
      value={text ?? (value === null ? '' : String(value))}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        const n = Number(next);
        if (next.trim() !== '' && Number.isFinite(n) && (step === 'any' || Number.isInteger(n)))
          onValue(n);
      }}
      onBlur={() => setText(null)}
    />
  );
}

/** JSON for values with no simpler editor (keyword lists shown decoded). */
function JsonInput({
  id,
  value,
  onValue,
}: {
  id: string;
  value: ConfigValue | undefined;
  onValue: (v: ConfigValue) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = value === undefined ? '' : JSON.stringify(decodeTuples(value), null, 2);
  return (
    <textarea
      id={id}
      rows={Math.min(8, shown.split('\n').length)}
      value={text ?? shown}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseJsonOrString(e.target.value);
        if (typeof parsed === 'object') onValue(parsed);
      }}
      onBlur={() => setText(null)}
    />
  );
}
