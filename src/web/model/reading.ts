/**
 * What the web's reading screens (timelines, profiles, search, lists, interactions, about)
 * need beyond the core: per-status display state, the keyboard cursor, reading positions,
 * and each screen's core store (lists, interactions, remote users, about) bound to the active
 * account scope, made on first use. Everything server-bound is rebuilt when the account
 * changes.
 *
 * Platform-free.
 */
import { observable, reaction, runInAction } from 'mobx';
import type { RootStore } from '../../core/model/root';
import { ReadingPositions } from '../../core/view/reading-position';
import { StatusCursorStore } from '../../core/view/status-cursor';
import { StatusViewStore } from '../../core/view/status-flags';

/** A reading screen's store: made for one account scope, reset when the views reset. */
export interface ScopedStore {
  reset?(): void;
}

/**
 * How a screen makes its store for the active scope. The screen's module defines it, so the
 * store's code travels in the screen's lazy chunk, not in the first load (web budget).
 */
export type ScopedStoreFactory<T extends ScopedStore> = (root: RootStore) => T;

/** The stores made so far for one account scope, by factory. */
type ScopedStores = Map<ScopedStoreFactory<ScopedStore>, ScopedStore>;

export class ReadingModel {
  readonly statusView = new StatusViewStore();
  readonly cursor = new StatusCursorStore();
  /** Reading positions (the home timeline goes to its last read status once a session). */
  readonly positions: ReadingPositions;
  /** Replaced for every account scope: another account sees its own entities. */
  private readonly scoped = observable.box<ScopedStores>(new Map(), { deep: false });

  private readonly disposeAccountWatch: () => void;

  constructor(private readonly root: RootStore) {
    this.positions = new ReadingPositions({
      clock: root.ports.clock,
      markers: () => root.markers,
    });
    // Another account sees other lists, mentions, interactions and statuses.
    this.disposeAccountWatch = reaction(
      () => root.scope,
      () => {
        runInAction(() => this.scoped.set(new Map()));
        this.reset();
      },
      { name: 'reading:account' },
    );
  }

  /**
   * The active scope's store of a reading screen (lists, interactions, the remote-user
   * resolver, the about page), made on first use. Observable: a view reading it draws the new
   * account's store after a switch. The map is plain: making a store is not a state change.
   */
  store<T extends ScopedStore>(make: ScopedStoreFactory<T>): T {
    const stores = this.scoped.get();
    let found = stores.get(make);
    if (!found) {
      found = make(this.root);
      stores.set(make, found);
    }
    return found as T;
  }

  reset(): void {
    for (const store of this.scoped.get().values()) store.reset?.();
    this.statusView.reset();
    this.cursor.focus(null);
    this.positions.reset();
  }

  dispose(): void {
    this.disposeAccountWatch();
  }
}
