import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useRoot, useT } from '../../app/hooks';
import { MediaViewerCaption } from './MediaViewerCaption';
import { MediaViewerItem } from './MediaViewerItem';
import { bindMediaViewer } from './open';
import { useMediaViewerHistory } from './use-media-viewer-history';
import { useMediaViewerKeys } from './use-media-viewer-keys';
import { usePinchZoom } from './use-pinch-zoom';
import { useSwipe } from './use-swipe';
import '../../styles/media-viewer.css';
import { MEDIA_VIEWER_SWIPE_FRACTION, mediaViewerOf } from '../../../core/model/media-viewer';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useFeatureWords } from '../../i18n/feature-words';

/**
 * The media viewer modal (spec part 1 §4) over the core's MediaViewerStore: one status's
 * images, videos, audio and flash items, wrapping around; Escape, the arrow keys, swipes,
 * the backdrop and the browser's back button drive it. Mounted once by the layout.
 */
export const MediaViewer = observer(function MediaViewer() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const mediaViewer = useRoot().use(mediaViewerOf);
  const t = useT();
  useEffect(() => bindMediaViewer(mediaViewer), [mediaViewer]);
  useMediaViewerHistory(mediaViewer);
  const open = mediaViewer.isOpen;
  useMediaViewerKeys(mediaViewer, open);
  const swipe = useSwipe(
    () => mediaViewer.next(),
    () => mediaViewer.previous(),
    () => window.innerWidth * MEDIA_VIEWER_SWIPE_FRACTION,
  );
  const figureRef = useRef<HTMLElement>(null);
  // Two fingers zoom the image (spec part 1 §9); swipes keep working at scale 1.
  const pinch = usePinchZoom(
    swipe,
    () => figureRef.current?.querySelector<HTMLElement>('img.media-viewer-media') ?? null,
    mediaViewer.current?.id,
  );
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  const current = mediaViewer.current;
  if (!open || !current) return null;
  const total = mediaViewer.media.length;
  const close = () => mediaViewer.close();
  return (
    <div className="media-viewer" data-testid="media-viewer">
      <button
        type="button"
        className="backdrop-dismiss"
        aria-label={t('media_modal.close')}
        tabIndex={-1}
        onClick={close}
      />
      <div
        className="media-viewer-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('media_modal.label')}
      >
        <button
          ref={closeRef}
          type="button"
          className="button-icon media-viewer-close"
          aria-label={t('media_modal.close')}
          onClick={close}
        >
          ×
        </button>
        <figure
          ref={figureRef}
          className="media-viewer-figure"
          data-zoomed={pinch.zoomed || undefined}
          {...pinch.handlers}
        >
          <MediaViewerItem key={current.id} attachment={current} transform={pinch.transform} />
          <MediaViewerCaption attachment={current} position={mediaViewer.index} total={total} />
        </figure>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="button-icon media-viewer-nav media-viewer-previous"
              aria-label={t('media_modal.previous')}
              onClick={() => mediaViewer.previous()}
            >
              ‹
            </button>
            <button
              type="button"
              className="button-icon media-viewer-nav media-viewer-next"
              aria-label={t('media_modal.next')}
              onClick={() => mediaViewer.next()}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
});
