import { action, makeObservable, observable } from 'mobx';
import type { Account, EntityBundle, Status } from '../domain/types';
import type { EntityLookup } from './entity-lookup';
import { type EntityHolder, type SweepLimits, sweepEntities } from './entity-sweep';

/**
 * One object per id for accounts and statuses (ARCHITECTURE rule 3). Entities are
 * replaced, not deep-mutated, so a view observing `status(id)` re-renders exactly when
 * that status changes and 10,000 statuses cost no per-field observers.
 */
export class EntityStore implements EntityLookup {
  readonly accounts = observable.map<string, Account>({}, { deep: false });
  readonly statuses = observable.map<string, Status>({}, { deep: false });
  private readonly holders = new Set<EntityHolder>();

  /** `limits`: when to sweep (absent: never, as stores built alone in tests expect). */
  constructor(private readonly limits?: SweepLimits) {
    makeObservable(this, {
      ingest: action,
      updateStatus: action,
      markDeleted: action,
      sweep: action,
    });
  }

  /**
   * Something that shows entities (a timeline registry, the notification list ...): a
   * sweep keeps whatever a holder names. Returns the function that unregisters it.
   */
  addHolder(holder: EntityHolder): () => void {
    this.holders.add(holder);
    return () => this.holders.delete(holder);
  }

  /** Drop entities no holder names and that are not among the most recently stored. */
  sweep(): void {
    if (!this.limits) return;
    sweepEntities(this, [...this.holders], this.limits);
  }

  /** Store everything one normalization pass yielded. */
  ingest(bundle: EntityBundle): void {
    for (const account of bundle.accounts) {
      const previous = this.accounts.get(account.id);
      this.accounts.set(
        account.id,
        previous?.ownerFieldsSent && !account.ownerFieldsSent
          ? {
              ...account,
              privileges: previous.privileges,
              allowFollowingMove: previous.allowFollowingMove,
              ownerFieldsSent: true,
            }
          : account,
      );
    }
    for (const status of bundle.statuses) {
      const previous = this.statuses.get(status.id);
      // A late copy of a deleted status must not resurrect it.
      this.statuses.set(status.id, previous?.deleted ? { ...status, deleted: true } : status);
    }
    // Memory stays bounded over a long session: past the high-water mark, sweep.
    const limits = this.limits;
    if (
      limits &&
      (this.statuses.size > limits.highWater || this.accounts.size > limits.highWater)
    ) {
      this.sweep();
    }
  }

  status(id: string): Status | undefined {
    return this.statuses.get(id);
  }

  account(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  /** The status a view shows for a timeline entry: the repeated one when it is a repeat. */
  shown(id: string): Status | undefined {
    const status = this.statuses.get(id);
    if (status?.reblogId) return this.statuses.get(status.reblogId) ?? status;
    return status;
  }

  updateStatus(id: string, change: Partial<Status>): Status | undefined {
    const current = this.statuses.get(id);
    if (!current) return undefined;
    const next = { ...current, ...change };
    this.statuses.set(id, next);
    return current;
  }

  /** Deletion marks the status (and repeats of it) deleted; timelines drop the ids. */
  markDeleted(id: string): void {
    this.updateStatus(id, { deleted: true });
    for (const status of this.statuses.values()) {
      if (status.reblogId === id && !status.deleted)
        this.updateStatus(status.id, { deleted: true });
    }
  }
}
