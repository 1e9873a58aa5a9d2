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
  /** A status was deleted. */
  removed?(store: T, statusId: string): void;
  /** A relationship changed elsewhere (an unmute from a muted post, say). */
  relationshipChanged?(store: T, relationship: Relationship): void;
  /** The scope ends (sign-out, switch away and close). */
  dispose?(store: T): void;
}

/** A made store with its kit's hooks bound to it (the scope keeps no generic types). */
export interface ScopeStoreEntry {
  readonly store: unknown;
  holds(): HeldEntities;
  received(statusId: string): void;
  removed(statusId: string): void;
  relationshipChanged(relationship: Relationship): void;
  dispose(): void;
}

export function scopeStoreEntry<T>(kit: ScopeStoreKit<T>, store: T): ScopeStoreEntry {
  return {
    store,
    holds: () => kit.holds?.(store) ?? {},
    received: (id) => kit.received?.(store, id),
    removed: (id) => kit.removed?.(store, id),
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
  removeEverywhere(statusId: string): void;
}
