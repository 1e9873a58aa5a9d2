import type { Virtualizer } from '@tanstack/virtual-core';
import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type VirtualCore = typeof import('./virtual-core');
/** A row's key (the virtualiser's own type, which it does not export). */
type Key = number | string | bigint;

/**
 * The virtualiser's code (@tanstack/virtual-core, ~9 KiB gzip) is not in the first load
 * (bin/web-budget.mjs): a timeline draws its first rows plainly, one under the other, and
 * asks for the virtualiser after that first commit. Every list shares one download.
 */
let core: VirtualCore | undefined;
let loading: Promise<VirtualCore> | undefined;
function loadCore(): Promise<VirtualCore> {
  loading ??= import('./virtual-core').then(
    (module) => (core = module),
    (error: unknown) => {
      // Stays plain (every row drawn); the next list to mount asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface Row {
  index: number;
  key: Key;
  /** Its top in the document (virtualised rows); undefined while rows are drawn plainly. */
  start: number | undefined;
}

export interface WindowRowsOptions {
  count: number;
  getItemKey: (index: number) => Key;
  /** The height a row not drawn yet is taken to have. */
  estimateSize: number;
  overscan: number;
  /** The list's distance from the top of the document. */
  scrollMargin: number;
  /** What sticks at the top of the window over the list. */
  scrollPaddingStart: number;
  /** The list's element: its `:scope > [data-index]` children are the rows. */
  listRef: RefObject<HTMLElement | null>;
}

export interface WindowRows {
  rows: Row[];
  /** The list's height; undefined while rows are drawn plainly (their own heights). */
  totalSize: number | undefined;
  /** Each drawn row's ref: the virtualiser measures it. */
  measureElement: ((element: Element | null) => void) | undefined;
  /** Brings a row into view: `auto` only when it is not, `start` to the top under what sticks. */
  scrollToIndex: (index: number, align: 'auto' | 'start') => void;
}

function rowElement(list: HTMLElement | null, index: number): HTMLElement | undefined {
  if (!list) return undefined;
  for (const element of list.querySelectorAll<HTMLElement>(':scope > [data-index]')) {
    if (Number(element.dataset.index) === index) return element;
  }
  return undefined;
}

/** The drawn rows' heights by key, as the virtualiser measures them (offsetHeight). */
function drawnHeights(list: HTMLElement | null, keyOf: (index: number) => Key) {
  const heights = new Map<Key, number>();
  for (const element of list?.querySelectorAll<HTMLElement>(':scope > [data-index]') ?? []) {
    // (No layout, no height: a DOM without layout keeps the estimate.)
    if (element.offsetHeight > 0)
      heights.set(keyOf(Number(element.dataset.index)), element.offsetHeight);
  }
  return heights;
}

/**
 * A list's rows against the window scroller, virtualised (@tanstack/virtual-core, as
 * react-virtual's useWindowVirtualizer does) once the virtualiser's chunk is here and drawn
 * plainly before. The hand-over keeps everything where it was: the virtualiser starts from
 * the heights the plain rows were drawn at (so every row keeps its top and the page its
 * height, and the window is not scrolled), and the rows keep their keys (nothing remounts).
 */
export function useWindowRows(options: WindowRowsOptions): WindowRows {
  const rerender = useReducer((n: number) => n + 1, 0)[1];
  const [loaded, setLoaded] = useState(() => core);
  const instance = useRef<Virtualizer<Window, Element> | undefined>(undefined);
  const seeded = useRef<Map<Key, number>>(new Map());
  const { listRef } = options;

  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadCore().then(
      (module) => {
        if (mounted) setLoaded(() => module);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);

  const settings = {
    count: options.count,
    getItemKey: options.getItemKey,
    estimateSize: (index: number) =>
      seeded.current.get(options.getItemKey(index)) ?? options.estimateSize,
    overscan: options.overscan,
    scrollMargin: options.scrollMargin,
    scrollPaddingStart: options.scrollPaddingStart,
    getScrollElement: () => window,
    initialOffset: () => window.scrollY,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    onChange: (_: Virtualizer<Window, Element>, sync: boolean) => {
      if (sync) flushSync(rerender);
      else rerender();
    },
  };
  const full = loaded && {
    ...settings,
    observeElementRect: loaded.observeWindowRect,
    observeElementOffset: loaded.observeWindowOffset,
    scrollToFn: loaded.windowScroll,
  };
  let virtualizer = instance.current;
  if (!virtualizer && full && loaded) {
    // Rendered while the plain rows are still on the page: their heights are the estimates.
    seeded.current = drawnHeights(listRef.current, options.getItemKey);
    virtualizer = new loaded.Virtualizer<Window, Element>(full);
    // One correction only: the list's scroll anchor's (use-scroll-anchor).
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;
    instance.current = virtualizer;
  }
  if (virtualizer && full) virtualizer.setOptions(full);

  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());

  const plain = useRef<WindowRows['scrollToIndex']>(() => {});
  plain.current = (index, align) => {
    const element = rowElement(listRef.current, index);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const top = options.scrollPaddingStart;
    // As the virtualiser aligns: to the top under what sticks, or `auto` to the bottom edge
    // when it reaches past it, else to the top when it starts above it.
    const by =
      align === 'start'
        ? rect.top - top
        : rect.bottom >= window.innerHeight
          ? rect.bottom - window.innerHeight
          : rect.top <= top
            ? rect.top - top
            : 0;
    if (by !== 0) window.scrollTo({ top: window.scrollY + by, behavior: 'instant' });
  };
  const scrollToIndex = useRef<WindowRows['scrollToIndex']>((index, align) => {
    if (instance.current) instance.current.scrollToIndex(index, { align });
    else plain.current(index, align);
  }).current;

  if (!virtualizer) {
    const rows = Array.from({ length: options.count }, (_, index) => ({
      index,
      key: options.getItemKey(index),
      start: undefined,
    }));
    return { rows, totalSize: undefined, measureElement: undefined, scrollToIndex };
  }
  return {
    rows: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    measureElement: virtualizer.measureElement,
    scrollToIndex,
  };
}
