import { useEffect } from 'react';
import { useModel } from '../../app/hooks';

/** Media events that start or stop a player (they do not bubble: heard in the capture phase). */
const EVENTS = ['play', 'pause', 'ended', 'emptied'] as const;

/**
 * Spec part 1 §4 "per-status display properties: … mediaPlaying": while an audio or video
 * attachment of a status plays, its status says so (core StatusViewStore, `mediaPlaying`)
 * and the timeline keeps its row drawn when it is scrolled out of the window (virtual-core.ts
 * keptRows), so the sound goes on. One listener on the document for every player, from the
 * layout's lazy chunk (ShellLayer): nothing of it in the first load. Draws nothing.
 */
export function MediaPlaying() {
  const { statusView } = useModel().reading;
  useEffect(() => {
    // The players playing, by status (Pleroma-FE's mediaPlaying list).
    const players = new Map<string, Set<HTMLMediaElement>>();
    const heard = (event: Event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement)) return;
      const status = media.closest<HTMLElement>('[data-status-id]')?.dataset.statusId;
      if (status === undefined) return;
      const playing = players.get(status) ?? new Set();
      if (event.type === 'play') playing.add(media);
      else playing.delete(media);
      if (playing.size > 0) players.set(status, playing);
      else players.delete(status);
      const on = playing.size > 0;
      if (statusView.has(status, 'mediaPlaying') !== on) statusView.set(status, 'mediaPlaying', on);
      const row = media.closest<HTMLElement>('[data-index][data-entry-id]')?.dataset.entryId;
      if (row === undefined) return;
      // The virtualiser's own chunk, which the timeline has loaded (no chunk of its own).
      void import('../timeline/virtual-core').then(({ keptRows }) => {
        if (on) keptRows.add(row);
        else keptRows.delete(row);
      });
    };
    for (const name of EVENTS) document.addEventListener(name, heard, true);
    return () => {
      for (const name of EVENTS) document.removeEventListener(name, heard, true);
    };
  }, [statusView]);
  return null;
}
