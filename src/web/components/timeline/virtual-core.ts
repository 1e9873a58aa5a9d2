/**
 * What the timeline's rows take of the virtualiser (use-window-rows.ts loads this module
 * after the first frame): its own chunk, named for it, with only the window's parts.
 */
export {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
} from '@tanstack/virtual-core';
