/** A small busy indicator with an accessible label. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
