import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useModel } from '../../app/hooks';
import { AT_TOP_PX } from './use-timeline-viewport';
import { topVisibleEntry } from './visible-entry';

/**
 * The home timeline's reading position: core's tracker (core/view/reading-position) decides
 * when to restore and report; this binds it to the window's scrolling and the virtualizer.
 */
export function useReadingPosition({
  timeline,
  markerTimeline,
  listRef,
  idsRef,
  virtualizer,
}: {
  timeline: TimelineStore;
  markerTimeline: 'home' | undefined;
  listRef: RefObject<HTMLElement | null>;
  idsRef: RefObject<string[]>;
  virtualizer: Virtualizer<Window, Element>;
}): void {
  const { reading } = useModel();
  useEffect(() => {
    if (!markerTimeline) return;
    let frame: number | undefined;
    const tracker = reading.positions.track(markerTimeline, {
      loaded: () => timeline.state === 'loaded',
      topVisibleId: () => (listRef.current ? topVisibleEntry(listRef.current)?.id : undefined),
      restore: (id, done) => {
        // The list renders the loaded statuses after this MobX change: look a frame later.
        frame = requestAnimationFrame(() => {
          frame = undefined;
          const index = id ? idsRef.current.indexOf(id) : -1;
          // Only when the reader has not scrolled yet: never pull the page from under them.
          const moved = index > 0 && window.scrollY <= AT_TOP_PX;
          if (moved) virtualizer.scrollToIndex(index, { align: 'start' });
          done(moved);
        });
      },
    });
    window.addEventListener('scroll', tracker.moved, { passive: true });
    return () => {
      tracker.dispose();
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', tracker.moved);
    };
  }, [reading, timeline, markerTimeline, listRef, idsRef, virtualizer]);
}
