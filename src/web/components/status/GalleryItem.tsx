import type { MouseEvent } from 'react';
import type { Attachment } from '../../../core/domain/types';
import { useT } from '../../app/hooks';
import { ICON, PlayIcon } from '../common/icons';
import { openMediaViewer } from '../media-viewer/open';

const HTTP_URL = /^https?:\/\//i;

function safeUrl(url: string | null | undefined): string | undefined {
  return url && HTTP_URL.test(url) ? url : undefined;
}

/** A video or gifv with no still image of its own (preview_url = the file). */
function showsFirstFrame(attachment: Attachment, preview: string): boolean {
  if (attachment.type !== 'video' && attachment.type !== 'gifv') return false;
  return preview === safeUrl(attachment.url) || preview === safeUrl(attachment.remoteUrl);
}

/**
 * One attachment: a thumbnail that opens the media viewer (or, when no viewer takes it,
 * the file in a new tab), an audio player, or a plain file link.
 */
export function GalleryItem({
  statusId,
  attachment,
  index,
}: {
  statusId: string;
  attachment: Attachment;
  index: number;
}) {
  const t = useT();
  const href = safeUrl(attachment.url) ?? safeUrl(attachment.remoteUrl);
  const preview = safeUrl(attachment.previewUrl) ?? safeUrl(attachment.url);
  const label = attachment.description || t('status.attachment');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (openMediaViewer(statusId, index)) event.preventDefault();
  };
  if (attachment.type === 'audio' && href) {
    return (
      <div className={`gallery-item gallery-item-audio`}>
        {/* biome-ignore lint/a11y/useMediaCaption: remote audio comes without captions */}
        <audio controls preload="none" src={href} title={label} />
      </div>
    );
  }
  if (attachment.type === 'unknown' || !preview) {
    return (
      <div className="gallery-item gallery-item-file">
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </a>
      </div>
    );
  }
  return (
    <div className={`gallery-item gallery-item-${attachment.type}`}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        title={label}
        onClick={open}
        data-attachment-index={index}
      >
        {showsFirstFrame(attachment, preview) ? (
          // Its "preview" is the video itself (Pleroma's way): an <img> of it would show as
          // broken, so the video's first frame stands in, fetched as metadata only.
          <video
            className="gallery-video-poster"
            src={preview}
            preload="metadata"
            muted
            playsInline
            tabIndex={-1}
            aria-label={attachment.description || undefined}
          />
        ) : (
          <img src={preview} alt={attachment.description} loading="lazy" decoding="async" />
        )}
        {attachment.type === 'video' || attachment.type === 'gifv' ? (
          <span className="gallery-play" aria-hidden="true">
            <PlayIcon {...ICON} />
          </span>
        ) : null}
      </a>
    </div>
  );
}
