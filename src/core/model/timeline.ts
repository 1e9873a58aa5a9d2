import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { StatusPage, TimelineKind, TimelineParams } from '../api/client';
import { newerThan, type PageCursor, PageWalker } from '../api/paging';
import type { Status } from '../domain/types';
import { describeError, isLoginRequired } from '../errors';
import { DeferredThrottle } from './deferred-throttle';
import { compareIds, newestId } from './ids';
import { type LoadState, RequestRound } from './pager';
import { fetchTimelinePage, signedOutOf, type TimelineDeps, timelineKey } from './timeline-source';

/** Spec part 1 §4 / §9 constants of the timeline state machine. */
export const SHOW_NEW_KEEPS = 50;
export const QUEUE_FLUSH_AT = 20;
export const OLDER_FETCH_THROTTLE_MS = 1000;
/**
 * New ids the queue keeps; older ones are only counted. "Show new" keeps the newest 50
 * anyway, so a flood costs bounded memory and showing loses nothing (older ones load as
 * older pages below).
 */
export const QUEUE_KEEPS = SHOW_NEW_KEEPS;

/** Defined with the shared paging; named here too for the timeline's users. */
export type { LoadState };

/**
 * One timeline and the spec's new-status queue: new statuses are counted and wait until
 * shown (at once when the list is empty, automatically when the view is at the top and
 * not paused), "show new" keeps 50, a full page of new ones sets the flush marker (the
 * load-new control becomes Reload), load-older is throttled and bottoms out on an empty
 * page.
 */
export class TimelineStore {
  /** Ids shown, newest first. */
  visibleIds: string[] = [];
  /** New ids waiting to be shown, newest first (at most `QUEUE_KEEPS`). */
  queuedIds: string[] = [];
  /** New statuses that arrived while the queue was full: counted, not kept. */
  queueOverflow = 0;
  state: LoadState = 'idle';
  loadingOlder = false;
  loadingNewer = false;
  bottomedOut = false;
  /** Set when a fetch of new statuses came back full: there may be a hole, offer Reload. */
  flushMarker: string | null = null;
  /** The last fetch error, for a notice ("Error fetching timeline: {detail}"). */
  error: string | null = null;
  /** The last load failed because the server lets no one read this without a login. */
  loginRequired = false;
  /** Load-older failed: the view offers a retry button. */
  olderFailed = false;
  /** The view's position: at the top (web: within 15 px; terminal: cursor on row one). */
  atTop = true;
  paused = false;
  focused = true;
  pauseOnUnfocused = true;
  /** Auto-show applies while a live source (streaming) feeds the queue. */
  live = false;
  /** How many views are showing this timeline (polling runs only for watched ones). */
  watchers = 0;

  private readonly olderThrottle: DeferredThrottle;
  private readonly held = new Set<string>();
  /**
   * The walk to older pages: the last page's `next` cursor (its `Link` target, or below its
   * oldest status when the server sends no `Link`).
   */
  private readonly older = new PageWalker('next');
  /** Answers of a timeline that was reset meanwhile are dropped. */
  private readonly requests = new RequestRound();

  constructor(
    readonly kind: TimelineKind,
    private readonly deps: TimelineDeps,
    readonly params: TimelineParams = {},
  ) {
    this.olderThrottle = new DeferredThrottle(deps.clock, OLDER_FETCH_THROTTLE_MS);
    makeObservable<TimelineStore, 'hold'>(this, {
      visibleIds: observable.ref,
      queuedIds: observable.ref,
      queueOverflow: observable,
      state: observable,
      loadingOlder: observable,
      loadingNewer: observable,
      bottomedOut: observable,
      flushMarker: observable,
      error: observable,
      loginRequired: observable,
      olderFailed: observable,
      atTop: observable,
      paused: observable,
      focused: observable,
      pauseOnUnfocused: observable,
      live: observable,
      watchers: observable,
      newStatusCount: computed,
      statuses: computed,
      receive: action,
      showNew: action,
      remove: action,
      markDeleted: action,
      clear: action,
      reset: action,
      setViewport: action,
      setPaused: action,
      setLive: action,
      watch: action,
      hold: action,
    });
  }

  get key(): string {
    return timelineKey(this.kind);
  }

  get newStatusCount(): number {
    return this.queuedIds.length + this.queueOverflow;
  }

  /** Visible statuses as views show them; a deleted one stays (spec part 2 §4), a placeholder. */
  get statuses(): Status[] {
    return this.visibleIds.flatMap((id) => this.deps.entities.status(id) ?? []);
  }

  /** The newest id we hold, shown or queued: new fetches start after it (no holes). */
  get newestHeldId(): string | undefined {
    return newestId([...this.queuedIds.slice(0, 1), ...this.visibleIds.slice(0, 1)]);
  }

  get oldestVisibleId(): string | undefined {
    return this.visibleIds[this.visibleIds.length - 1];
  }

  /** A view starts showing this timeline; returns the stop function. */
  watch(): () => void {
    this.watchers += 1;
    let stopped = false;
    return action(() => {
      if (stopped) return;
      stopped = true;
      this.watchers -= 1;
    });
  }

  async loadInitial(): Promise<void> {
    if (this.state === 'loading') return;
    const current = this.requests.stamp();
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
      this.loginRequired = false;
    });
    try {
      const page = await this.fetch({});
      if (!current()) return;
      runInAction(() => {
        // Statuses streamed in while the page was on its way may be newer than the page.
        const pageIds = new Set(page.ids);
        const newest = newestId(page.ids);
        const arrived = [...this.queuedIds, ...this.visibleIds]
          .filter((id) => !pageIds.has(id) && (newest === undefined || compareIds(id, newest) > 0))
          .sort((a, b) => compareIds(b, a));
        this.clear();
        this.hold([...arrived, ...page.ids], 'visible');
        this.state = 'loaded';
        this.older.reset();
        this.older.take(page);
        this.bottomedOut = this.older.done;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
        this.loginRequired = isLoginRequired(error);
      });
      throw error;
    }
  }

  /**
   * Fetch older statuses below the last visible one: at most one fetch per second, and a
   * call inside that second is deferred to its end, not dropped.
   */
  loadOlder(): Promise<void> {
    if (this.loadingOlder || this.bottomedOut) return Promise.resolve();
    return this.olderThrottle.run(() => this.fetchOlder());
  }

  private async fetchOlder(): Promise<void> {
    // Checked again: a deferred call runs a second later, when things may have changed.
    if (this.loadingOlder || this.bottomedOut) return;
    // Logged out meanwhile (scrolling can outlive the login by a frame): nothing to ask.
    if (signedOutOf(this.kind, this.deps)) return;
    const cursor = this.older.cursor ?? this.belowOldestShown();
    const current = this.requests.stamp();
    runInAction(() => {
      this.loadingOlder = true;
      this.olderFailed = false;
    });
    try {
      const page = await this.fetch({ cursor });
      if (!current()) return;
      runInAction(() => {
        this.hold(page.ids, 'older');
        this.older.take(page);
        if (this.older.done) this.bottomedOut = true;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.olderFailed = true;
        this.error = describeError(error);
      });
    } finally {
      if (current()) {
        runInAction(() => {
          this.loadingOlder = false;
        });
      }
    }
  }

  /** Retry after a failed load-older, skipping the throttle. */
  async retryOlder(): Promise<void> {
    this.olderThrottle.open();
    await this.loadOlder();
  }

  /** Fetch statuses newer than the newest we hold (polling and gap filling). */
  async loadNewer(): Promise<void> {
    if (this.loadingNewer || this.state !== 'loaded') return;
    // `min_id`: the page just above what we hold (some servers ignore `since_id`).
    const cursor = newerThan(this.newestHeldId);
    const current = this.requests.stamp();
    runInAction(() => {
      this.loadingNewer = true;
    });
    try {
      const page = await this.fetch({ cursor });
      if (!current()) return;
      runInAction(() => {
        // A full page means more may lie between: mark it so the view offers Reload.
        if (page.ids.length >= QUEUE_FLUSH_AT && this.visibleIds.length > 0) {
          this.flushMarker = newestId(page.ids) ?? null;
        }
        this.receive(page.ids);
        this.error = null;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      if (current()) {
        runInAction(() => {
          this.loadingNewer = false;
        });
      }
    }
  }

  /** New statuses from the stream or a poll: counted and queued, or shown when allowed. */
  receive(ids: string[]): void {
    const fresh = ids.filter((id) => !this.held.has(id));
    if (fresh.length === 0) return;
    if (this.visibleIds.length === 0 && this.state !== 'loading') {
      this.hold(fresh, 'visible');
      return;
    }
    this.hold(fresh, 'queue');
    this.maybeAutoShow();
  }

  /** Show queued statuses at the top; the list keeps 50 (spec). */
  showNew(): void {
    if (this.queuedIds.length === 0) return;
    const merged = [...this.queuedIds, ...this.visibleIds].sort((a, b) => compareIds(b, a));
    const kept = merged.slice(0, SHOW_NEW_KEEPS);
    const dropped = merged.slice(SHOW_NEW_KEEPS);
    for (const id of dropped) this.held.delete(id);
    this.visibleIds = kept;
    // The walk's cursor points below statuses we just let go: page from what is shown.
    if (dropped.length > 0) this.older.reset(this.belowOldestShown());
    this.queuedIds = [];
    this.queueOverflow = 0;
    this.bottomedOut = false;
  }

  /** The Reload control that replaces "show new" after a flush. */
  async reload(): Promise<void> {
    this.clear();
    await this.loadInitial();
  }

  /** Deleted: a shown row stays as its placeholder; the (unseen) queue lets it and its repeats go. */
  markDeleted(id: string): void {
    const gone = (q: string) => q === id || this.deps.entities.status(q)?.reblogId === id;
    const dropped = this.queuedIds.filter(gone);
    for (const g of dropped) if (!this.visibleIds.includes(g)) this.held.delete(g);
    if (dropped.length > 0) this.queuedIds = this.queuedIds.filter((q) => !gone(q));
  }

  /** Drop a status and every repeat of it, shown or queued. */
  remove(id: string): void {
    const gone = new Set([id]);
    for (const held of this.held) {
      if (this.deps.entities.status(held)?.reblogId === id) gone.add(held);
    }
    for (const g of gone) this.held.delete(g);
    this.visibleIds = this.visibleIds.filter((v) => !gone.has(v));
    this.queuedIds = this.queuedIds.filter((v) => !gone.has(v));
  }

  clear(): void {
    this.visibleIds = [];
    this.queuedIds = [];
    this.queueOverflow = 0;
    this.held.clear();
    this.flushMarker = null;
    this.bottomedOut = false;
    this.olderFailed = false;
    this.older.reset();
  }

  /** Forget everything, loaded state included: the next `openTimeline` loads afresh. */
  reset(): void {
    this.requests.cancel();
    this.olderThrottle.cancel();
    this.loadingOlder = false;
    this.loadingNewer = false;
    this.clear();
    this.state = 'idle';
    this.error = null;
  }

  setViewport(view: { atTop?: boolean; focused?: boolean }): void {
    if (view.atTop !== undefined) this.atTop = view.atTop;
    if (view.focused !== undefined) this.focused = view.focused;
    this.maybeAutoShow();
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    this.maybeAutoShow();
  }

  setLive(live: boolean): void {
    this.live = live;
    this.maybeAutoShow();
  }

  private maybeAutoShow(): void {
    const unfocusedPause = !this.focused && this.pauseOnUnfocused;
    if (
      this.live &&
      this.newStatusCount > 0 &&
      this.atTop &&
      !this.paused &&
      !unfocusedPause &&
      this.flushMarker === null
    ) {
      this.showNew();
    }
  }

  private hold(ids: string[], where: 'visible' | 'older' | 'queue'): void {
    const fresh = ids.filter((id) => !this.held.has(id));
    for (const id of fresh) this.held.add(id);
    if (where === 'queue') {
      const queued = [...fresh, ...this.queuedIds].sort((a, b) => compareIds(b, a));
      const dropped = queued.splice(QUEUE_KEEPS);
      for (const id of dropped) this.held.delete(id);
      this.queueOverflow += dropped.length;
      this.queuedIds = queued;
    } else if (where === 'older') {
      this.visibleIds = [...this.visibleIds, ...fresh];
    } else if (this.visibleIds.length === 0) {
      // A first page keeps the server's order (favourites and bookmarks are ordered by
      // when they were saved, not by status id).
      this.visibleIds = fresh;
    } else {
      this.visibleIds = [...fresh, ...this.visibleIds].sort((a, b) => compareIds(b, a));
    }
  }

  /** After the list was cut: the next older page starts below the oldest status shown. */
  private belowOldestShown(): PageCursor | undefined {
    const oldest = this.oldestVisibleId;
    return oldest === undefined ? undefined : { maxId: oldest };
  }

  private fetch(params: TimelineParams): Promise<StatusPage> {
    return fetchTimelinePage(this.kind, this.deps, { ...this.params, ...params });
  }
}
