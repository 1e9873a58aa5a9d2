import { action, computed, makeObservable, observable } from 'mobx';

/** Features loaded on demand that add to the unread total and can turn out to be missing. */
export type UnreadSource = 'announcements' | 'chats';

/**
 * What features loaded on demand report to the always-loaded shell of a face (spec part 2
 * §2: the page title's total is notifications + unread chats + unread announcements; a
 * navigation item disappears when its feature turns out to be missing). The features' own
 * code stays out of the first load: they report here, the shell reads here.
 */
export class UnreadTotals {
  readonly counts = observable.map<UnreadSource, number>();
  /** Features the server answered "no such route" for. */
  readonly missing = observable.set<UnreadSource>();

  constructor() {
    makeObservable(this, { extra: computed, report: action });
  }

  /** The sum of every reported count. */
  get extra(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  report(source: UnreadSource, count: number, supported = true): void {
    this.counts.set(source, supported ? count : 0);
    if (supported) this.missing.delete(source);
    else this.missing.add(source);
  }
}
