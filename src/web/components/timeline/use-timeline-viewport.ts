import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { showNewOrReload } from './show-new';

/** Spec §9 constants. */
export const AT_TOP_PX = 15;
export const LOAD_OLDER_WITHIN_PX = 750;
export const SCROLL_THROTTLE_MS = 200;

function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * Tells the timeline store where the window is: at the top (within 15 px, for auto-show),
 * focused or not, and asks for older statuses within 750 px of the bottom. Also binds the
 * "." key (outside text inputs) to the load-new control.
 */
export function useTimelineViewport(timeline: TimelineStore): void {
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
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '.' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextInput(event.target)) return;
      showNewOrReload(timeline);
    };

    timeline.setViewport({ focused: document.hasFocus(), atTop: window.scrollY <= AT_TOP_PX });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('keydown', onKey);
    // A short page cannot scroll: check again whenever the list grows or loading ends.
    const disposeReaction = reaction(
      () => [timeline.visibleIds.length, timeline.loadingOlder, timeline.state] as const,
      () => setTimeout(check, 0),
      { name: `viewport:${timeline.key}` },
    );
    check();
    return () => {
      disposeReaction();
      if (trailing !== undefined) clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('keydown', onKey);
    };
  }, [timeline]);
}
