import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useModel } from '../../app/hooks';

/** Spec §9 constants. */
export const AT_TOP_PX = 15;
export const LOAD_OLDER_WITHIN_PX = 750;
export const SCROLL_THROTTLE_MS = 200;

/**
 * Tells the timeline store where the window is: at the top (within 15 px, for auto-show),
 * focused or not, paused (while the key help covers it), and asks for older statuses within
 * 750 px of the bottom. The "." key is bound by the keyboard shortcuts (KeyboardShortcuts).
 */
export function useTimelineViewport(timeline: TimelineStore): void {
  const { reading } = useModel();
  useEffect(() => {
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      lastRun = Date.now();
      const atTop = window.scrollY <= AT_TOP_PX;
      if (atTop !== timeline.atTop) timeline.setViewport({ atTop });
      const fromBottom =
        document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (
        fromBottom < LOAD_OLDER_WITHIN_PX &&
        timeline.state === 'loaded' &&
        timeline.visibleIds.length > 0 &&
        !timeline.bottomedOut &&
        !timeline.olderFailed
      ) {
        void timeline.loadOlder();
      }
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) {
        check();
      } else if (trailing === undefined) {
        trailing = setTimeout(() => {
          trailing = undefined;
          check();
        }, wait);
      }
    };
    const onFocus = () => timeline.setViewport({ focused: true });
    const onBlur = () => timeline.setViewport({ focused: false });

    timeline.setViewport({ focused: document.hasFocus(), atTop: window.scrollY <= AT_TOP_PX });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    // A short page cannot scroll: check again whenever the list grows or loading ends.
    const disposeReaction = reaction(
      () => [timeline.visibleIds.length, timeline.loadingOlder, timeline.state] as const,
      () => setTimeout(check, 0),
      { name: `viewport:${timeline.key}` },
    );
    // Nothing shows up under an overlay the reader is looking at.
    const disposePause = reaction(
      () => reading.cursor.helpOpen,
      (open) => timeline.setPaused(open),
      { fireImmediately: true, name: `pause:${timeline.key}` },
    );
    // Mirrored on <html> without a render: whether new statuses show or queue depends on it,
    // so tests wait for it instead of for the throttled scroll check.
    const root = document.documentElement;
    const disposeMirror = reaction(
      () => timeline.atTop,
      (atTop) => root.setAttribute('data-timeline-at-top', String(atTop)),
      { fireImmediately: true, name: `at-top:${timeline.key}` },
    );
    check();
    return () => {
      disposeMirror();
      root.removeAttribute('data-timeline-at-top');
      disposeReaction();
      if (trailing !== undefined) clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      disposePause();
      timeline.setPaused(false);
    };
  }, [timeline, reading]);
}
