import { observer } from 'mobx-react-lite';
import type { Status } from '../../../core/domain/types';
import { galleryLayout } from '../../../core/model/status-display';
import { useModel, useRoot, useT } from '../../app/hooks';
import { GalleryItem } from './GalleryItem';

/**
 * A status's attachments in rows (spec part 2 §9: at most 3 per row; audio and other files
 * on rows of their own; `galleryLayout`). Sensitive media stay behind a cover until
 * revealed (hideNsfw, default on), and can be hidden again.
 */
export const Gallery = observer(function Gallery({ status }: { status: Status }) {
  const t = useT();
  const { statusView } = useModel().reading;
  const { preferences } = useRoot();
  const flags = statusView.get(status.id);
  const hidden = status.sensitive && preferences.hideNsfw && !flags.showingMedia;
  if (hidden) {
    return (
      <div className="gallery gallery-hidden">
        <button
          type="button"
          className="button gallery-reveal"
          onClick={() => statusView.set(status.id, 'showingMedia', true)}
        >
          {t('status.sensitive_media')} · {t('status.show_media')}
        </button>
      </div>
    );
  }
  const indexOf = new Map(status.mediaAttachments.map((a, index) => [a.id, index]));
  const rows = galleryLayout(status.mediaAttachments);
  return (
    <div className="gallery" data-rows={rows.map((row) => row.ids.length).join(',')}>
      {rows.map((row) => (
        <div key={row.ids.join(' ')} className={`gallery-row gallery-row-${row.kind}`}>
          {row.ids.map((id) => {
            const index = indexOf.get(id) ?? 0;
            const attachment = status.mediaAttachments[index];
            return attachment ? (
              <GalleryItem key={id} statusId={status.id} attachment={attachment} index={index} />
            ) : null;
          })}
        </div>
      ))}
      {status.sensitive && preferences.hideNsfw ? (
        <button
          type="button"
          className="button-link gallery-hide"
          onClick={() => statusView.set(status.id, 'showingMedia', false)}
        >
          {t('status.hide_media')}
        </button>
      ) : null}
    </div>
  );
});
