import type { Attachment } from '../../../core/domain/types';
import { mediaViewerKind } from '../../../core/model/media-viewer';
import { useT } from '../../app/hooks';
import { mediaUrl } from './media-url';

/**
 * The current item, full size: image, playing video or audio, or a flash placeholder.
 * `transform` is the image's pinch zoom (CSS transform; empty when unzoomed).
 */
export function MediaViewerItem({
  attachment,
  transform = '',
}: {
  attachment: Attachment;
  transform?: string;
}) {
  const t = useT();
  const src = mediaUrl(attachment.url) ?? mediaUrl(attachment.remoteUrl);
  const kind = mediaViewerKind(attachment);
  if (!src) return <p className="media-viewer-missing">{t('status.attachment')}</p>;
  switch (kind) {
    case 'image':
      return (
        <img
          className="media-viewer-media media-viewer-image"
          src={src}
          alt={attachment.description}
          draggable={false}
          style={transform ? { transform } : undefined}
        />
      );
    case 'video':
      return (
        <video
          className="media-viewer-media"
          src={src}
          controls
          autoPlay
          loop={attachment.type === 'gifv'}
          muted={attachment.type === 'gifv'}
          aria-label={attachment.description || undefined}
        />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: remote audio comes without caption tracks
        <audio className="media-viewer-audio" src={src} controls autoPlay />
      );
    default:
      return <p className="media-viewer-missing">{t('media_modal.flash_unsupported')}</p>;
  }
}
