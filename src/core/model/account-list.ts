import { makeObservable, observable, runInAction } from 'mobx';
import type { AccountPage, AccountPageParams } from '../api/client';
import type { Account } from '../domain/types';
import { describeError } from '../errors';
import type { EntityStore } from './entities';

export type AccountListState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Fetches one page of an account list (followers, following, favourited by ...). */
export type AccountPageFetcher = (params: AccountPageParams) => Promise<AccountPage>;

/**
 * A list of accounts paged by the server's `Link` header, 20 at a time (spec part 1 §9).
 * It is bottomed out when a page comes back empty or without a `next` link.
 */
export class AccountListPager {
  /** Account ids in server order. */
  ids: string[] = [];
  state: AccountListState = 'idle';
  loadingMore = false;
  bottomedOut = false;
  error: string | null = null;

  private next: Record<string, string> | undefined;
  private generation = 0;

  constructor(
    private readonly fetchPage: AccountPageFetcher,
    private readonly entities: EntityStore,
  ) {
    makeObservable(this, {
      ids: observable.ref,
      state: observable,
      loadingMore: observable,
      bottomedOut: observable,
      error: observable,
    });
  }

  get accounts(): Account[] {
    const out: Account[] = [];
    for (const id of this.ids) {
      const account = this.entities.account(id);
      if (account) out.push(account);
    }
    return out;
  }

  /** Load (or reload) the first page. Never throws; failures land in `error`. */
  async loadInitial(): Promise<void> {
    const generation = ++this.generation;
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const page = await this.fetchPage({});
      if (generation !== this.generation) return;
      runInAction(() => {
        this.entities.ingest(page.bundle);
        this.ids = dedupe(page.ids);
        this.take(page);
        this.state = 'loaded';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }

  /** The next page below what is shown. */
  async loadMore(): Promise<void> {
    if (this.state !== 'loaded' || this.loadingMore || this.bottomedOut || !this.next) return;
    const generation = this.generation;
    const link = this.next;
    runInAction(() => {
      this.loadingMore = true;
      this.error = null;
    });
    try {
      const page = await this.fetchPage({ link });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.entities.ingest(page.bundle);
        this.ids = dedupe([...this.ids, ...page.ids]);
        this.take(page);
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.loadingMore = false;
        });
      }
    }
  }

  private take(page: AccountPage): void {
    this.next = page.links.next;
    this.bottomedOut = page.ids.length === 0 || page.links.next === undefined;
  }
}

function dedupe(ids: string[]): string[] {
  return [...new Set(ids)];
}
