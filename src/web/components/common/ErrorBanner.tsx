import { useT } from '../../app/hooks';

/** A dismissible error message (login errors, post errors). */
export function ErrorBanner({
  message,
  onDismiss,
  testId,
}: {
  message: string;
  onDismiss: () => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <div className="error-banner" role="alert" data-testid={testId}>
      <span className="error-banner-text">{message}</span>
      <button
        type="button"
        className="error-banner-dismiss"
        onClick={onDismiss}
        aria-label={t('general.dismiss')}
        title={t('general.dismiss')}
      >
        ×
      </button>
    </div>
  );
}
