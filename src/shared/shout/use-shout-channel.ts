import { useEffect } from 'react';
import type { ShoutboxStore } from '../../core/model/shoutbox';

/**
 * Joins the board's channel while the calling view is shown (and the server offers it), and
 * leaves it when the view goes: the web's shoutbox panels and the terminal's shoutbox screen.
 */
export function useShoutChannel(store: ShoutboxStore): void {
  const available = store.available;
  useEffect(() => {
    if (!available) return;
    void store.start();
    return () => store.stop();
  }, [store, available]);
}
