import { action, makeObservable, observable } from 'mobx';

/** What a reader opened on one status (spec part 1 §4 "per-status display properties"). */
export type DisplayFlag =
  /** The text behind a content warning (expandingSubject). */
  | 'cw'
  /** All of a tall post (showingTall). */
  | 'tall'
  /** All of a subject over 240 characters (showingLongSubject). */
  | 'subject'
  /** A muted status shown anyway. */
  | 'muted'
  /** Every emoji reaction, not only the first 12. */
  | 'reactions';

const NONE: ReadonlySet<DisplayFlag> = new Set();

/**
 * Per-status display choices that outlive a screen, keyed by the shown status's id: shared
 * by every list and thread, so a warning opened in one stays open in the others.
 */
export class DisplayState {
  private readonly flags = observable.map<string, ReadonlySet<DisplayFlag>>({}, { deep: false });

  constructor() {
    makeObservable(this, { toggle: action, set: action });
  }

  has(statusId: string, flag: DisplayFlag): boolean {
    return this.flags.get(statusId)?.has(flag) ?? false;
  }

  set(statusId: string, flag: DisplayFlag, on: boolean): void {
    const current = this.flags.get(statusId);
    if ((current?.has(flag) ?? false) === on) return;
    const next = new Set(current);
    if (on) next.add(flag);
    else next.delete(flag);
    this.flags.set(statusId, next);
  }

  toggle(statusId: string, flag: DisplayFlag): void {
    this.set(statusId, flag, !this.has(statusId, flag));
  }

  flagsOf(statusId: string): ReadonlySet<DisplayFlag> {
    return this.flags.get(statusId) ?? NONE;
  }

  /** The flags of a status as one short string (a layout cache key). */
  signature(statusId: string): string {
    const flags = this.flags.get(statusId);
    return flags ? [...flags].sort().join(',') : '';
  }

  isWarningOpen(statusId: string): boolean {
    return this.has(statusId, 'cw');
  }

  toggleWarning(statusId: string): void {
    this.toggle(statusId, 'cw');
  }
}
