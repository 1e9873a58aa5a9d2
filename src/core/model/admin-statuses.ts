import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminReport } from '../api/admin-reports';
import type { AdminStatus, AdminVisibility } from '../api/admin-statuses';
import type { AccountScope } from './account-scope';
import { markDeskFailed, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** Spec-free: posts per page of the desk's statuses list. */
export const STATUSES_PAGE_SIZE = 50;

/**
 * The posts open reports name (Pleroma's statuses list has no "with reports" filter, so the
 * desk's "reported" view is the open queue's posts): each once, newest post first, with how
 * many open reports name it.
 */
export function reportedPosts(reports: readonly AdminReport[]): {
  statuses: AdminStatus[];
  counts: Record<string, number>;
} {
  const byId = new Map<string, AdminStatus>();
  const counts: Record<string, number> = {};
  for (const report of reports)
    for (const status of report.statuses) {
      if (!byId.has(status.id)) byId.set(status.id, status);
      counts[status.id] = (counts[status.id] ?? 0) + 1;
    }
  // Newest first by ISO 8601 text (code units, not ICU's collation: see chats.ts).
  const statuses = [...byId.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  return { statuses, counts };
}

/** A post by an account of this instance (its acct has no domain). */
const isLocal = (s: AdminStatus) => !s.acct.includes('@');

export interface AdminStatusesDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
}

/**
 * The desk's posts (`/api/v1/pleroma/admin/statuses`, messages_read): newest first, a page at
 * a time, optionally local ones only and with private and direct ones (godmode), or only the
 * posts open reports name (`reported`, also reports_manage_reports; one list, no pages).
 * Visibility, the sensitive mark and deletion (messages_delete) change the row once the
 * server took it.
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
  reported = false;
  /** With `reported`: how many open reports name each post. */
  reportCounts: Record<string, number> = {};
  /** With `reported`: the queue was longer than the desk reads (older reports left out). */
  truncated = false;
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
      reported: observable,
      reportCounts: observable.ref,
      truncated: observable,
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
  toggle(filter: 'godmode' | 'localOnly' | 'reported'): Promise<void> {
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
      if (this.reported) {
        const { reports, truncated } = await this.deps.api().reports.all('open');
        if (!current()) return;
        const { statuses, counts } = reportedPosts(reports);
        runInAction(() => {
          this.items = this.localOnly ? statuses.filter(isLocal) : statuses;
          this.reportCounts = counts;
          this.truncated = truncated;
          this.more = false;
          this.state = 'loaded';
          this.forbidden = null;
        });
        return;
      }
      const items = await this.deps.api().statuses.list({
        godmode: this.godmode,
        localOnly: this.localOnly,
        page: this.page,
        pageSize: STATUSES_PAGE_SIZE,
      });
      if (!current()) return;
      runInAction(() => {
        this.items = items;
        this.reportCounts = {};
        this.truncated = false;
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
