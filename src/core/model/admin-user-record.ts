import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AdminPrivilege } from '../api/admin-common';
import { type ModerationApi, moderationApi } from '../api/admin-moderation';
import type { AdminReport } from '../api/admin-reports';
import type { AdminStatus } from '../api/admin-statuses';
import { describeError } from '../errors';
import type { AccountScope } from './account-scope';
import { forbiddenPrivilege } from './admin-failure';
import type { LoadState } from './pager';
import type { ScopeStoreKit } from './scope-store';

/** Whom the record is about (an admin users row has both). */
export interface RecordSubject {
  id?: string;
  nickname: string;
}

/** One of the user's posts with how many of the reports about them name it. */
export interface RecordStatus {
  status: AdminStatus;
  reports: number;
}

/** A user's posts and the reports about them, as the moderation desk gathers them. */
export interface UserRecord {
  statuses: RecordStatus[];
  /** The server's count of the user's posts (the list holds the newest page). */
  totalStatuses: number;
  reports: AdminReport[];
  /** The reports queue was longer than the pages read: older reports may be missing. */
  truncated: boolean;
  /** A part the account may not read (users_read for posts, reports_manage_reports). */
  statusesForbidden: AdminPrivilege | null;
  reportsForbidden: AdminPrivilege | null;
}

/** How many reports name each status id. */
export function reportCounts(reports: readonly AdminReport[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of reports)
    for (const s of r.statuses) counts.set(s.id, (counts.get(s.id) ?? 0) + 1);
  return counts;
}

/**
 * Reads both halves at once: `/users/{nickname}/statuses` (godmode adds private and direct
 * posts) and the reports about the user. A 403 on one half leaves the other shown, naming
 * the privilege; a 403 on both, or any other failure, fails the whole.
 */
export async function readUserRecord(
  api: ModerationApi,
  who: RecordSubject,
  options: { godmode?: boolean; pageSize?: number } = {},
): Promise<UserRecord> {
  const half = async <T>(
    call: () => Promise<T>,
    fallback: T,
  ): Promise<{ value: T; forbidden: AdminPrivilege | null; error?: unknown }> => {
    try {
      return { value: await call(), forbidden: null };
    } catch (error) {
      const privilege = forbiddenPrivilege(error);
      if (!privilege) throw error;
      return { value: fallback, forbidden: privilege, error };
    }
  };
  const [posts, about] = await Promise.all([
    half(
      () =>
        api.statuses.ofUser(who.nickname, {
          godmode: options.godmode,
          pageSize: options.pageSize ?? 50,
        }),
      { total: 0, statuses: [] as AdminStatus[] },
    ),
    half(() => api.reports.about(who), { reports: [] as AdminReport[], truncated: false }),
  ]);
  // Neither half readable: the account is refused as a whole (the CLI exits 3).
  if (posts.forbidden && about.forbidden) throw about.error;
  const counts = reportCounts(about.value.reports);
  return {
    statuses: posts.value.statuses.map((status) => ({
      status,
      reports: counts.get(status.id) ?? 0,
    })),
    totalStatuses: posts.value.total,
    reports: about.value.reports,
    truncated: about.value.truncated,
    statusesForbidden: posts.forbidden,
    reportsForbidden: about.forbidden,
  };
}

export interface AdminUserRecordDeps {
  api: () => ModerationApi;
}

/** The faces' store for one user's posts and reports (the terminal's and the web's). */
export class AdminUserRecordStore {
  subject: RecordSubject | null = null;
  state: LoadState = 'idle';
  loadError: string | null = null;
  record: UserRecord | null = null;

  constructor(private readonly deps: AdminUserRecordDeps) {
    makeObservable(this, {
      subject: observable.ref,
      state: observable,
      loadError: observable,
      record: observable.ref,
      close: action,
    });
  }

  /** Opens (and reads) the record of this user; a later open wins over an earlier one. */
  async open(who: RecordSubject): Promise<void> {
    runInAction(() => {
      this.subject = who;
      this.state = 'loading';
      this.loadError = null;
      this.record = null;
    });
    try {
      const record = await readUserRecord(this.deps.api(), who);
      if (this.subject !== who) return;
      runInAction(() => {
        this.record = record;
        this.state = 'loaded';
      });
    } catch (error) {
      if (this.subject !== who) return;
      runInAction(() => {
        this.state = 'failed';
        this.loadError = describeError(error);
      });
    }
  }

  close(): void {
    this.subject = null;
    this.record = null;
    this.state = 'idle';
    this.loadError = null;
  }
}

/** The account's user record of the moderation desk (`scope.use(adminUserRecordOf)`). */
export const adminUserRecordOf: ScopeStoreKit<AdminUserRecordStore> = {
  make: (scope: AccountScope) =>
    new AdminUserRecordStore({ api: () => moderationApi(scope.client) }),
};
