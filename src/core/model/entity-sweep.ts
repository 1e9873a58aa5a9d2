import type { Account, Status } from '../domain/types';

/** The ids something on screen (or about to be) needs. */
export interface EntityReferences {
  statuses?: Iterable<string>;
  accounts?: Iterable<string>;
}

/** Asked at sweep time, so a holder never has to report changes. */
export type EntityHolder = () => EntityReferences;

export interface SweepLimits {
  /** A sweep runs once statuses or accounts pass this many. */
  highWater: number;
  /**
   * The most recently stored entities are kept whatever the holders say: a page being
   * loaded is ingested before its ids reach a timeline, and view models outside the scope
   * (say, a face's mention list) hold ids without registering.
   */
  keepRecent: number;
}

/** Spec-free choice: sweep past 4,000 entities of a kind, keep the newest 1,500. */
export const DEFAULT_SWEEP_LIMITS: SweepLimits = { highWater: 4_000, keepRecent: 1_500 };

interface SweptMaps {
  readonly statuses: Map<string, Status>;
  readonly accounts: Map<string, Account>;
}

function lastKeys(map: Map<string, unknown>, count: number): string[] {
  const keys = [...map.keys()];
  return keys.slice(Math.max(0, keys.length - count));
}

/**
 * Mark and sweep: keep what a holder names, the newest few, and what those point at (the
 * repeated and quoted status, every author), then delete the rest. Runs inside an action.
 */
export function sweepEntities(
  store: SweptMaps,
  holders: readonly (() => EntityReferences)[],
  limits: SweepLimits,
): void {
  const statusIds = new Set(lastKeys(store.statuses, limits.keepRecent));
  const accountIds = new Set(lastKeys(store.accounts, limits.keepRecent));
  for (const holder of holders) {
    const refs = holder();
    for (const id of refs.statuses ?? []) statusIds.add(id);
    for (const id of refs.accounts ?? []) accountIds.add(id);
  }
  // Follow repeats and quotes (one level each is what a row shows, but chains are cheap).
  const pending = [...statusIds];
  while (pending.length > 0) {
    const status = store.statuses.get(pending.pop()!);
    if (!status) continue;
    accountIds.add(status.accountId);
    for (const next of [status.reblogId, status.quoteId]) {
      if (next && !statusIds.has(next)) {
        statusIds.add(next);
        pending.push(next);
      }
    }
  }
  for (const id of [...store.statuses.keys()]) if (!statusIds.has(id)) store.statuses.delete(id);
  for (const id of [...store.accounts.keys()]) if (!accountIds.has(id)) store.accounts.delete(id);
}
