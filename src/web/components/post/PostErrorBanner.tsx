import { observer } from 'mobx-react-lite';
import { useT } from '../../app/hooks';
import type { ComposerStore } from '../../model/composer';
import { ErrorBanner } from '../common/ErrorBanner';

/** The post form's error: the empty-post message or "Error: …" from the server. */
export const PostErrorBanner = observer(function PostErrorBanner({
  composer,
}: {
  composer: ComposerStore;
}) {
  const t = useT();
  const error = composer.error;
  if (!error) return null;
  const message =
    error.kind === 'empty'
      ? t('post_status.empty_status_error')
      : t('post_status.error', { detail: error.detail });
  return (
    <ErrorBanner testId="post-error" message={message} onDismiss={() => composer.dismissError()} />
  );
});
