import { observer } from 'mobx-react-lite';
import type { ComposeMediaStore } from '../../../core/model/compose-media';
import { attachmentKindOf } from '../../../core/model/compose-media-draft';
import { fileSizeText } from '../../../shared/format/upload-error';
import type { Translate } from '../../../shared/i18n/locale-types';

/**
 * The post form's uploaded files: a preview (images), name and size, the description
 * (saved per file id before posting; Enter does not submit it, spec) and a remove button.
 */
export const MediaAttachments = observer(function MediaAttachments({
  media,
  idPrefix,
  t,
  language,
}: {
  media: ComposeMediaStore;
  idPrefix: string;
  t: Translate;
  /** The interface language, for the sizes' numbers. */
  language?: string;
}) {
  if (media.attachments.length === 0) return null;
  return (
    <ul className="post-attachments" aria-label={t('status.attachment')}>
      {media.attachments.map((a) => (
        <li key={a.id} className="post-attachment" data-testid="post-attachment">
          {attachmentKindOf(a.mimeType) === 'image' ? (
            <img className="post-attachment-preview" src={a.previewUrl} alt="" />
          ) : null}
          <span className="post-attachment-name">
            {a.name} <small>{fileSizeText(a.size, t, language)}</small>
          </span>
          <input
            id={`${idPrefix}-description-${a.id}`}
            className="post-attachment-description"
            placeholder={t('compose_tools.description')}
            aria-label={`${t('compose_tools.description')}: ${a.name}`}
            value={a.description}
            onChange={(e) => media.describe(a.id, e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <button type="button" className="button" onClick={() => media.remove(a.id)}>
            {t('compose_tools.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
});
