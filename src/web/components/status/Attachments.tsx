import { useState } from 'react';
import type { Attachment } from '../../../core/domain/types';
import { useT } from '../../app/hooks';

const HTTP_URL = /^https?:\/\//i;

function safeUrl(url: string): string | undefined {
  return HTTP_URL.test(url) ? url : undefined;
}

/** Thumbnails of a status's media; sensitive media stay hidden until asked for. */
export function Attachments({
  attachments,
  sensitive,
}: {
  attachments: readonly Attachment[];
  sensitive: boolean;
}) {
  const t = useT();
  const [shown, setShown] = useState(!sensitive);
  if (!shown) {
    return (
      <div className="attachments attachments-hidden">
        <button type="button" className="button" onClick={() => setShown(true)}>
          {t('status.sensitive_media')} · {t('status.show_media')}
        </button>
      </div>
    );
  }
  return (
    <ul className={`attachments attachments-${Math.min(attachments.length, 4)}`}>
      {attachments.map((attachment) => {
        const href = safeUrl(attachment.remoteUrl ?? attachment.url) ?? safeUrl(attachment.url);
        const preview = safeUrl(attachment.previewUrl) ?? safeUrl(attachment.url);
        const label = attachment.description || t('status.attachment');
        return (
          <li key={attachment.id} className={`attachment attachment-${attachment.type}`}>
            <a href={href} target="_blank" rel="noopener noreferrer nofollow" title={label}>
              {preview && attachment.type !== 'audio' && attachment.type !== 'unknown' ? (
                <img src={preview} alt={attachment.description} loading="lazy" decoding="async" />
              ) : (
                <span className="attachment-file">{label}</span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
