import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminReport, ReportState } from '../api/admin-reports';
import type { AccountScope } from './account-scope';
import { markDeskFailed, noticeModerationFailure, runModeration } from './admin-failure';
import type { NoticeStore } from './notices';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface AdminReportsDeps {
  api: () => ModerationApi;
  notices: NoticeStore;
}

/**
 * The reports queue (spec part 2 §3, §4): reports by state; a state change applies at once
 * and reverts on failure with the spec's error notice; notes added and deleted.
 */
export class AdminReportsStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  /** Which reports the queue shows; null: all. */
  filter: ReportState | null = 'open';
  reports: AdminReport[] = [];
  total = 0;
  /** The privilege the server said this account lacks (a 403 on loading), else null. */
  forbidden: AdminPrivilege | null = null;
  /** A report id while its state change or note is on the way. */
  busy: string | null = null;

  constructor(private readonly deps: AdminReportsDeps) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      filter: observable,
      reports: observable.ref,
      total: observable,
      forbidden: observable,
      busy: observable,
      shown: computed,
      setFilter: action,
    });
  }

  /** The reports the filter lets through (a resolved one leaves the open queue at once). */
  get shown(): AdminReport[] {
    return this.filter ? this.reports.filter((r) => r.state === this.filter) : this.reports;
  }

  setFilter(filter: ReportState | null): Promise<void> {
    this.filter = filter;
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const { reports, total } = await this.deps
        .api()
        .reports.list(this.filter ? { state: this.filter } : {});
      runInAction(() => {
        this.reports = reports;
        this.total = total;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      markDeskFailed(this, error);
    }
  }

  private replace(id: string, change: (r: AdminReport) => AdminReport): void {
    this.reports = this.reports.map((r) => (r.id === id ? change(r) : r));
  }

  /** Optimistic: shown at once, reverted (with a notice) when the server refuses. */
  async setState(id: string, state: ReportState): Promise<boolean> {
    const before = this.reports.find((r) => r.id === id);
    if (!before || before.state === state) return false;
    runInAction(() => this.replace(id, (r) => ({ ...r, state })));
    return runModeration(
      this,
      {
        busy: id,
        notices: this.deps.notices,
        undo: () => this.replace(id, (r) => ({ ...r, state: before.state })),
      },
      () => this.deps.api().reports.setState([{ id, state }]),
    );
  }

  /** The report with this id, if loaded (a queue page or `fetch`). */
  report(id: string): AdminReport | undefined {
    return this.reports.find((r) => r.id === id);
  }

  /**
   * Reads one report (a `pleroma:report` notification names it) and keeps it beside the
   * queue's, so its state and notes can change as the queue's do. Failures are logged as a
   * notice; the notification stays as it is.
   */
  async fetch(id: string): Promise<void> {
    try {
      const fresh = await this.deps.api().reports.get(id);
      if (!fresh) return;
      runInAction(() => {
        this.reports = this.report(id)
          ? this.reports.map((r) => (r.id === id ? fresh : r))
          : [...this.reports, fresh];
      });
    } catch (error) {
      noticeModerationFailure(this.deps.notices, error);
    }
  }

  private async refetch(id: string): Promise<void> {
    const fresh = await this.deps.api().reports.get(id);
    if (fresh) runInAction(() => this.replace(id, () => fresh));
  }

  async addNote(id: string, content: string): Promise<boolean> {
    if (content.trim() === '') return false;
    return this.noteCall(id, () => this.deps.api().reports.addNote(id, content.trim()));
  }

  async deleteNote(id: string, noteId: string): Promise<boolean> {
    return this.noteCall(id, () => this.deps.api().reports.deleteNote(id, noteId));
  }

  private noteCall(id: string, call: () => Promise<void>): Promise<boolean> {
    return runModeration(this, { busy: id, notices: this.deps.notices }, async () => {
      await call();
      await this.refetch(id);
    });
  }
}

/** The account's reports queue (`scope.use(adminReportsOf)`). */
export const adminReportsOf: ScopeStoreKit<AdminReportsStore> = {
  make: (scope: AccountScope) =>
    new AdminReportsStore({ api: () => moderationApi(scope.client), notices: scope.notices }),
};
