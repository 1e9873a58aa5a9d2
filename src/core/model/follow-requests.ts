/**
 * Follow requests (spec part 1 §2 "Follow requests: cards with approve and deny", §4, §6, §9):
 * the accounts asking to follow the signed-in user, polled every 10 s for a locked account
 * (which sees the badge count). Approve turns the request's notification into a follow (seen)
 * and removes the request at once; deny removes both only after the call succeeded. Whether
 * either asks first is the face's business (`confirmApproveFollow`, `confirmDenyFollow`).
 *
 * Platform-free: no DOM, no Node.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account, Notification } from '../domain/types';
import { describeError } from '../errors';
import type { Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import type { NoticeStore } from './notices';
import type { NotificationsStore } from './notifications';
import { type LoadState, PageRequests } from './pager';

/** Spec part 1 §9: follow requests are polled every 10 s. */
export const FOLLOW_REQUESTS_POLL_MS = 10_000;

/** How many requests one fetch reads (the badge counts them). */
export const FOLLOW_REQUESTS_PAGE = 40;

export type FollowRequestDecision = 'approve' | 'deny';

export interface FollowRequestsDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  notices: NoticeStore;
  scheduler: Scheduler;
  /** The notifications, if the account's list was made (their request entries change). */
  notifications: () => NotificationsStore | undefined;
  /** Whether the signed-in account is locked (only then does it poll, spec part 1 §6). */
  locked: () => boolean;
}

export class FollowRequestsStore {
  /** The requesting accounts' ids, newest request first. */
  ids: string[] = [];
  state: LoadState = 'idle';
  error: string | null = null;
  /** Accounts whose approve or deny is in flight (their buttons wait). */
  readonly pending = observable.set<string>();

  private readonly requests = new PageRequests();
  private pollJob: { dispose(): void } | null = null;
  private watchers = 0;

  constructor(private readonly deps: FollowRequestsDeps) {
    makeObservable<FollowRequestsStore, 'drop'>(this, {
      ids: observable.ref,
      state: observable,
      error: observable,
      count: computed,
      accounts: computed,
      drop: action,
    });
  }

  /** The badge count. */
  get count(): number {
    return this.ids.length;
  }

  get accounts(): Account[] {
    return this.ids.flatMap((id) => {
      const account = this.deps.entities.account(id);
      return account ? [account] : [];
    });
  }

  /** Fetch the requests (the page and each poll). Never throws. */
  load(): Promise<void> {
    return this.requests.first(this, {
      fetch: () => this.deps.client().followRequests.list({ limit: FOLLOW_REQUESTS_PAGE }),
      apply: (page) => {
        this.deps.entities.ingest(page.bundle);
        this.ids = page.ids;
      },
    });
  }

  /**
   * A face shows the count or the page: for a locked account the requests load now and every
   * 10 s until the last watcher stops. Returns the function that stops watching.
   */
  watch(): () => void {
    this.watchers++;
    if (this.deps.locked() && !this.pollJob) {
      if (this.state === 'idle') void this.load();
      this.pollJob = this.deps.scheduler.every('follow-requests', FOLLOW_REQUESTS_POLL_MS, () =>
        this.deps.locked() ? this.poll() : undefined,
      );
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers--;
      if (this.watchers === 0) this.stopPolling();
    };
  }

  /**
   * Approve: the request goes and its notification becomes a seen follow at once (spec);
   * both come back, with a notice, if the server refuses. True when the server agreed.
   */
  async approve(accountId: string): Promise<boolean> {
    if (this.pending.has(accountId)) return false;
    const before = this.ids;
    const notifications = this.deps.notifications();
    const changed = notifications ? requestNotifications(notifications, accountId) : [];
    runInAction(() => {
      this.pending.add(accountId);
      this.drop(accountId);
      for (const n of changed) notifications?.byId.set(n.id, { ...n, type: 'follow', seen: true });
    });
    try {
      await this.deps.client().followRequests.authorize(accountId);
      return true;
    } catch (error) {
      runInAction(() => {
        if (!this.ids.includes(accountId)) this.ids = before;
        for (const n of changed) notifications?.byId.set(n.id, n);
      });
      this.deps.notices.add('error', 'follow_requests.approve_error', {
        detail: describeError(error),
      });
      return false;
    } finally {
      runInAction(() => this.pending.delete(accountId));
    }
  }

  /** Deny: the request and its notification go only after the call succeeded (spec). */
  async deny(accountId: string): Promise<boolean> {
    if (this.pending.has(accountId)) return false;
    runInAction(() => this.pending.add(accountId));
    try {
      await this.deps.client().followRequests.reject(accountId);
      const notifications = this.deps.notifications();
      runInAction(() => {
        this.drop(accountId);
        if (!notifications) return;
        const gone = new Set(requestNotifications(notifications, accountId).map((n) => n.id));
        for (const id of gone) notifications.byId.delete(id);
        if (gone.size > 0) notifications.ids = notifications.ids.filter((id) => !gone.has(id));
      });
      return true;
    } catch (error) {
      this.deps.notices.add('error', 'follow_requests.deny_error', {
        detail: describeError(error),
      });
      return false;
    } finally {
      runInAction(() => this.pending.delete(accountId));
    }
  }

  /** What the entity sweep must keep. */
  references(): readonly string[] {
    return this.ids;
  }

  /** The account ends. */
  dispose(): void {
    this.stopPolling();
    this.requests.cancel();
  }

  private async poll(): Promise<void> {
    await this.load();
  }

  private stopPolling(): void {
    this.pollJob?.dispose();
    this.pollJob = null;
  }

  private drop(accountId: string): void {
    this.ids = this.ids.filter((id) => id !== accountId);
  }
}

/** The follow-request notifications from one account. */
function requestNotifications(store: NotificationsStore, accountId: string): Notification[] {
  return [...store.byId.values()].filter(
    (n) => n.type === 'follow_request' && n.accountId === accountId,
  );
}
