import { action, computed, makeObservable, observable } from 'mobx';
import type { PleromaClient, SearchResults, SearchType } from '../api/client';
import type { Account, HashtagWithHistory, Status } from '../domain/types';
import type { EntityStore } from './entities';
import { type LoadState, PageRequests } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** The search screen's tabs (spec part 1 §2). */
export type SearchTab = 'statuses' | 'people' | 'hashtags';
export const SEARCH_TABS: readonly SearchTab[] = ['statuses', 'people', 'hashtags'];
/** Results asked for per page and per kind. */
export const SEARCH_PAGE_SIZE = 20;

const API_TYPE: Record<SearchTab, SearchType> = {
  statuses: 'statuses',
  people: 'accounts',
  hashtags: 'hashtags',
};

export type SearchState = LoadState;

export interface SearchDeps {
  client: () => PleromaClient;
  entities: EntityStore;
}

/**
 * Search for statuses, people and hashtags (`/api/v2/search`). Runs only on a non-empty
 * query; "load more" asks for one kind with `offset` = results held; a page shorter than
 * the page size means no more. An answer for an older query is dropped.
 */
export class SearchStore {
  /** The query the results belong to (trimmed). */
  query = '';
  state: SearchState = 'idle';
  error: string | null = null;
  tab: SearchTab = 'statuses';
  statusIds: string[] = [];
  accountIds: string[] = [];
  hashtags: HashtagWithHistory[] = [];
  /** Per tab: the last page was short, nothing more to load. */
  noMore: Record<SearchTab, boolean> = { statuses: false, people: false, hashtags: false };
  /** The tab a "load more" is running for. */
  loadingMore: SearchTab | null = null;

  private readonly requests = new PageRequests();

  constructor(private readonly deps: SearchDeps) {
    makeObservable(this, {
      query: observable,
      state: observable,
      error: observable,
      tab: observable,
      statusIds: observable.ref,
      accountIds: observable.ref,
      hashtags: observable.ref,
      noMore: observable.ref,
      loadingMore: observable,
      noResults: computed,
      counts: computed,
      statuses: computed,
      accounts: computed,
      selectTab: action,
      clear: action,
    });
  }

  /** Loaded, and every kind came back empty ("no results"). */
  get noResults(): boolean {
    return (
      this.state === 'loaded' &&
      this.statusIds.length === 0 &&
      this.accountIds.length === 0 &&
      this.hashtags.length === 0
    );
  }

  /** Result counts for the tab labels. */
  get counts(): Record<SearchTab, number> {
    return {
      statuses: this.statusIds.length,
      people: this.accountIds.length,
      hashtags: this.hashtags.length,
    };
  }

  /** The found statuses; a deleted one keeps its place as the deleted placeholder. */
  get statuses(): Status[] {
    const out: Status[] = [];
    for (const id of this.statusIds) {
      const status = this.deps.entities.status(id);
      if (status) out.push(status);
    }
    return out;
  }

  get accounts(): Account[] {
    const out: Account[] = [];
    for (const id of this.accountIds) {
      const account = this.deps.entities.account(id);
      if (account) out.push(account);
    }
    return out;
  }

  /**
   * Search all three kinds. A blank query does nothing (spec: runs only on a non-empty
   * query). Never throws; failures land in `error`.
   */
  async search(input: string, options: { following?: boolean } = {}): Promise<void> {
    const query = input.trim();
    if (query === '') return;
    await this.requests.first(this, {
      begin: () => this.forget(query),
      fetch: () =>
        this.deps.client().search.v2({
          q: query,
          resolve: true,
          limit: SEARCH_PAGE_SIZE,
          following: options.following,
        }),
      apply: (results) => {
        this.deps.entities.ingest(results.bundle);
        this.statusIds = results.statusIds;
        this.accountIds = results.accountIds;
        this.hashtags = results.hashtags;
        this.noMore = {
          statuses: results.statusIds.length < SEARCH_PAGE_SIZE,
          people: results.accountIds.length < SEARCH_PAGE_SIZE,
          hashtags: results.hashtags.length < SEARCH_PAGE_SIZE,
        };
        // Open on a tab that has something, as Pleroma-FE does.
        if (this.counts[this.tab] === 0) {
          this.tab = SEARCH_TABS.find((tab) => this.counts[tab] > 0) ?? this.tab;
        }
      },
    });
  }

  /** The next page of one kind (the current tab by default). */
  async loadMore(tab: SearchTab = this.tab): Promise<void> {
    if (this.state !== 'loaded' || this.loadingMore !== null || this.noMore[tab]) return;
    await this.requests.more(this, {
      busy: (running) => {
        this.loadingMore = running ? tab : null;
      },
      fetch: () =>
        this.deps.client().search.v2({
          q: this.query,
          type: API_TYPE[tab],
          resolve: true,
          limit: SEARCH_PAGE_SIZE,
          offset: this.counts[tab],
        }),
      apply: (results) => this.append(tab, results),
    });
  }

  selectTab(tab: SearchTab): void {
    this.tab = tab;
  }

  clear(): void {
    this.requests.cancel();
    this.forget('');
    this.state = 'idle';
    this.error = null;
  }

  /** Drop the results held; they are for `query` from now on. */
  private forget(query: string): void {
    this.query = query;
    this.loadingMore = null;
    this.statusIds = [];
    this.accountIds = [];
    this.hashtags = [];
    this.noMore = { statuses: false, people: false, hashtags: false };
  }

  private append(tab: SearchTab, results: SearchResults): void {
    this.deps.entities.ingest(results.bundle);
    let returned: number;
    if (tab === 'statuses') {
      returned = results.statusIds.length;
      this.statusIds = unique([...this.statusIds, ...results.statusIds]);
    } else if (tab === 'people') {
      returned = results.accountIds.length;
      this.accountIds = unique([...this.accountIds, ...results.accountIds]);
    } else {
      returned = results.hashtags.length;
      const known = new Set(this.hashtags.map((h) => h.name.toLowerCase()));
      this.hashtags = [
        ...this.hashtags,
        ...results.hashtags.filter((h) => !known.has(h.name.toLowerCase())),
      ];
    }
    this.noMore = { ...this.noMore, [tab]: returned < SEARCH_PAGE_SIZE };
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

/** An account's search (`scope.use(searchOf)`). */
export const searchOf: ScopeStoreKit<SearchStore> = {
  make: (scope) => new SearchStore({ client: () => scope.client, entities: scope.entities }),
  holds: (search) => ({ statuses: search.statusIds, accounts: search.accountIds }),
};
