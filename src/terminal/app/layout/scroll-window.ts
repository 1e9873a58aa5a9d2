/**
 * Virtual scrolling for lists of items of different heights: only the items that fit the
 * viewport are laid out and rendered, however long the list is. The work is proportional
 * to the viewport: heights are asked for only around the cursor.
 */
export interface ScrollWindowInput {
  /** Items in the list (a footer row counts as an item). */
  count: number;
  /** Rows an item takes; called only for items near the window. */
  heightOf: (index: number) => number;
  /** The item that must be visible. */
  cursor: number;
  /**
   * Also bring this later item into view when it fits with the cursor (the footer when
   * the cursor is on the last status).
   */
  revealTo?: number;
  /** The first item shown before this move. */
  previousTop: number;
  /** Rows available. */
  viewport: number;
}

export interface ScrollWindow {
  /** The first item shown. */
  top: number;
  /** Items to render, from `top`; the last one may be cut by the viewport. */
  indices: number[];
}

export function scrollWindow(input: ScrollWindowInput): ScrollWindow {
  const { count, heightOf, viewport } = input;
  if (count <= 0 || viewport <= 0) return { top: 0, indices: [] };
  const cursor = clamp(input.cursor, 0, count - 1);
  const target = clamp(Math.max(cursor, input.revealTo ?? cursor), cursor, count - 1);
  let top = clamp(input.previousTop, 0, count - 1);
  if (cursor < top) top = cursor;
  // Scroll down just enough that the target ends inside the viewport, keeping the cursor's
  // top visible when the two do not fit together (or the cursor's item is taller than the view).
  const fitsFrom = (start: number): boolean => {
    let used = 0;
    for (let i = start; i <= target; i++) {
      used += heightOf(i);
      if (used > viewport) return false;
    }
    return true;
  };
  if (!fitsFrom(top)) {
    let start = target;
    let used = heightOf(target);
    while (start > 0 && used + heightOf(start - 1) <= viewport) {
      start -= 1;
      used += heightOf(start);
    }
    // When even the target alone does not fit, show from the cursor.
    top = used > viewport ? cursor : Math.min(start, cursor);
  }
  const indices: number[] = [];
  let used = 0;
  for (let i = top; i < count && used < viewport; i++) {
    indices.push(i);
    used += heightOf(i);
  }
  return { top, indices };
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}
