import { type ReactNode, useId, useState } from 'react';

/** A form of the security tab: fields, a submit button, and its own error or success line. */
export function SecurityForm({
  title,
  submit,
  onSubmit,
  children,
  testId,
}: {
  title: string;
  submit: string;
  /** Resolves to the success text, or throws with the error text. */
  onSubmit: () => Promise<string | undefined>;
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
        setBusy(true);
        setResult(undefined);
        onSubmit().then(
          (text) => {
            setBusy(false);
            if (text) setResult({ ok: true, text });
          },
          (e: unknown) => {
            setBusy(false);
            setResult({ ok: false, text: e instanceof Error ? e.message : String(e) });
          },
        );
      }}
    >
      <h3>{title}</h3>
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
