import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { topVisibleEntry } from './visible-entry';

/** The entry the reader looks at and its top, in document coordinates (not the screen's). */
interface Anchor {
  id: string;
  top: number;
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

function entryElement(list: HTMLElement, id: string): HTMLElement | undefined {
  for (const element of list.querySelectorAll<HTMLElement>(':scope > .timeline-item')) {
    if (element.dataset.entryId === id) return element;
  }
  return undefined;
}

function capture(list: HTMLElement): Anchor | undefined {
  const entry = topVisibleEntry(list);
  const element = entry ? entryElement(list, entry.id) : undefined;
  return entry && element ? { id: entry.id, top: documentTop(element) } : undefined;
}

/**
 * Keeps what the reader is looking at in place, whatever happens above it: statuses shown
 * above ("Show new", `.`), and statuses above that change height after they were drawn
 * (the lazily loaded action bar and post links, media, reaction chips, the virtualizer's
 * estimate replaced by the measured height).
 *
 * The anchor is the top visible entry (the one below the sticky heading), held by its
 * position in the document (so a scroll whose event is still to come is not undone): taken
 * when the reader scrolls, and after every render of the list (which the virtualizer
 * re-renders on each measurement) and every change of the page's height the page is
 * scrolled by however far the anchor moved. The one correction there is: the virtualizer's
 * own (which only covers items entirely above the window's top edge, under the sticky
 * heading, and races a scroll made here) is switched off (TimelineList).
 *
 * `hold()` says whether to keep the anchor: not at the top of the list, where new
 * statuses are meant to push the rest down.
 */
export function useScrollAnchor(listRef: RefObject<HTMLElement | null>, hold: () => boolean): void {
  const anchor = useRef<Anchor | undefined>(undefined);
  // Where the last correction left the page: its own scroll event does not retake the anchor.
  const corrected = useRef<number | undefined>(undefined);

  /** Scrolls the page by however far the held anchor moved (or takes a new anchor). */
  const correct = useRef(() => {});
  correct.current = () => {
    const list = listRef.current;
    if (!list) return;
    const held = anchor.current;
    const element = held ? entryElement(list, held.id) : undefined;
    if (!held || !element || !hold()) {
      anchor.current = capture(list);
      return;
    }
    const top = documentTop(element);
    const moved = top - held.top;
    // Less than half a pixel is left as it is, against the same reference, so that small
    // moves add up until they are corrected rather than each being lost.
    if (Math.abs(moved) < 0.5) return;
    const target = window.scrollY + moved;
    window.scrollTo({ top: target, behavior: 'instant' });
    corrected.current = window.scrollY;
    // The page scrolls by whole pixels (and not past its ends): what could not be applied
    // stays owed.
    anchor.current = { id: held.id, top: top - (target - window.scrollY) };
  };

  useLayoutEffect(() => correct.current());

  useEffect(() => {
    const onScroll = () => {
      const own = corrected.current !== undefined && window.scrollY === corrected.current;
      corrected.current = undefined;
      const list = listRef.current;
      if (list && !own) anchor.current = capture(list);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // What is above the list may change height in a render the list is not part of (the
    // "Show new" button going away, a banner): the page's height changes with it, and the
    // observer runs after layout and before paint, so the reader never sees the jump.
    // (Absent only in test DOMs without layout, where nothing moves anyway.)
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => correct.current());
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
    };
  }, [listRef]);
}
