import type { Relationship } from '../domain/types';
import type { AccountScope } from './account-scope';

/** The statuses and accounts a store shows (the entity sweep keeps them). */
export interface HeldEntities {
  statuses?: readonly string[];
  accounts?: readonly string[];
}

/**
 * How a screen's store (threads, profiles, search, the media viewer) is made for one account
 * scope and what the scope tells it. The kit lives beside the store, so the scope needs no
 * import of it: a face loads the store's code with the screen that uses it (the web's first
 * frame carries none of them), and `AccountScope.use(kit)` makes it on first use.
 */
export interface ScopeStoreKit<T> {
  make(scope: AccountScope): T;
  /** What the entity sweep must keep while the store holds it. */
  holds?(store: T): HeldEntities;
  /** A status arrived (a stream, one's own post): open threads it replies into take it. */
  received?(store: T, statusId: string): void;
  /** A status was deleted (its entity is marked deleted already). */
  deleted?(store: T, statusId: string): void;
  /** A relationship changed elsewhere (an unmute from a muted post, say). */
  relationshipChanged?(store: T, relationship: Relationship): void;
  /** The scope ends (sign-out, switch away and close). */
  dispose?(store: T): void;
}

/** A made store with its kit's hooks bound to it (the scope keeps no generic types). */
interface ScopeStoreEntry {
  readonly store: unknown;
  holds(): HeldEntities;
  received(statusId: string): void;
  deleted(statusId: string): void;
  relationshipChanged(relationship: Relationship): void;
  dispose(): void;
}

function scopeStoreEntry<T>(kit: ScopeStoreKit<T>, store: T): ScopeStoreEntry {
  return {
    store,
    holds: () => kit.holds?.(store) ?? {},
    received: (id) => kit.received?.(store, id),
    deleted: (id) => kit.deleted?.(store, id),
    relationshipChanged: (relationship) => kit.relationshipChanged?.(store, relationship),
    dispose: () => kit.dispose?.(store),
  };
}

/**
 * What compose and the status actions tell the open threads of the active account (a post
 * joins the thread it replies into, a deletion leaves every thread), whether or not a thread
 * screen's code was ever loaded.
 */
export interface OpenThreads {
  receive(statusId: string): void;
  /** A status was deleted: stores that show it keep its placeholder or let it go. */
  statusDeleted(statusId: string): void;
}

/**
 * One account scope's screen stores, by kit. The map is plain: making a store is not a
 * state change (a view may make it while it renders).
 */
export class ScopeStores {
  readonly #entries = new Map<ScopeStoreKit<never>, ScopeStoreEntry>();

  use<T>(kit: ScopeStoreKit<T>, scope: AccountScope): T {
    const key = kit as ScopeStoreKit<never>;
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = scopeStoreEntry(kit, kit.make(scope));
      this.#entries.set(key, entry);
    }
    return entry.store as T;
  }

  peek<T>(kit: ScopeStoreKit<T>): T | undefined {
    return this.#entries.get(kit as ScopeStoreKit<never>)?.store as T | undefined;
  }

  /** The open threads, whichever stores are made. */
  readonly openThreads: OpenThreads = {
    receive: (id) => {
      for (const entry of this.#entries.values()) entry.received(id);
    },
    statusDeleted: (id) => {
      for (const entry of this.#entries.values()) entry.deleted(id);
    },
  };

  relationshipChanged(relationship: Relationship): void {
    for (const entry of this.#entries.values()) entry.relationshipChanged(relationship);
  }

  /** Everything the made stores show, for the entity sweep. */
  held(): { statuses: string[]; accounts: string[] } {
    const held = [...this.#entries.values()].map((entry) => entry.holds());
    return {
      statuses: held.flatMap((h) => h.statuses ?? []),
      accounts: held.flatMap((h) => h.accounts ?? []),
    };
  }

  dispose(): void {
    for (const entry of this.#entries.values()) entry.dispose();
  }
}
