import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import type { ModerationLogEntry } from '../api/admin-desk';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed } from './admin-failure';
import { type LogFilter, logDateRange, NO_LOG_FILTER } from './admin-log-filter';
import type { LoadState } from './pager';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** Spec-free: log entries per page. */
export const LOG_PAGE_SIZE = 50;

/**
 * The moderation log (`moderation_log`, privilege moderation_log_read), newest first, one
 * page at a time, optionally searched and filtered by who acted and by days. The answer of a
 * superseded request is dropped.
 */
export class AdminLogStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  items: ModerationLogEntry[] = [];
  total = 0;
  page = 1;
  search = '';
  filter: LogFilter = NO_LOG_FILTER;
  /** The filter's user is no account of the instance (the list is then empty). */
  unknownUser = false;
  /** Nickname → id, as the users API answered (Pleroma filters the log by the actor's id). */
  private readonly ids = new Map<string, string | null>();
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
      filter: observable.ref,
      unknownUser: observable,
      pages: computed,
      goToPage: action,
      setSearch: action,
      setFilter: action,
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

  /** Who acted and which days (a nickname, YYYY-MM-DD ends); back to the first page. */
  setFilter(filter: LogFilter): Promise<void> {
    this.filter = { ...filter, user: filter.user.trim().replace(/^@/, '') };
    this.page = 1;
    return this.load();
  }

  private async userId(nickname: string): Promise<string | null> {
    if (!this.ids.has(nickname))
      this.ids.set(nickname, (await this.api().users.get(nickname))?.id ?? null);
    return this.ids.get(nickname) ?? null;
  }

  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const { user } = this.filter;
      const userId = user ? await this.userId(user) : undefined;
      if (!current()) return;
      if (userId === null) {
        runInAction(() => {
          this.items = [];
          this.total = 0;
          this.unknownUser = true;
          this.state = 'loaded';
        });
        return;
      }
      const answer = await this.api().desk.log({
        page: this.page,
        pageSize: LOG_PAGE_SIZE,
        search: this.search,
        userId,
        ...logDateRange(this.filter),
      });
      if (!current()) return;
      runInAction(() => {
        this.unknownUser = false;
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
