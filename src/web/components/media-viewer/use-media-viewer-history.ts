import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { MediaViewerStore } from '../../../core/model/media-viewer';

/** Marks the history entry the viewer pushed. */
const ENTRY_FLAG = 'petrelMediaViewer';

function isViewerEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && ENTRY_FLAG in state;
}

/**
 * Spec: the browser's back button closes the media viewer. Opening pushes a history entry
 * for the same address (the router's state kept, so it sees no navigation); back pops it
 * and closes the viewer; closing it any other way takes the entry off again.
 */
export function useMediaViewerHistory(store: MediaViewerStore): void {
  useEffect(() => {
    let pushed = false;
    const onPop = () => {
      if (!pushed || isViewerEntry(window.history.state)) return;
      pushed = false;
      store.close();
    };
    window.addEventListener('popstate', onPop);
    const dispose = reaction(
      () => store.isOpen,
      (open) => {
        if (open && !pushed) {
          const current = window.history.state as Record<string, unknown> | null;
          window.history.pushState({ ...(current ?? {}), [ENTRY_FLAG]: true }, '');
          pushed = true;
        } else if (!open && pushed) {
          pushed = false;
          if (isViewerEntry(window.history.state)) window.history.back();
        }
      },
      { name: 'media-viewer:history' },
    );
    return () => {
      dispose();
      window.removeEventListener('popstate', onPop);
    };
  }, [store]);
}
