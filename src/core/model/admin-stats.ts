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
 * statistics_read): its posts by visibility.
 */
export class AdminStatsStore {
  state: LoadState = 'idle';
  loadError: string | null = null;
  forbidden: AdminPrivilege | null = null;
  posts: StatusVisibilityCounts | null = null;

  constructor(private readonly api: () => ModerationApi) {
    makeObservable(this, {
      state: observable,
      loadError: observable,
      forbidden: observable,
      posts: observable.ref,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const posts = await this.api().desk.stats();
      runInAction(() => {
        this.posts = posts;
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
