import { action, makeObservable, observable } from 'mobx';

/**
 * Per-status display choices that outlive a screen (spec part 1 §4 "per-status display
 * properties"): which content warnings the reader opened. Shared by the timeline and the
 * thread, so a warning opened in one stays open in the other.
 */
export class DisplayState {
  readonly openWarnings = observable.set<string>();

  constructor() {
    makeObservable(this, { toggleWarning: action });
  }

  isWarningOpen(statusId: string): boolean {
    return this.openWarnings.has(statusId);
  }

  toggleWarning(statusId: string): void {
    if (this.openWarnings.has(statusId)) this.openWarnings.delete(statusId);
    else this.openWarnings.add(statusId);
  }
}
