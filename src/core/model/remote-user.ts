/**
 * Spec part 1 §2 "Remote user resolver": look up an account named user@host; on success
 * the screen replaces the route with the external profile, on failure it shows "Not
 * found." or the resolver's error.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account, EntityBundle } from '../domain/types';
import { ApiError } from '../errors';
import type { EntityStore } from './entities';

export type RemoteUserLookup =
  | { state: 'loading' }
  | { state: 'found'; accountId: string }
  /** `error` null: plain "Not found."; otherwise the server's own words. */
  | { state: 'failed'; error: string | null };

/** `@user@host`, `user@host` (leading @ optional) → its parts; null when it is not one. */
export function parseAcct(text: string): { username: string; hostname: string } | null {
  const match = /^@?([^@/\s]+)@([^@/\s]+)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { username: match[1], hostname: match[2] };
}

/** What a failed lookup shows: a server's error text when it gave one, else "Not found.". */
function resolverError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 404) return null;
  const text = error.serverMessage?.trim();
  return text && !/^\s*</.test(text) ? text : null;
}

export class RemoteUserResolver {
  /** Lookups by `user@host` (lower case). */
  readonly lookups = observable.map<string, RemoteUserLookup>({}, { deep: false });

  constructor(
    private readonly client: () => PleromaClient,
    private readonly entities: EntityStore,
  ) {
    makeObservable(this, { reset: action });
  }

  lookup(username: string, hostname: string): RemoteUserLookup | undefined {
    return this.lookups.get(`${username}@${hostname}`.toLowerCase());
  }

  /**
   * Resolve `username@hostname`: the lookup call, and on 404 the account call with the
   * address as id (Pleroma resolves remote accounts that way, by WebFinger). Never throws.
   */
  async resolve(username: string, hostname: string): Promise<RemoteUserLookup> {
    const acct = `${username}@${hostname}`;
    const key = acct.toLowerCase();
    runInAction(() => this.lookups.set(key, { state: 'loading' }));
    let result: RemoteUserLookup;
    try {
      const account = await this.find(acct);
      const bundle: EntityBundle = { accounts: [account], statuses: [] };
      this.entities.ingest(bundle);
      result = { state: 'found', accountId: account.id };
    } catch (error) {
      result = { state: 'failed', error: resolverError(error) };
    }
    runInAction(() => this.lookups.set(key, result));
    return result;
  }

  reset(): void {
    this.lookups.clear();
  }

  private async find(acct: string): Promise<Account> {
    const client = this.client();
    try {
      return await client.accounts.lookup(acct);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return client.accounts.fetch(acct);
      throw error;
    }
  }
}
