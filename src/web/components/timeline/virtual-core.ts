import {
  Virtualizer as Base,
  defaultRangeExtractor,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

/**
 * What the timeline's rows take of the virtualiser (use-window-rows.ts loads this module
 * after the first frame): its own chunk, named for it, with only the window's parts.
 */
export { observeWindowOffset, observeWindowRect, windowScroll } from '@tanstack/virtual-core';

/**
 * Rows kept drawn outside the window, by key: those whose audio or video plays (spec part 1
 * §4 mediaPlaying; components/status/MediaPlaying.tsx fills it), so scrolling on does not
 * unmount the player and stop it, as Pleroma-FE keeps such a status from being hidden.
 */
export const keptRows = new Set<unknown>();

/** The window's rows (and the overscan), plus the kept ones, for the list whose keys these are. */
export function rowsWithKept(keyOf: (index: number) => unknown): (range: Range) => number[] {
  return (range) => {
    const indexes = defaultRangeExtractor(range);
    if (keptRows.size === 0) return indexes;
    for (let index = 0; index < range.count; index++)
      if (keptRows.has(keyOf(index)) && !indexes.includes(index)) indexes.push(index);
    return indexes.sort((a, b) => a - b);
  };
}

/**
 * The virtualiser with the kept rows: here rather than in the options use-window-rows
 * passes, so that nothing of it is in the first load (web budget).
 */
export class Virtualizer<S extends Element | Window, I extends Element> extends Base<S, I> {
  constructor(options: VirtualizerOptions<S, I>) {
    super(options);
    const setBase = this.setOptions;
    this.setOptions = (next) =>
      setBase({ ...next, rangeExtractor: rowsWithKept(next.getItemKey ?? ((index) => index)) });
    this.setOptions(options);
  }
}
