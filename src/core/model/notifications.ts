import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { NotificationPage, NotificationParams, PleromaClient } from '../api/client';
import { newerThan, PageWalker } from '../api/paging';
import type { EntityBundle, Notification, NotificationType } from '../domain/types';
import { ApiError, describeError, NotSupportedError } from '../errors';
import { normalizeNotification } from '../normalize';
import { isObject, str } from '../normalize/read';
import type { ClockPort, LoggerPort, NotifierPort } from '../ports';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import { compareIds } from './ids';
import type { NoticeStore } from './notices';
import { type DescribeNotification, describeNotificationPlainly } from './notification-text';
import { RequestRound } from './pager';
import {
  NOTIFICATION_FILTER_KEYS,
  NOTIFICATION_FILTER_TYPES,
  type NotificationVisibility,
} from './preferences';

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
/** Spec: no desktop notifications for the first 10 s after start. */
export const NOTIFICATION_SILENCE_MS = 10_000;
/** Spec: a desktop notification closes after 5 s. */
export const DESKTOP_NOTIFICATION_CLOSE_MS = 5000;
/** Notice key for fetch failures ("Error fetching notifications: {detail}"). */
export const NOTIFICATIONS_ERROR_KEY = 'notifications.error';

/**
 * The types asked for (Pleroma `include_types[]`): the spec's list (mention, favourite,
 * reblog, follow, move, emoji reaction, report) plus follow requests and polls, which the
 * spec's own filter keys and follow-request flow need.
 */
export const FETCHED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'mention',
  'favourite',
  'reblog',
  'follow',
  'follow_request',
  'move',
  'poll',
  'pleroma:emoji_reaction',
  'pleroma:report',
];

export type NotificationsState = 'idle' | 'loading' | 'loaded' | 'failed' | 'unsupported';

export interface NotificationsDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  notices: NoticeStore;
  scheduler: Scheduler;
  clock: ClockPort;
  logger: LoggerPort;
  /** The desktop notifier; absent means no permission (or no desktop). */
  notify: () => NotifierPort | undefined;
  /** The filter preference (spec's notificationVisibility). */
  visibility: () => NotificationVisibility;
  /** The user stream is joined: no polling needed. */
  isLive: () => boolean;
  /** The notifications reading position (markers): ids up to it count as seen. */
  seenUpTo: () => string | undefined;
  /** Record the read position where the server has no Pleroma read call. */
  saveReadPosition?: (id: string) => Promise<void>;
  describe?: DescribeNotification;
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

  private startedAt: number | null = null;
  private pollJob: ScheduledJob | undefined;
  /** Id bounds of everything received, unreadable entries included (spec). */
  private maxIdBound: string | undefined;
  private minIdBound: string | undefined;
  /** The walk to older pages: the last page's `next` cursor (`Link`, or below its oldest entry). */
  private readonly older = new PageWalker('next');
  private errorNoticeShown = false;
  /** Answers that a reset (logout) overtook are dropped. */
  private readonly requests = new RequestRound();
  private readonly disposeFill: () => void;

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
      reset: action,
    });
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
    const bound = newer(this.readUpTo, this.deps.seenUpTo());
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
    this.startedAt = this.deps.clock.now();
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
    const page = await this.fetchPage({ cursor: newerThan(this.maxIdBound) });
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
      this.older.cursor ?? (this.minIdBound === undefined ? undefined : { maxId: this.minIdBound });
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
    const newest = this.maxIdBound;
    this.seenShown = NOTIFICATIONS_SEEN_SHOWN;
    if (newest === undefined) return;
    this.readUpTo = newest;
    for (const [id, notification] of this.byId) {
      if (!notification.seen) this.byId.set(id, { ...notification, seen: true });
    }
    try {
      await this.deps.client().notifications.markRead({ maxId: newest });
    } catch (error) {
      if (error instanceof NotSupportedError && this.deps.saveReadPosition) {
        await this.deps.saveReadPosition(newest).catch((cause: unknown) => {
          this.deps.logger.warn('Notifications read position could not be saved', cause);
        });
        return;
      }
      this.deps.logger.warn('Marking notifications read failed', error);
    }
  }

  /** A `notification` event from the user stream. */
  receive(payload: unknown, serverHost: string): void {
    this.receiveAll([payload], serverHost);
  }

  /** One frame's `notification` events from the user stream: one merge, one sort. */
  receiveAll(payloads: readonly unknown[], serverHost: string): void {
    const bundle: EntityBundle = { accounts: [], statuses: [] };
    const notifications: Notification[] = [];
    const invalidIds: string[] = [];
    for (const payload of payloads) {
      const notification = normalizeNotification(payload, serverHost, bundle);
      if (notification) {
        notifications.push(notification);
        continue;
      }
      this.deps.logger.warn('Ignored an unreadable notification event', payload);
      const id = isObject(payload) ? str(payload.id) : '';
      if (id) invalidIds.push(id);
    }
    this.add({ notifications, bundle, links: {}, invalidIds, ids: [], cursors: {} }, 'new');
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
    this.startedAt = null;
    this.maxIdBound = undefined;
    this.minIdBound = undefined;
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
    for (const id of [...page.notifications.map((n) => n.id), ...page.invalidIds]) {
      if (this.maxIdBound === undefined || compareIds(id, this.maxIdBound) > 0) {
        this.maxIdBound = id;
      }
      if (this.minIdBound === undefined || compareIds(id, this.minIdBound) < 0) {
        this.minIdBound = id;
      }
    }
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
    this.minIdBound = oldest;
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

  /** Spec: only with permission, not silenced, not seen, and not filtered out; closes after 5 s. */
  private showDesktop(notification: Notification): void {
    const notify = this.deps.notify();
    if (!notify || this.startedAt === null) return;
    if (this.deps.clock.now() - this.startedAt < NOTIFICATION_SILENCE_MS) return;
    if (this.isSeen(notification)) return;
    if (hiddenTypes(this.deps.visibility()).has(notification.type)) return;
    const wording = this.deps.describe ?? describeNotificationPlainly;
    const { title, body } = wording(notification, this.deps.entities);
    const shown = notify(title, body);
    if (!shown) return;
    this.deps.scheduler.after(
      `desktop-notification:${notification.id}`,
      DESKTOP_NOTIFICATION_CLOSE_MS,
      () => shown.close(),
    );
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

function hiddenTypes(visibility: NotificationVisibility): Set<NotificationType> {
  const hidden = new Set<NotificationType>();
  for (const key of NOTIFICATION_FILTER_KEYS) {
    if (!visibility[key]) for (const type of NOTIFICATION_FILTER_TYPES[key]) hidden.add(type);
  }
  return hidden;
}

function newer(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return compareIds(a, b) >= 0 ? a : b;
}
