import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../app/hooks';

/**
 * A modal dialog: focus moves into it, Escape and a click on the backdrop close it.
 * Rendered in place (the layout puts modals at the end of the app element).
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const closeLabel = t('general.close');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>('button, [href], input, select');
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <button
        type="button"
        className="backdrop-dismiss"
        aria-label={closeLabel}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={dialogRef}
        className="modal panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="panel-heading">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="panel-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
