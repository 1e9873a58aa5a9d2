import type { Virtualizer } from '@tanstack/react-virtual';
import { reaction } from 'mobx';
import { type RefObject, useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useModel, useRoot } from '../../app/hooks';
import { AT_TOP_PX } from './use-timeline-viewport';
import { topVisibleEntry } from './visible-entry';

/** Spec §9: the visible status is determined 250 ms after mount (and then on scroll). */
export const VISIBLE_STATUS_DELAY_MS = 250;
/** Without an answer about the saved position this long, reading goes on from the top. */
export const RESTORE_WAIT_MS = 5000;

/**
 * The home timeline's reading position (`/api/v1/markers`): at the session's first visit,
 * once the timeline and the saved position are loaded, scroll to the last read status
 * (when it is among the loaded ones and the reader has not scrolled); then report the top visible
 * status (the core saves it 2 s after the last report and only ever moves it forward).
 * Nothing is reported before the restore, so opening the page cannot mark everything read.
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
  const root = useRoot();
  const { reading } = useModel();
  useEffect(() => {
    if (!markerTimeline) return;
    const { markers } = root;
    // Only the first visit of the session restores; later ones report from the start.
    let restored = reading.restoredPositions.has(markerTimeline);
    let reportTimer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;

    const report = () => {
      reportTimer = undefined;
      const list = listRef.current;
      if (!restored || !list) return;
      const entry = topVisibleEntry(list);
      if (entry) markers.setPosition(markerTimeline, entry.id);
    };
    const scheduleReport = () => {
      if (reportTimer === undefined) reportTimer = setTimeout(report, VISIBLE_STATUS_DELAY_MS);
    };
    const finishRestore = () => {
      if (restored) return;
      restored = true;
      scheduleReport();
    };
    const restore = () => {
      if (restored) return;
      reading.restoredPositions.add(markerTimeline);
      // The list renders the loaded statuses after this MobX change: look at it a frame later.
      frame = requestAnimationFrame(() => {
        frame = undefined;
        const id = markers.lastReadId(markerTimeline);
        const index = id ? idsRef.current.indexOf(id) : -1;
        // Only when the reader has not scrolled yet: never pull the page from under them.
        if (index > 0 && window.scrollY <= AT_TOP_PX) {
          virtualizer.scrollToIndex(index, { align: 'start' });
          // Let the virtualizer settle its measurements before reading positions again.
          setTimeout(finishRestore, VISIBLE_STATUS_DELAY_MS);
        } else {
          finishRestore();
        }
      });
    };

    const disposeReaction = reaction(
      () => ({ markersState: markers.state, timelineState: timeline.state }),
      ({ markersState, timelineState }) => {
        if (timelineState !== 'loaded') return;
        if (markersState === 'loaded' || markersState === 'failed') restore();
      },
      { fireImmediately: true, name: `reading-position:${timeline.key}` },
    );
    const giveUp = setTimeout(finishRestore, RESTORE_WAIT_MS);
    if (restored) scheduleReport();
    window.addEventListener('scroll', scheduleReport, { passive: true });
    return () => {
      disposeReaction();
      clearTimeout(giveUp);
      if (reportTimer !== undefined) clearTimeout(reportTimer);
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', scheduleReport);
    };
  }, [root, reading, timeline, markerTimeline, listRef, idsRef, virtualizer]);
}
