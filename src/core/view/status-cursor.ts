/**
 * The keyboard's place in the status list on screen (`j`/`k` move it, Enter/`o` open the
 * conversation of the status under it) and whether the `?` help is open. The list on
 * screen registers itself: what its ids are, in display order, and how to bring one into
 * view (a virtualized list scrolls by index; a plain one scrolls the element).
 *
 * Platform-free (no DOM, no React); the terminal has its own cursor per list (ListCursor).
 */
import { action, makeObservable, observable } from 'mobx';

export interface CursorList {
  /** Entry ids (timeline ids: a repeat's own id) in display order. */
  ids: () => readonly string[];
  /** Bring the entry at `index` into view. */
  scrollTo: (index: number) => void;
  /** The index of the first entry in view, where the cursor starts (default 0). */
  firstVisibleIndex?: () => number;
  /** The `.` key: show new statuses (timelines only). */
  showNew?: () => void;
}

export class StatusCursorStore {
  /** The entry under the keyboard cursor. */
  focusedId: string | null = null;
  helpOpen = false;

  private readonly lists: CursorList[] = [];

  constructor() {
    makeObservable(this, {
      focusedId: observable,
      helpOpen: observable,
      focus: action,
      move: action,
      toEdge: action,
      setHelpOpen: action,
    });
  }

  /** A list appears on screen; the latest one takes the keys. Returns the unregistering. */
  register(list: CursorList): () => void {
    this.lists.push(list);
    return () => {
      const index = this.lists.lastIndexOf(list);
      if (index >= 0) this.lists.splice(index, 1);
    };
  }

  get active(): CursorList | undefined {
    return this.lists[this.lists.length - 1];
  }

  focus(id: string | null): void {
    this.focusedId = id;
  }

  /** `j` (+1) and `k` (-1). Starts at the first entry in view when nothing is focused. */
  move(delta: number): void {
    const list = this.active;
    if (!list) return;
    const ids = list.ids();
    if (ids.length === 0) return;
    const current = this.focusedId === null ? -1 : ids.indexOf(this.focusedId);
    let next: number;
    if (current < 0) {
      next = Math.min(ids.length - 1, Math.max(0, list.firstVisibleIndex?.() ?? 0));
    } else {
      next = Math.min(ids.length - 1, Math.max(0, current + delta));
    }
    this.focusedId = ids[next] ?? null;
    list.scrollTo(next);
  }

  /** `g g` (first) and `G` (last). */
  toEdge(edge: 'first' | 'last'): void {
    const list = this.active;
    if (!list) return;
    const ids = list.ids();
    if (ids.length === 0) return;
    const index = edge === 'first' ? 0 : ids.length - 1;
    this.focusedId = ids[index] ?? null;
    list.scrollTo(index);
  }

  setHelpOpen(open: boolean): void {
    this.helpOpen = open;
  }
}
