import { type RefObject, useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useModel } from '../../app/hooks';
import { AT_TOP_PX } from './use-timeline-viewport';
import type { WindowRows } from './use-window-rows';
import { topVisibleEntry } from './visible-entry';

/** What a reader does on purpose: after any of these a late restore would jump under them. */
const READER_ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The home timeline's reading position: core's tracker (core/view/reading-position) decides
 * when to restore and report; this binds it to the window's scrolling and the list's rows.
 */
export function useReadingPosition({
  timeline,
  markerTimeline,
  listRef,
  idsRef,
  scrollToIndex,
}: {
  timeline: TimelineStore;
  markerTimeline: 'home' | undefined;
  listRef: RefObject<HTMLElement | null>;
  idsRef: RefObject<string[]>;
  scrollToIndex: WindowRows['scrollToIndex'];
}): void {
  const { reading } = useModel();
  useEffect(() => {
    if (!markerTimeline) return;
    let frame: number | undefined;
    // A route left while the old screen still shows (a lazy route loading) is not read on.
    const shownAt = window.location.pathname;
    const tracker = reading.positions.track(markerTimeline, {
      loaded: () => timeline.state === 'loaded',
      topVisibleId: () => (listRef.current ? topVisibleEntry(listRef.current)?.id : undefined),
      restore: (id, done, wanted) => {
        // The list renders the loaded statuses after this MobX change: look a frame later.
        frame = requestAnimationFrame(() => {
          frame = undefined;
          const index = id ? idsRef.current.indexOf(id) : -1;
          // Only when the reader has not scrolled, pressed, clicked or gone elsewhere yet:
          // never pull the page from under them.
          const moved =
            index > 0 &&
            wanted() &&
            window.location.pathname === shownAt &&
            window.scrollY <= AT_TOP_PX;
          if (moved) scrollToIndex(index, 'start');
          done(moved);
        });
      },
    });
    window.addEventListener('scroll', tracker.moved, { passive: true });
    // Capture phase: a handler that stops the event (a menu, the keyboard layer) still counts.
    for (const type of READER_ACTIONS)
      window.addEventListener(type, tracker.acted, { capture: true, passive: true });
    return () => {
      tracker.dispose();
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', tracker.moved);
      for (const type of READER_ACTIONS)
        window.removeEventListener(type, tracker.acted, { capture: true });
    };
  }, [reading, timeline, markerTimeline, listRef, idsRef, scrollToIndex]);
}
