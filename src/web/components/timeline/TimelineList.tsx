import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { useModel } from '../../app/hooks';
import { StatusItem } from '../status/StatusItem';
import { showNewOrReload } from './show-new';
import { useReadingPosition } from './use-reading-position';
import { useScrollAnchor } from './use-scroll-anchor';
import { AT_TOP_PX } from './use-timeline-viewport';
import { useWindowRows } from './use-window-rows';
import { topVisibleEntry } from './visible-entry';

/** Spec §9: default placeholder height; about max(3, viewport/80) items each side. */
export const ESTIMATED_STATUS_HEIGHT = 120;
/** Spec §9: clicks on the list are ignored this long after new statuses were shown. */
export const MISCLICK_BLOCK_MS = 1000;

function overscan(): number {
  return Math.max(3, Math.round(window.innerHeight / 80));
}

/**
 * The quick filters (issue 16), set by the timeline tools' chunk when it arrives (web
 * budget: nothing of them in the first load). Until then all show.
 */
export const entryFilter = observable.box<((ids: string[]) => readonly string[]) | null>(null);

/** Height of what sticks at the top (navigation bar and the timeline's heading). */
function stickyHeight(list: HTMLElement | null): number {
  const nav = document.querySelector<HTMLElement>('.nav-bar')?.offsetHeight ?? 0;
  const heading =
    list?.closest('.timeline')?.querySelector<HTMLElement>('.timeline-heading')?.offsetHeight ?? 0;
  return nav + heading;
}

/**
 * The statuses of a timeline, virtualized against the window scroller; a user timeline's
 * pinned statuses come first. When new statuses are shown above while the reader is
 * scrolled down, or statuses above change height, what the reader was looking at stays put
 * (useScrollAnchor); after new statuses were shown, clicks on the list are ignored for a
 * second (the misclick block). The
 * list takes the keyboard cursor (`j`/`k`, `.`) while it is on screen.
 */
export const TimelineList = observer(function TimelineList({
  timeline,
  pinned,
  markerTimeline,
}: {
  timeline: TimelineStore;
  pinned?: TimelineStore;
  /** Report the top visible status as this reading position (home), and restore it. */
  markerTimeline?: 'home';
}) {
  const { reading, root } = useModel();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [paddingStart, setPaddingStart] = useState(0);
  const pinnedIds = pinned ? pinned.statuses.map((status) => status.id) : [];
  const pinnedSet = new Set(pinnedIds);
  const allIds = timeline.statuses.map((status) => status.id).filter((id) => !pinnedSet.has(id));
  const restIds = entryFilter.get()?.(allIds) ?? allIds;
  const ids = [...pinnedIds, ...restIds];
  const idsRef = useRef(ids);
  idsRef.current = ids;

  const windowRows = useWindowRows({
    count: ids.length,
    estimateSize: ESTIMATED_STATUS_HEIGHT,
    overscan: overscan(),
    scrollMargin,
    scrollPaddingStart: paddingStart,
    getItemKey: (index) => ids[index] ?? index,
    listRef,
  });
  const { scrollToIndex } = windowRows;

  // The list's distance from the top of the document, and what sticks above it.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
    const sticky = stickyHeight(element);
    if (Math.abs(sticky - paddingStart) > 0.5) setPaddingStart(sticky);
  });

  // The reader's place is kept whatever changes above it (use-scroll-anchor), except at the
  // top of the list, where new statuses push the rest down.
  const scrollMarginRef = useRef(scrollMargin);
  scrollMarginRef.current = scrollMargin;
  useScrollAnchor(listRef, () => window.scrollY > scrollMarginRef.current + AT_TOP_PX);

  // Clicks on the list are ignored for a moment after statuses were shown above.
  const previousFirst = useRef<string | undefined>(undefined);
  const blockClicksUntil = useRef(0);
  useLayoutEffect(() => {
    const oldFirst = previousFirst.current;
    previousFirst.current = restIds[0];
    if (oldFirst === undefined || restIds[0] === oldFirst) return;
    if (ids.indexOf(oldFirst) <= pinnedIds.length) return;
    blockClicksUntil.current = Date.now() + MISCLICK_BLOCK_MS;
  });

  // The keyboard cursor walks this list while it is on screen.
  useEffect(
    () =>
      reading.cursor.register({
        ids: () => idsRef.current,
        scrollTo: (index) => scrollToIndex(index, 'auto'),
        firstVisibleIndex: () => {
          const list = listRef.current;
          return list ? (topVisibleEntry(list)?.index ?? 0) : 0;
        },
        showNew: () => showNewOrReload(timeline, root.notices),
      }),
    [reading, root, scrollToIndex, timeline],
  );

  useReadingPosition({ timeline, markerTimeline, listRef, idsRef, scrollToIndex });

  const onClickCapture = (event: MouseEvent) => {
    if (Date.now() < blockClicksUntil.current) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div
      ref={listRef}
      className="timeline-list"
      // How many entries the list holds (drawn or not): what a filter changes at once.
      data-entries={ids.length}
      style={{ height: windowRows.totalSize, position: 'relative' }}
      onClickCapture={onClickCapture}
    >
      {windowRows.rows.map((item) => {
        const id = ids[item.index];
        if (id === undefined) return null;
        return (
          <div
            key={String(item.key)}
            data-index={item.index}
            data-entry-id={id}
            ref={windowRows.measureElement}
            className="timeline-item"
            style={
              item.start === undefined
                ? // Drawn plainly (before the virtualiser's chunk): a row boxes its margins
                  // in as the positioned one does.
                  { display: 'flow-root' }
                : {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start - scrollMargin}px)`,
                  }
            }
          >
            <StatusItem id={id} pinned={item.index < pinnedIds.length} />
          </div>
        );
      })}
    </div>
  );
});
