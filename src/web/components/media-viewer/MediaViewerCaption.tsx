import type { Attachment } from '../../../core/domain/types';
import { useT } from '../../app/hooks';
import { mediaUrl } from './media-url';

/** The description (alt text), the position in the set and a link to the original file. */
export function MediaViewerCaption({
  attachment,
  position,
  total,
}: {
  attachment: Attachment;
  position: number;
  total: number;
}) {
  const t = useT();
  const original = mediaUrl(attachment.remoteUrl) ?? mediaUrl(attachment.url);
  return (
    <figcaption className="media-viewer-caption">
      <p className="media-viewer-description" data-testid="media-viewer-description">
        {attachment.description || <span className="faint">{t('media_modal.no_description')}</span>}
      </p>
      <p className="media-viewer-meta">
        {total > 1 ? (
          <span className="media-viewer-counter" data-testid="media-viewer-counter">
            {t('media_modal.counter', { current: position + 1, total })}
          </span>
        ) : null}
        {original ? (
          <a href={original} target="_blank" rel="noopener noreferrer nofollow">
            {t('media_modal.open_original')}
          </a>
        ) : null}
      </p>
    </figcaption>
  );
}
