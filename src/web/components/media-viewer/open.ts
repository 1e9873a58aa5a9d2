/**
 * Opening the media viewer from anywhere (a gallery thumbnail, a notification): the
 * mounted <MediaViewer /> binds the app's MediaViewerStore here, and pushes a history entry
 * so the browser's back button closes it.
 */
import type { MediaViewerStore } from '../../../core/model/media-viewer';

let bound: MediaViewerStore | null = null;

/** Called by the <MediaViewer /> host while it is mounted; returns the unbinding. */
export function bindMediaViewer(store: MediaViewerStore): () => void {
  bound = store;
  return () => {
    if (bound === store) bound = null;
  };
}

/**
 * Open the viewer on a status's attachment; `index` is the attachment's position among all
 * the status's attachments (as the gallery draws them). Returns false when nothing opened
 * (no viewer mounted, or the item is not an image, video, audio or flash), so a gallery
 * link can then follow its href instead.
 */
export function openMediaViewer(statusId: string, index: number): boolean {
  return bound?.open(statusId, index) ?? false;
}
