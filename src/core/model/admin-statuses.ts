import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminStatus, AdminVisibility } from '../api/admin-statuses';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** Spec-free: posts per page of the desk's statuses list. */
export const STATUSES_PAGE_SIZE = 50;

export interface AdminStatusesDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
}

/**
 * The desk's posts (`/api/v1/pleroma/admin/statuses`, messages_read): newest first, a page at
 * a time, optionally local ones only and with private and direct ones (godmode). Visibility,
 * the sensitive mark and deletion (messages_delete) change the row once the server took it.
 */
export class AdminStatusesStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  items: AdminStatus[] = [];
  page = 1;
  /** Whether a page follows (the last answer was a full page). */
  more = false;
  godmode = false;
  localOnly = false;
  /** The post id while a change to it is on its way. */
  busy: string | null = null;
  private readonly round = new RequestRound();

  constructor(private readonly deps: AdminStatusesDeps) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      items: observable.ref,
      page: observable,
      more: observable,
      godmode: observable,
      localOnly: observable,
      busy: observable,
      goToPage: action,
      toggle: action,
    });
  }

  goToPage(page: number): Promise<void> {
    const last = this.more ? this.page + 1 : this.page;
    this.page = Math.max(1, Math.min(last, page));
    return this.load();
  }

  /** Turns a filter on or off and starts again from the first page. */
  toggle(filter: 'godmode' | 'localOnly'): Promise<void> {
    this[filter] = !this[filter];
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
      const items = await this.deps.api().statuses.list({
        godmode: this.godmode,
        localOnly: this.localOnly,
        page: this.page,
        pageSize: STATUSES_PAGE_SIZE,
      });
      if (!current()) return;
      runInAction(() => {
        this.items = items;
        this.more = items.length >= STATUSES_PAGE_SIZE;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      if (!current()) return;
      markDeskFailed(this, error);
    }
  }

  private change(id: string, call: () => Promise<AdminStatus | null>): Promise<boolean> {
    return runModeration(this, { busy: id, notices: this.deps.notices }, async () => {
      const fresh = await call();
      runInAction(() => {
        this.items = this.items.map((s) => (s.id === id && fresh ? fresh : s));
      });
    });
  }

  setVisibility(id: string, visibility: AdminVisibility): Promise<boolean> {
    return this.change(id, () => this.deps.api().statuses.update(id, { visibility }));
  }

  setSensitive(id: string, sensitive: boolean): Promise<boolean> {
    return this.change(id, () => this.deps.api().statuses.update(id, { sensitive }));
  }

  remove(id: string): Promise<boolean> {
    return runModeration(this, { busy: id, notices: this.deps.notices }, async () => {
      await this.deps.api().statuses.remove(id);
      runInAction(() => {
        this.items = this.items.filter((s) => s.id !== id);
      });
    });
  }
}

/** The account's desk posts (`scope.use(adminStatusesOf)`). */
export const adminStatusesOf: ScopeStoreKit<AdminStatusesStore> = {
  make: (scope: AccountScope) =>
    new AdminStatusesStore({ api: () => moderationApi(scope.client), notices: scope.notices }),
};
