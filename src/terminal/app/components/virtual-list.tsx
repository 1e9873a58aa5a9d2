import { Box } from 'ink';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
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

/**
 * Renders only the items that fit `height` rows (see scrollWindow). The box clips the
 * last item when it does not fit whole, so the frame never grows past the viewport.
 * An observer: `heightOf` and `renderItem` read entities and display state here, so this
 * component is what must re-render when those change.
 */
export const VirtualList = observer(function VirtualList(props: VirtualListProps) {
  const window = scrollWindow({
    count: props.count,
    heightOf: props.heightOf,
    cursor: props.cursor,
    revealTo: props.revealTo,
    previousTop: props.scroll.top,
    viewport: props.height,
  });
  // Remember where the view starts, so the next move scrolls only as needed.
  props.scroll.top = window.top;
  return (
    <Box flexDirection="column" height={props.height} overflowY="hidden" flexShrink={0}>
      {window.indices.map((index) => props.renderItem(index))}
    </Box>
  );
});
