import { ResetButton } from './ResetButton';

interface Props {
  field: string;
  kind: 'number' | 'text';
  /** What the source says; undefined: the default (shown as the placeholder). */
  value: string | number | undefined;
  fallback: string | number;
  step?: number;
  changed: boolean;
  onChange: (value: string) => void;
  onReset: () => void;
}

/** A radius, opacity or font of the theme editor, with its reset. */
export function ThemeValueField({
  field,
  kind,
  value,
  fallback,
  step,
  changed,
  onChange,
  onReset,
}: Props) {
  return (
    <li data-field={field}>
      <label className="theme-field-label">
        <code>{field}</code>
        <input
          className="theme-field-text"
          type={kind}
          min={kind === 'number' ? 0 : undefined}
          step={step}
          value={value ?? ''}
          placeholder={String(fallback)}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {changed ? <ResetButton field={field} onReset={onReset} /> : null}
    </li>
  );
}
