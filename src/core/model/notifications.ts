import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { NotificationPage, NotificationParams } from '../api/client';
import { readNotifications } from '../api/notifications';
import { newerThan, PageWalker } from '../api/paging';
import type { Notification } from '../domain/types';
import { ApiError, describeError } from '../errors';
import type { ScheduledJob } from '../schedule/scheduler';
import { compareIds, IdBounds, newestId } from './ids';
import type { NoticeStore } from './notices';
import { type DesktopNotificationDeps, DesktopNotifications } from './notification-desktop';
import { FETCHED_NOTIFICATION_TYPES, hiddenTypes } from './notification-filter';
import {
  type ReadSyncDeps,
  syncNotificationRead,
  syncNotificationsRead,
} from './notification-read';
import { RequestRound } from './pager';
import type { NotificationVisibility } from './preferences';

/** Spec part 2 §9: 30 seen notifications shown at first, 20 more per "load older". */
export const NOTIFICATIONS_SEEN_SHOWN = 30;
/**
 * Spec-free choice: a long session keeps at most this many notifications; new ones push
 * the oldest out (loading older starts again below the oldest kept).
 */
export const NOTIFICATIONS_KEPT = 1_000;
export const NOTIFICATIONS_REVEAL_STEP = 20;
/** Spec: notifications poll every 10 s while streaming is down. */
export const NOTIFICATION_POLL_MS = 10_000;
/**
 * A narrow filter (favourites only) may find nothing in the pages held: older pages are
 * fetched until it shows this many or the list ends, at most FILL_PAGES pages per change.
 */
export const NOTIFICATIONS_FILTER_FILL = NOTIFICATIONS_REVEAL_STEP;
const FILL_PAGES = 5;
/** Notice key for fetch failures ("Error fetching notifications: {detail}"). */
export const NOTIFICATIONS_ERROR_KEY = 'notifications.error';

export type NotificationsState = 'idle' | 'loading' | 'loaded' | 'failed' | 'unsupported';

/** The desktop notifier's and the read sync's needs, plus the list's own. */
export interface NotificationsDeps extends DesktopNotificationDeps, ReadSyncDeps {
  notices: NoticeStore;
  /** The filter preference (spec's notificationVisibility). */
  visibility: () => NotificationVisibility;
  /** The user stream is joined: no polling needed. */
  isLive: () => boolean;
  /** The notifications reading position (markers): ids up to it count as seen. */
  seenUpTo: () => string | undefined;
}

type Source = 'initial' | 'new' | 'older';

/**
 * The notifications list (spec part 2 §4): newest first, unseen ones plus 30 seen shown,
 * "load older" reveals 20 more already loaded before it fetches, the read button marks all
 * seen. Fed by the initial fetch, the user stream, and a 10 s poll while streaming is down;
 * new ones raise desktop notifications after a 10 s silence.
 */
export class NotificationsStore {
  /** Every notification held, by id (entities of their accounts/statuses are in EntityStore). */
  readonly byId = observable.map<string, Notification>({}, { deep: false });
  /** Ids newest first. */
  ids: string[] = [];
  state: NotificationsState = 'idle';
  loadingOlder = false;
  bottomedOut = false;
  error: string | null = null;
  /** How many seen notifications are shown below the unseen ones. */
  seenShown = NOTIFICATIONS_SEEN_SHOWN;
  /** Everything up to this id was marked read here (the read button). */
  readUpTo: string | undefined = undefined;

  private pollJob: ScheduledJob | undefined;
  /** Id bounds of everything received, unreadable entries included (spec). */
  private readonly bounds = new IdBounds();
  /** The walk to older pages: the last page's `next` cursor (`Link`, or below its oldest entry). */
  private readonly older = new PageWalker('next');
  private errorNoticeShown = false;
  /** Answers that a reset (logout) overtook are dropped. */
  private readonly requests = new RequestRound();
  private readonly disposeFill: () => void;
  private readonly desktop: DesktopNotifications;

  constructor(private readonly deps: NotificationsDeps) {
    makeObservable<NotificationsStore, 'add'>(this, {
      ids: observable.ref,
      state: observable,
      loadingOlder: observable,
      bottomedOut: observable,
      error: observable,
      seenShown: observable,
      readUpTo: observable,
      filtered: computed,
      unseenCount: computed,
      totalUnseenCount: computed,
      visibleCount: computed,
      visible: computed,
      visibleIds: computed,
      add: action,
      markAllRead: action,
      markRead: action,
      reset: action,
    });
    this.desktop = new DesktopNotifications(deps);
    this.disposeFill = reaction(
      () => [...hiddenTypes(this.deps.visibility())].sort().join(),
      () => void this.fillFilter(),
    );
  }

  /**
   * Loads older pages until the filter lets enough through: the types it keeps may all be
   * further down than the pages held (a server sends them mixed, newest first).
   */
  async fillFilter(): Promise<void> {
    // Unfiltered, every page held is shown: the usual "load older" is enough.
    if (hiddenTypes(this.deps.visibility()).size === 0) return;
    for (let page = 0; page < FILL_PAGES; page++) {
      if (this.state !== 'loaded' || this.bottomedOut || this.loadingOlder) return;
      if (this.filtered.length >= NOTIFICATIONS_FILTER_FILL) return;
      await this.loadOlder();
    }
  }

  notification(id: string): Notification | undefined {
    return this.byId.get(id);
  }

  /** Seen: the server says so, or it is at or below a read position. */
  isSeen(notification: Notification): boolean {
    if (notification.seen) return true;
    const bound = newestId([this.readUpTo, this.deps.seenUpTo()].filter((id) => id !== undefined));
    return bound !== undefined && compareIds(notification.id, bound) <= 0;
  }

  /** Held notifications the filter lets through, newest first. */
  get filtered(): Notification[] {
    const hidden = hiddenTypes(this.deps.visibility());
    const out: Notification[] = [];
    for (const id of this.ids) {
      const notification = this.byId.get(id);
      if (notification && !hidden.has(notification.type)) out.push(notification);
    }
    return out;
  }

  /** Unseen notifications the filter lets through (the badge). */
  get unseenCount(): number {
    return this.filtered.filter((n) => !this.isSeen(n)).length;
  }

  /** Unseen notifications of any type. */
  get totalUnseenCount(): number {
    let count = 0;
    for (const notification of this.byId.values()) if (!this.isSeen(notification)) count++;
    return count;
  }

  /** Spec: the unseen ones plus `seenShown` seen ones. */
  get visibleCount(): number {
    return this.unseenCount + this.seenShown;
  }

  get visible(): Notification[] {
    return this.filtered.slice(0, this.visibleCount);
  }

  get visibleIds(): string[] {
    return this.visible.map((n) => n.id);
  }

  /** Sign-in: load, start the desktop-notification silence and the fallback poll. */
  start(): void {
    this.desktop.start();
    this.pollJob?.dispose();
    this.pollJob = this.deps.scheduler.every('notifications-poll', NOTIFICATION_POLL_MS, () =>
      this.poll(),
    );
    void this.loadInitial();
  }

  async loadInitial(): Promise<void> {
    if (this.state === 'loading') return;
    const current = this.requests.stamp();
    runInAction(() => {
      this.state = 'loading';
    });
    const page = await this.fetchPage({});
    if (!page || !current()) return;
    runInAction(() => {
      this.add(page, 'initial');
      this.older.reset();
      this.older.take(page);
      this.bottomedOut = this.older.done;
      this.state = 'loaded';
    });
    await this.fillFilter();
  }

  /** Fetch what came in since the newest id held (poll and reconnect). */
  async fetchNewer(): Promise<void> {
    if (this.state !== 'loaded') return;
    const current = this.requests.stamp();
    // `min_id`: the page just above what we hold (some servers ignore `since_id`).
    const page = await this.fetchPage({ cursor: newerThan(this.bounds.newest) });
    if (!page || !current()) return;
    runInAction(() => this.add(page, 'new'));
  }

  /** Spec: first reveal 20 more already loaded; otherwise fetch older; empty → bottomed out. */
  async loadOlder(): Promise<void> {
    if (this.loadingOlder || this.state !== 'loaded') return;
    const seenHeld = this.filtered.length - this.unseenCount;
    if (this.seenShown < seenHeld) {
      runInAction(() => {
        this.seenShown = Math.min(this.seenShown + NOTIFICATIONS_REVEAL_STEP, seenHeld);
      });
      return;
    }
    if (this.bottomedOut) return;
    const current = this.requests.stamp();
    runInAction(() => {
      this.seenShown = seenHeld;
      this.loadingOlder = true;
    });
    const cursor =
      this.older.cursor ??
      (this.bounds.oldest === undefined ? undefined : { maxId: this.bounds.oldest });
    const page = await this.fetchPage({ cursor });
    if (!current()) return;
    runInAction(() => {
      this.loadingOlder = false;
      if (!page) return;
      const before = this.filtered.length;
      this.add(page, 'older');
      // No new id (the server has no more, or ignores the cursor) or no next page: the end.
      this.older.take(page);
      if (this.older.done) this.bottomedOut = true;
      this.seenShown += this.filtered.length - before;
    });
  }

  /**
   * The read button: everything held is seen, the list goes back to 30 seen, and the server
   * learns it (Pleroma's read call; elsewhere the notifications marker).
   */
  async markAllRead(): Promise<void> {
    const newest = this.bounds.newest;
    this.seenShown = NOTIFICATIONS_SEEN_SHOWN;
    if (newest === undefined) return;
    this.readUpTo = newest;
    for (const [id, notification] of this.byId) {
      if (!notification.seen) this.byId.set(id, { ...notification, seen: true });
    }
    await syncNotificationsRead(this.deps, newest);
  }

  /**
   * One notification read (a push notification's click opened the chat it is about): it is
   * seen here at once, and the server learns it through Pleroma's read call with its `id`.
   */
  async markRead(id: string): Promise<void> {
    const held = this.byId.get(id);
    if (held && !held.seen) this.byId.set(id, { ...held, seen: true });
    await syncNotificationRead(this.deps, id);
  }

  /** A `notification` event from the user stream. */
  receive(payload: unknown, serverHost: string): void {
    this.receiveAll([payload], serverHost);
  }

  /** One frame's `notification` events from the user stream: one merge, one sort. */
  receiveAll(payloads: readonly unknown[], serverHost: string): void {
    const read = readNotifications(payloads, serverHost, this.deps.logger);
    this.add({ ...read, links: {}, cursors: {} }, 'new');
  }

  /** Logout: forget everything and stop polling. */
  reset(): void {
    this.requests.cancel();
    this.pollJob?.dispose();
    this.pollJob = undefined;
    this.byId.clear();
    this.ids = [];
    this.state = 'idle';
    this.loadingOlder = false;
    this.bottomedOut = false;
    this.error = null;
    this.seenShown = NOTIFICATIONS_SEEN_SHOWN;
    this.readUpTo = undefined;
    this.desktop.reset();
    this.bounds.clear();
    this.older.reset();
    this.errorNoticeShown = false;
  }

  dispose(): void {
    this.disposeFill();
    this.pollJob?.dispose();
    this.pollJob = undefined;
  }

  private async poll(): Promise<void> {
    if (this.state === 'unsupported' || this.deps.isLive()) return;
    if (this.state === 'loaded') await this.fetchNewer();
    else if (this.state !== 'loading') await this.loadInitial();
  }

  private add(page: NotificationPage, source: Source): void {
    this.deps.entities.ingest(page.bundle);
    this.bounds.include([...page.notifications.map((n) => n.id), ...page.invalidIds]);
    const arrived: Notification[] = [];
    for (const notification of page.notifications) {
      if (!this.byId.has(notification.id)) arrived.push(notification);
      this.byId.set(notification.id, notification);
    }
    if (arrived.length === 0) return;
    this.ids = [...this.ids, ...arrived.map((n) => n.id)].sort((a, b) => compareIds(b, a));
    if (source === 'new' && this.ids.length > NOTIFICATIONS_KEPT) this.trimOldest();
    if (source === 'new') for (const notification of arrived) this.showDesktop(notification);
  }

  private trimOldest(): void {
    const dropped = this.ids.slice(NOTIFICATIONS_KEPT);
    this.ids = this.ids.slice(0, NOTIFICATIONS_KEPT);
    for (const id of dropped) this.byId.delete(id);
    const oldest = this.ids[this.ids.length - 1]!;
    this.bounds.oldest = oldest;
    this.older.reset({ maxId: oldest });
    this.bottomedOut = false;
  }

  /** The statuses and accounts the kept notifications show (the entity sweep keeps them). */
  references(): { statuses: string[]; accounts: string[] } {
    const statuses: string[] = [];
    const accounts: string[] = [];
    for (const notification of this.byId.values()) {
      accounts.push(notification.accountId);
      if (notification.targetId) accounts.push(notification.targetId);
      if (notification.statusId) statuses.push(notification.statusId);
    }
    return { statuses, accounts };
  }

  /** Spec: only unseen ones the filter lets through (and with permission, after the silence). */
  private showDesktop(notification: Notification): void {
    if (this.isSeen(notification)) return;
    if (hiddenTypes(this.deps.visibility()).has(notification.type)) return;
    this.desktop.show(notification);
  }

  /** One fetch; failures become the state, the error and a notice. Undefined on failure. */
  private async fetchPage(params: NotificationParams): Promise<NotificationPage | undefined> {
    const current = this.requests.stamp();
    try {
      const page = await this.deps.client().notifications.fetch({
        ...params,
        includeTypes: [...FETCHED_NOTIFICATION_TYPES],
      });
      if (current()) {
        runInAction(() => {
          this.error = null;
          this.errorNoticeShown = false;
        });
      }
      return page;
    } catch (error) {
      if (!current()) return undefined;
      this.fail(error);
      return undefined;
    }
  }

  private fail(error: unknown): void {
    const detail = describeError(error);
    runInAction(() => {
      this.error = detail;
      // A server with no notifications route at all: stop asking, no notice.
      if (error instanceof ApiError && error.status === 404) {
        this.state = 'unsupported';
        return;
      }
      if (this.state === 'loading') this.state = 'failed';
    });
    if (this.state === 'unsupported') {
      this.deps.logger.warn('This server has no notifications endpoint', error);
      return;
    }
    this.deps.logger.warn('Fetching notifications failed', error);
    // One notice per run of failures: a 10 s poll must not stack them up.
    if (!this.errorNoticeShown) {
      this.errorNoticeShown = true;
      this.deps.notices.add('error', NOTIFICATIONS_ERROR_KEY, { detail });
    }
  }
}
