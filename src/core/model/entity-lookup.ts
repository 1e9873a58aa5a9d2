import type { Account, EntityBundle, Status } from '../domain/types';

/** What printers and serializers read of the entities: one status or account by id. */
export interface EntityLookup {
  status(id: string): Status | undefined;
  account(id: string): Account | undefined;
}

/**
 * Entities in plain maps, without observers: what a one-shot script reads its pages into.
 * The observable EntityStore costs a script MobX and the whole model at start (issue 10:
 * `timeline --json` 2.4 MiB RSS and ~20 % CPU), for views it never draws.
 */
export class PlainEntities implements EntityLookup {
  readonly #statuses = new Map<string, Status>();
  readonly #accounts = new Map<string, Account>();

  ingest(bundle: EntityBundle): void {
    for (const account of bundle.accounts) this.#accounts.set(account.id, account);
    for (const status of bundle.statuses) this.#statuses.set(status.id, status);
  }

  status(id: string): Status | undefined {
    return this.#statuses.get(id);
  }

  account(id: string): Account | undefined {
    return this.#accounts.get(id);
  }
}
