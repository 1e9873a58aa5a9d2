import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ComposeStore } from '../../../core/model/compose';
import { showsContentTypes, warnsPrivatePost } from '../../../core/model/post/post-rules';
import { useModel, useT } from '../../app/hooks';
import { ContentTypeSelect } from './ContentTypeSelect';
import PollForm from './PollForm';
import PostPreviewPanel from './PostPreviewPanel';
import ScheduleField from './ScheduleField';

/**
 * The post form's tools beyond text, warning and scope: the unlocked-account warning, the
 * poll form, the preview, the time to publish and the content type (only with several
 * formats). Part of the lazy post chunk.
 */
const PostFormTools = observer(function PostFormTools({
  composer,
  idPrefix,
}: {
  composer: ComposeStore;
  idPrefix: string;
}) {
  const { root } = useModel();
  const t = useT();
  const [extra, setExtra] = useState<'preview' | 'schedule' | null>(null);
  const caps = root.instance.capabilities;
  const editing = composer.mode === 'edit';
  const toggle = (which: 'preview' | 'schedule') => setExtra(extra === which ? null : which);
  return (
    <>
      {warnsPrivatePost(root.session.account, composer.visibility) ? (
        <p className="post-warning faint" data-testid="private-warning">
          {t('post_status.account_not_locked_warning')}
        </p>
      ) : null}
      {composer.pollOpen ? <PollForm composer={composer} idPrefix={idPrefix} /> : null}
      {extra === 'preview' ? <PostPreviewPanel composer={composer} /> : null}
      {extra === 'schedule' && !editing ? <ScheduleField composer={composer} /> : null}
      <div className="post-form-tools">
        {caps.polls && caps.polls.maxOptions >= 2 && !editing ? (
          <button
            type="button"
            className="button"
            aria-pressed={composer.pollOpen}
            onClick={() => composer.setPollOpen(!composer.pollOpen)}
          >
            {composer.pollOpen ? t('polls.remove_poll') : t('polls.add_poll')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-pressed={extra === 'preview'}
          onClick={() => toggle('preview')}
        >
          {t('post_status.preview')}
        </button>
        {!editing ? (
          <button
            type="button"
            className="button"
            aria-pressed={extra === 'schedule'}
            onClick={() => toggle('schedule')}
          >
            {t('post_status.scheduled_at')}
          </button>
        ) : null}
        {showsContentTypes(caps.postFormats) ? (
          <ContentTypeSelect
            id={`${idPrefix}-content-type`}
            formats={caps.postFormats}
            value={composer.contentType ?? caps.postFormats[0]!}
            disabled={composer.posting}
            onChange={(v) => composer.setContentType(v)}
          />
        ) : null}
      </div>
    </>
  );
});

export default PostFormTools;
