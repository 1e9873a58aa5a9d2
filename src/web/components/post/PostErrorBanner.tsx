import { observer } from 'mobx-react-lite';
import type { ComposeError, ComposeStore } from '../../../core/model/compose';
import { type TranslateFn, useT } from '../../app/hooks';
import { ErrorBanner } from '../common/ErrorBanner';

function errorMessage(error: ComposeError, t: TranslateFn): string {
  switch (error.kind) {
    case 'empty':
      return t('post_status.empty_status_error');
    case 'too_long':
      return t('post_status.too_long', { length: error.length, limit: error.limit });
    case 'media_description':
      return t('post_status.media_description_error');
    case 'not_enough_options':
      return t('polls.not_enough_options');
    case 'server':
      return t('post_status.error', { detail: error.detail });
  }
}

/** The post form's error: an empty or over-long post, or "Error: …" from the server. */
export const PostErrorBanner = observer(function PostErrorBanner({
  composer,
}: {
  composer: ComposeStore;
}) {
  const t = useT();
  const error = composer.error;
  if (!error) return null;
  return (
    <ErrorBanner
      testId="post-error"
      message={errorMessage(error, t)}
      onDismiss={() => composer.dismissError()}
    />
  );
});
