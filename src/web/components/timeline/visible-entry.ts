/**
 * Which timeline entry the reader is looking at: the first rendered item whose bottom is
 * below the sticky header (navigation bar plus the timeline's heading).
 */

/** The screen y below which the list is visible (the sticky heading's bottom edge). */
export function stickyBottom(list: HTMLElement): number {
  const heading = list.closest('.timeline')?.querySelector('.timeline-heading');
  if (heading) return Math.max(0, heading.getBoundingClientRect().bottom);
  const nav = document.querySelector('.nav-bar');
  return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
}

export interface VisibleEntry {
  index: number;
  id: string;
}

/** The top visible entry of a list, or undefined when none is rendered in view. */
export function topVisibleEntry(list: HTMLElement): VisibleEntry | undefined {
  const top = stickyBottom(list);
  const items = [...list.querySelectorAll<HTMLElement>(':scope > .timeline-item')]
    .map((element) => ({ element, index: Number(element.dataset.index) }))
    .sort((a, b) => a.index - b.index);
  for (const { element, index } of items) {
    const rect = element.getBoundingClientRect();
    // Half-hidden under the header still counts as read only once most of it passed.
    if (rect.bottom - rect.height / 3 > top) {
      const id = element.dataset.entryId;
      if (id) return { index, id };
    }
  }
  return undefined;
}
