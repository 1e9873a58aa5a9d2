import { useEffect } from 'react';
import type { MediaViewerStore } from '../../../core/model/media-viewer';

/**
 * Spec: Escape closes, the arrow keys move. Listens in the capture phase while open and
 * stops the keys it handles, so the app's other shortcuts do not act behind the modal.
 */
export function useMediaViewerKeys(store: MediaViewerStore, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      let handled = true;
      if (event.key === 'Escape') store.close();
      else if (event.key === 'ArrowRight') store.next();
      else if (event.key === 'ArrowLeft') store.previous();
      else handled = false;
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [store, open]);
}
