import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import type { TimelineStore } from '../../../core/model/timeline';
import { StatusItem } from '../status/StatusItem';
import { AT_TOP_PX } from './use-timeline-viewport';

/** Spec §9: default placeholder height; about max(3, viewport/80) items each side. */
export const ESTIMATED_STATUS_HEIGHT = 120;

function overscan(): number {
  return Math.max(3, Math.round(window.innerHeight / 80));
}

/**
 * The statuses of a timeline, virtualized against the window scroller. When new statuses
 * are shown above while the reader is scrolled down, the scroll position moves by their
 * height so what the reader was looking at stays put.
 */
export const TimelineList = observer(function TimelineList({
  timeline,
}: {
  timeline: TimelineStore;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const ids = timeline.statuses.map((status) => status.id);

  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => ESTIMATED_STATUS_HEIGHT,
    overscan: overscan(),
    scrollMargin,
    getItemKey: (index) => ids[index] ?? index,
  });

  // The list's distance from the top of the document (header and banners above it).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) > 0.5) setScrollMargin(top);
  });

  // Keep the reader's place when statuses are inserted above it.
  const previousIds = useRef<string[]>([]);
  useLayoutEffect(() => {
    const before = previousIds.current;
    previousIds.current = ids;
    const oldFirst = before[0];
    if (oldFirst === undefined || ids[0] === oldFirst) return;
    if (window.scrollY <= scrollMargin + AT_TOP_PX) return;
    const index = ids.indexOf(oldFirst);
    if (index <= 0) return;
    const measurements = virtualizer.measurementsCache;
    const shift = (measurements[index]?.start ?? 0) - (measurements[0]?.start ?? 0);
    if (shift > 0) window.scrollTo({ top: window.scrollY + shift, behavior: 'instant' });
  });

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="timeline-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {items.map((item) => {
        const id = ids[item.index];
        if (id === undefined) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="timeline-item"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            <StatusItem id={id} />
          </div>
        );
      })}
    </div>
  );
});
