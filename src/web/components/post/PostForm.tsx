import { observer } from 'mobx-react-lite';
import type { FormEvent, KeyboardEvent } from 'react';
import { useModel, useT } from '../../app/hooks';
import { CharCounter } from './CharCounter';
import { PostErrorBanner } from './PostErrorBanner';
import { VisibilitySelect } from './VisibilitySelect';

/**
 * The new-post form (spec part 2 §2, §5): content warning, text, scope, character
 * counter; Ctrl/Cmd+Enter posts. The draft lives in the core's ComposeStore, so it survives
 * a failed post and navigation. Over the limit the post button is disabled; Ctrl/Cmd+Enter
 * then says why.
 */
export const PostForm = observer(function PostForm({ idPrefix }: { idPrefix: string }) {
  const model = useModel();
  const { composer } = model;
  const t = useT();
  const limit = composer.limit;

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
    <form className="post-form" onSubmit={onSubmit} aria-busy={composer.posting}>
      <input
        id={`${idPrefix}-cw`}
        className="post-cw"
        name="spoiler_text"
        placeholder={t('post_status.content_warning')}
        aria-label={t('post_status.content_warning')}
        value={composer.spoilerText}
        disabled={composer.posting}
        onChange={(e) => composer.setSpoilerText(e.target.value)}
      />
      <textarea
        id={`${idPrefix}-text`}
        className="post-text"
        name="status"
        rows={4}
        placeholder={t('post_status.default')}
        aria-label={t('post_status.post')}
        value={composer.text}
        disabled={composer.posting}
        onChange={(e) => composer.setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <PostErrorBanner composer={composer} />
      <div className="post-form-bottom">
        <VisibilitySelect
          id={`${idPrefix}-visibility`}
          value={composer.visibility}
          disabled={composer.posting}
          onChange={(v) => composer.setVisibility(v)}
        />
        <CharCounter remaining={composer.remaining} limit={limit} />
        <button type="submit" className="button button-primary" disabled={!composer.canSubmit}>
          {composer.posting ? t('post_status.posting') : t('post_status.post')}
        </button>
      </div>
    </form>
  );
});
