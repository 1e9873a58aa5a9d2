/**
 * Who to follow (spec part 1 §2): the suggested accounts, 3 in the side panel when the
 * instance enables suggestions (nodeinfo `metadata.suggestions.enabled`), all of them on the
 * full page. `GET /api/v1/suggestions` (v2 when the server has only that).
 *
 * Platform-free: no DOM, no Node.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account } from '../domain/types';
import { NotSupportedError } from '../errors';
import { isObject } from '../normalize/read';
import type { EntityStore } from './entities';
import { type LoadState, PageRequests } from './pager';

/** Spec part 1 §9: the who-to-follow panel shows 3 entries. */
export const WHO_TO_FOLLOW_PANEL_SIZE = 3;

/** Whether the instance turns suggestions on (Pleroma's nodeinfo `metadata.suggestions`). */
export function suggestionsEnabled(nodeinfo: Record<string, unknown> | null): boolean {
  const metadata = nodeinfo?.metadata;
  if (!isObject(metadata)) return false;
  const suggestions = metadata.suggestions;
  return isObject(suggestions) && suggestions.enabled === true;
}

export interface SuggestionsDeps {
  client: () => PleromaClient;
  entities: EntityStore;
}

export class SuggestionsStore {
  ids: string[] = [];
  state: LoadState | 'unsupported' = 'idle';
  error: string | null = null;

  private readonly requests = new PageRequests();

  constructor(private readonly deps: SuggestionsDeps) {
    makeObservable(this, {
      ids: observable.ref,
      state: observable,
      error: observable,
      accounts: computed,
      panel: computed,
      reset: action,
    });
  }

  /** Every suggested account, in the server's order. */
  get accounts(): Account[] {
    return this.ids.flatMap((id) => {
      const account = this.deps.entities.account(id);
      return account ? [account] : [];
    });
  }

  /** The panel's 3. */
  get panel(): Account[] {
    return this.accounts.slice(0, WHO_TO_FOLLOW_PANEL_SIZE);
  }

  /** Fetch the suggestions; a server without them ends `unsupported`. Never throws. */
  async load(): Promise<void> {
    let unsupported = false;
    await this.requests.first(this as { state: LoadState; error: string | null }, {
      fetch: async () => {
        try {
          return await this.deps.client().suggestions.suggestions();
        } catch (error) {
          unsupported = error instanceof NotSupportedError;
          throw error;
        }
      },
      apply: (found) => {
        this.deps.entities.ingest(found.bundle);
        this.ids = found.ids;
      },
    });
    if (unsupported && this.state === 'failed') {
      runInAction(() => {
        this.state = 'unsupported';
      });
    }
  }

  /** Load once (again after a failure). */
  ensureLoaded(): Promise<void> {
    return this.state === 'loaded' || this.state === 'loading' || this.state === 'unsupported'
      ? Promise.resolve()
      : this.load();
  }

  references(): readonly string[] {
    return this.ids;
  }

  reset(): void {
    this.requests.cancel();
    this.ids = [];
    this.state = 'idle';
    this.error = null;
  }
}
