import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import type { ComposeStore } from '../../../core/model/compose';
import { scopeOptions } from '../../../core/model/post/post-rules';
import { postFormWords } from '../../../shared/i18n/en/common-post-form';
import { useModel, useServices, useT } from '../../app/hooks';
import { useSearchParams } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import { postStoresOf } from '../../model/post-stores';
import { CharCounter } from './CharCounter';
import { PostErrorBanner } from './PostErrorBanner';
import { VisibilitySelect } from './VisibilitySelect';

// The tools beyond text, warning and scope are not needed for the first timeline frame:
// they load right after it, in the post form's lazy chunk (web budget).
const PostFormTools = lazy(() =>
  import('./post-extras').then((m) => ({ default: m.PostFormTools })),
);
// Media, emoji and suggestions: a chunk of their own (the emoji data loads on first use).
const PostMediaTools = lazy(() => import('./PostMediaTools'));

/**
 * The post form (spec part 2 §2, §5): content warning, text, scope (the spec's selector
 * rules), content type (only with several formats), poll, preview, time to publish, the
 * character counter; Ctrl/Cmd+Enter posts. The draft lives in the core's ComposeStore, so
 * it survives a failed post and navigation. The sidebar form takes `?message=` as its text.
 */
export const PostForm = observer(function PostForm({
  idPrefix,
  composer: given,
  prefillFromQuery = false,
}: {
  idPrefix: string;
  /** A dialog's own draft; the sidebar's by default. */
  composer?: ComposeStore;
  prefillFromQuery?: boolean;
}) {
  const model = useModel();
  const composer = given ?? postStoresOf(model).composer;
  const { root } = model;
  const t = useT();
  useFeatureWords(postFormWords);
  const services = useServices();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [searchParams] = useSearchParams();
  const message = prefillFromQuery ? searchParams.get('message') : null;
  useEffect(() => {
    if (message && composer.text === '') composer.setText(message);
  }, [message, composer]);

  const replyTo = composer.inReplyToId ? root.entities.status(composer.inReplyToId) : undefined;
  const scopes = scopeOptions({ current: composer.visibility, original: replyTo?.visibility });
  const editing = composer.mode === 'edit';
  const submit = () => {
    void composer.submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="post-form"
      onSubmit={onSubmit}
      aria-busy={composer.posting}
      data-testid={`${idPrefix}-post-form`}
    >
      <input
        id={`${idPrefix}-cw`}
        className="post-cw"
        name="spoiler_text"
        placeholder={t('post_status.content_warning')}
        aria-label={t('post_status.content_warning')}
        value={composer.spoilerText}
        onChange={(e) => composer.setSpoilerText(e.target.value)}
      />
      <textarea
        ref={textArea}
        id={`${idPrefix}-text`}
        className="post-text"
        name="status"
        rows={4}
        placeholder={t('post_status.default')}
        aria-label={t('post_status.post')}
        value={composer.text}
        // Typing goes on while a post is sent (the button says "Posting…"): on success the
        // form clears only what was sent (core post/left-after-send.ts), never a later word.
        onChange={(e) => composer.setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Suspense fallback={null}>
        <PostMediaTools
          composer={composer}
          textArea={textArea}
          idPrefix={idPrefix}
          services={services}
          t={t}
        />
      </Suspense>
      <PostErrorBanner composer={composer} />
      <Suspense fallback={null}>
        <PostFormTools composer={composer} idPrefix={idPrefix} />
      </Suspense>
      <div className="post-form-bottom">
        <VisibilitySelect
          id={`${idPrefix}-visibility`}
          value={composer.visibility}
          options={scopes}
          disabled={composer.posting || editing}
          onChange={(v) => composer.setVisibility(v)}
        />
        <CharCounter remaining={composer.remaining} limit={composer.limit} />
        <button type="submit" className="button button-primary" disabled={!composer.canSubmit}>
          {composer.posting ? t('post_status.posting') : t('post_status.post')}
        </button>
      </div>
    </form>
  );
});
