import { action, makeObservable, observable } from 'mobx';

/**
 * A cursor over a list of ids that stays on the same item when the list changes above it
 * (new statuses shown at the top). On the first row it is pinned to the top instead, so a
 * reader at the top keeps seeing the newest items as they arrive.
 *
 * Mutated synchronously (a MobX action), so several keys in one input event (`jjj` from
 * key repeat) each see the previous one's result.
 */
export class ListCursor {
  /** Index when last set; the fallback when the anchored item disappeared. */
  index = 0;
  /** The item the cursor is on, or null when pinned to the top. */
  anchorId: string | null = null;
  /** The first item the view showed last time (scroll position; not observed). */
  top = 0;

  constructor() {
    makeObservable(this, { index: observable, anchorId: observable, set: action });
  }

  /** The cursor's index in the list as it is now. */
  locate(indexOf: (id: string) => number | undefined, count: number): number {
    if (count <= 0) return 0;
    const anchored = this.anchorId === null ? 0 : indexOf(this.anchorId);
    return Math.max(0, Math.min(count - 1, anchored ?? this.index));
  }

  /** Put the cursor on `index` (clamped). */
  set(index: number, count: number, idAt: (index: number) => string | undefined): void {
    const next = Math.max(0, Math.min(Math.max(0, count - 1), index));
    this.index = next;
    this.anchorId = next === 0 ? null : (idAt(next) ?? null);
  }

  /** Put the cursor on the item with this id, if present. */
  setById(id: string, indexOf: (id: string) => number | undefined, count: number): boolean {
    const index = indexOf(id);
    if (index === undefined) return false;
    this.set(index, count, () => id);
    return true;
  }
}

/** Where a cursor action moves the cursor in a list of `count`; undefined for other actions. */
export function cursorTarget(
  action: string,
  current: number,
  count: number,
  page: number,
): number | undefined {
  switch (action) {
    case 'cursor.down':
      return current + 1;
    case 'cursor.up':
      return current - 1;
    case 'cursor.page_down':
      return current + page;
    case 'cursor.page_up':
      return current - page;
    case 'cursor.top':
      return 0;
    case 'cursor.bottom':
      return count - 1;
    default:
      return undefined;
  }
}
