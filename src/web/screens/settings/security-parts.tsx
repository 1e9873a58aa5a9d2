import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../app/hooks';

const detailOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * A form of the security tab: fields, a submit button (disabled while pending), and its own
 * error or success line. `check` refuses locally before anything is sent; a failure of
 * `onSubmit` is shown as `failure(detail)` (or its own message without one).
 */
export function SecurityForm({
  title,
  submit,
  onSubmit,
  check,
  failure,
  children,
  testId,
}: {
  title?: string;
  submit: string;
  /** Resolves to the success text (or nothing to show). */
  onSubmit: () => Promise<string | undefined>;
  check?: () => string | undefined;
  failure?: (detail: string) => string;
  children: ReactNode;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  return (
    <form
      className="settings-group"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check?.();
        if (problem) {
          setResult({ ok: false, text: problem });
          return;
        }
        setBusy(true);
        setResult(undefined);
        onSubmit().then(
          (text) => {
            setBusy(false);
            if (text) setResult({ ok: true, text });
          },
          (e: unknown) => {
            setBusy(false);
            setResult({ ok: false, text: failure ? failure(detailOf(e)) : detailOf(e) });
          },
        );
      }}
    >
      {title ? <h3>{title}</h3> : null}
      {children}
      <div className="settings-row">
        <button type="submit" className="button" disabled={busy}>
          {submit}
        </button>
        {result ? (
          <span
            className={result.ok ? 'settings-ok' : 'settings-error'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.text}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** A labelled input of a security form. */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="settings-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required
        autoComplete={type === 'password' ? 'current-password' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The current password every change asks for (spec part 2 §7). */
export function CurrentPassword({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useT();
  return (
    <Field
      label={t('settings_modal.security.current_password')}
      type="password"
      value={value}
      onChange={onChange}
    />
  );
}
