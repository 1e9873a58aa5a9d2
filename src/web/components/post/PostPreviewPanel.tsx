import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ComposeStore } from '../../../core/model/compose';
import { PostPreview } from '../../../core/model/post/post-preview';
import { useModel, useT } from '../../app/hooks';
import { SafeHtml } from '../common/SafeHtml';

/**
 * The post preview (spec part 2: debounced 500 ms, `preview: true`, no media or poll;
 * "Empty" for an empty post). Lazy: loaded when the user opens it.
 */
const PostPreviewPanel = observer(function PostPreviewPanel({
  composer,
}: {
  composer: ComposeStore;
}) {
  const { root } = useModel();
  const t = useT();
  const [preview] = useState(
    () =>
      new PostPreview({
        client: () => root.client,
        clock: root.ports.clock,
        draft: () => composer.previewDraft(),
      }),
  );
  useEffect(() => {
    void preview.refresh();
    const stop = reaction(
      () => [composer.text, composer.spoilerText, composer.contentType],
      () => preview.schedule(),
    );
    return () => {
      stop();
      preview.clear();
    };
  }, [composer, preview]);
  const error = preview.error;
  return (
    <section className="post-preview" aria-live="polite" data-testid="post-preview">
      <h3 className="faint">{t('post_status.preview')}</h3>
      {error?.kind === 'preview_empty' ? (
        <p className="faint">{t('post_status.preview_empty')}</p>
      ) : error ? (
        <p className="error">{t('post_status.error', { detail: error.detail })}</p>
      ) : preview.status ? (
        <SafeHtml html={preview.status.content} />
      ) : null}
    </section>
  );
});

export default PostPreviewPanel;
