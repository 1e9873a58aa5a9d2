import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import type { ModerationLogEntry } from '../api/admin-desk';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed } from './admin-failure';
import type { LoadState } from './pager';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** Spec-free: log entries per page. */
export const LOG_PAGE_SIZE = 50;

/**
 * The moderation log (`moderation_log`, privilege moderation_log_read), newest first, one
 * page at a time, optionally searched. The answer of a superseded request is dropped.
 */
export class AdminLogStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  items: ModerationLogEntry[] = [];
  total = 0;
  page = 1;
  search = '';
  private readonly round = new RequestRound();

  constructor(private readonly api: () => ModerationApi) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      items: observable.ref,
      total: observable,
      page: observable,
      search: observable,
      pages: computed,
      goToPage: action,
      setSearch: action,
    });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / LOG_PAGE_SIZE));
  }

  goToPage(page: number): Promise<void> {
    this.page = Math.max(1, Math.min(this.pages, page));
    return this.load();
  }

  setSearch(search: string): Promise<void> {
    this.search = search.trim();
    this.page = 1;
    return this.load();
  }

  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const answer = await this.api().desk.log({
        page: this.page,
        pageSize: LOG_PAGE_SIZE,
        search: this.search,
      });
      if (!current()) return;
      runInAction(() => {
        this.items = answer.items;
        this.total = answer.total;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      if (!current()) return;
      markDeskFailed(this, error);
    }
  }
}

/** The account's moderation log (`scope.use(adminLogOf)`). */
export const adminLogOf: ScopeStoreKit<AdminLogStore> = {
  make: (scope: AccountScope) => new AdminLogStore(() => moderationApi(scope.client)),
};
