import { useEffect } from 'react';
import type { ShoutboxStore } from '../../../core/model/shoutbox';

/** Joins the board's channel while the calling panel is shown (and it is available). */
export function useShoutChannel(store: ShoutboxStore): void {
  const available = store.available;
  useEffect(() => {
    if (!available) return;
    void store.start();
    return () => store.stop();
  }, [store, available]);
}
