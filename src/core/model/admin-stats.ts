import { makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import type { StatusVisibilityCounts } from '../api/admin-desk';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AccountScope } from './account-scope';
import { markDeskFailed } from './admin-failure';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

/**
 * The instance's figures at a glance (Pleroma's `GET /api/v1/pleroma/admin/stats`, privilege
 * statistics_read): its posts by visibility; with them, when the account may read them, the
 * local accounts (the users list's count, users_read) and the open reports (the queue's
 * total, reports_manage_reports) — null when refused or failed, so the faces leave them out.
 */
export class AdminStatsStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  posts: StatusVisibilityCounts | null = null;
  localUsers: number | null = null;
  openReports: number | null = null;

  constructor(private readonly api: () => ModerationApi) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      posts: observable.ref,
      localUsers: observable,
      openReports: observable,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const api = this.api();
      const [posts, localUsers, openReports] = await Promise.all([
        api.desk.stats(),
        api.users.list({ filters: ['local'], pageSize: 1 }).then(
          (page) => page.count,
          () => null,
        ),
        api.reports.list({ state: 'open', pageSize: 1 }).then(
          (queue) => queue.total,
          () => null,
        ),
      ]);
      runInAction(() => {
        this.posts = posts;
        this.localUsers = localUsers;
        this.openReports = openReports;
        this.state = 'loaded';
        this.forbidden = null;
      });
    } catch (error) {
      markDeskFailed(this, error);
    }
  }
}

/** The account's instance figures (`scope.use(adminStatsOf)`). */
export const adminStatsOf: ScopeStoreKit<AdminStatsStore> = {
  make: (scope: AccountScope) => new AdminStatsStore(() => moderationApi(scope.client)),
};
