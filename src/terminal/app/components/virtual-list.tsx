import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { scrollWindow } from '../layout/scroll-window';

export interface VirtualListProps {
  /** Items, a footer included. */
  count: number;
  cursor: number;
  /** Also show this later item when it fits (the footer under the last status). */
  revealTo?: number;
  height: number;
  heightOf: (index: number) => number;
  renderItem: (index: number) => ReactNode;
  /** Scroll position kept between renders (and between mounts). */
  scroll: { top: number };
}

/** Time one idle turn may spend measuring items next to the window (see `usePrefetch`). */
const PREFETCH_BUDGET_MS = 4;

/**
 * Renders only the items that fit `height` rows (see scrollWindow). The box clips the
 * last item when it does not fit whole, so the frame never grows past the viewport.
 * An observer: `heightOf` and `renderItem` read entities and display state here, so this
 * component is what must re-render when those change.
 */
export const VirtualList = observer(function VirtualList(props: VirtualListProps) {
  // scrollWindow asks for the same heights more than once: measure each item once a render.
  const heights = new Map<number, number>();
  const heightOf = (index: number): number => {
    let rows = heights.get(index);
    if (rows === undefined) {
      rows = props.heightOf(index);
      heights.set(index, rows);
    }
    return rows;
  };
  const window = scrollWindow({
    count: props.count,
    heightOf,
    cursor: props.cursor,
    revealTo: props.revealTo,
    previousTop: props.scroll.top,
    viewport: props.height,
  });
  // Remember where the view starts, so the next move scrolls only as needed.
  props.scroll.top = window.top;
  const last = window.indices[window.indices.length - 1] ?? window.top;
  usePrefetch(props, window.top, last);
  return (
    <Box flexDirection="column" height={props.height} overflowY="hidden" flexShrink={0}>
      {window.indices.map((index) => props.renderItem(index))}
    </Box>
  );
});

/**
 * After a frame, while the terminal waits for the next key, measure the items a viewport
 * above and below the window: measuring lays them out (the layouts are cached), so the key
 * that scrolls them into view does not pay for it. Runs in short turns of the event loop,
 * dropped when the window moves again.
 */
function usePrefetch(props: VirtualListProps, top: number, last: number): void {
  const latest = useRef(props);
  latest.current = props;
  const { count, height } = props;
  useEffect(() => {
    const below = { next: last + 1, rows: 0 };
    const above = { next: top - 1, rows: 0 };
    let timer: ReturnType<typeof setImmediate> | undefined;
    const turn = () => {
      timer = undefined;
      const { heightOf } = latest.current;
      const until = performance.now() + PREFETCH_BUDGET_MS;
      while (performance.now() < until) {
        if (below.next < count && below.rows < height) {
          below.rows += heightOf(below.next);
          below.next += 1;
        } else if (above.next >= 0 && above.rows < height) {
          above.rows += heightOf(above.next);
          above.next -= 1;
        } else {
          return;
        }
      }
      timer = setImmediate(turn);
    };
    timer = setImmediate(turn);
    return () => {
      if (timer !== undefined) clearImmediate(timer);
    };
  }, [top, last, count, height]);
}
