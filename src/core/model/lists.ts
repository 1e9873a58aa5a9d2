/**
 * The signed-in user's lists (spec part 1 §2 "Lists page": all lists newest first, each
 * linking to its timeline; the list timeline loads its list; the terminal's `:list` and its
 * completion), created, renamed and deleted here (spec part 1 §2 "List edit/create"), and
 * refreshed every 240 s while a face watches them (spec part 1 §9). A failed change shows the
 * global notice `lists.error` with the message (spec part 1 §8).
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { List } from '../domain/types';
import { describeError } from '../errors';
import type { Scheduler } from '../schedule/scheduler';
import { compareIds } from './ids';
import type { NoticeStore } from './notices';
import { type LoadState, PageRequests } from './pager';

export type ListsState = LoadState;

/** Spec part 1 §9: the lists are fetched again every 240 s. */
export const LISTS_REFRESH_MS = 240_000;

/** The global notice of a failed list change (spec part 1 §8). */
export const LISTS_ERROR_KEY = 'lists.error';

export class ListsStore {
  /** Known lists by id (from the index or fetched one by one). */
  readonly byId = observable.map<string, List>({}, { deep: false });
  state: ListsState = 'idle';
  error: string | null = null;
  /** Ids whose single fetch failed (the list timeline still loads; the title falls back). */
  readonly missing = observable.set<string>();

  private readonly requests = new PageRequests();
  private loading: Promise<void> | null = null;

  constructor(
    private readonly client: () => PleromaClient,
    /** Where a failed change is told (`lists.error`); none: the caller tells it. */
    private readonly notices?: NoticeStore,
  ) {
    makeObservable(this, {
      state: observable,
      error: observable,
      newestFirst: computed,
      reset: action,
    });
  }

  /** Spec: all lists, newest first (ids grow with time). */
  get newestFirst(): List[] {
    return [...this.byId.values()].sort((a, b) => compareIds(b.id, a.id));
  }

  list(id: string): List | undefined {
    return this.byId.get(id);
  }

  /** Fetch every list. Never throws; failures land in `error`. */
  load(): Promise<void> {
    return this.requests.first(this, {
      fetch: () => this.client().lists.all(),
      apply: (lists) => {
        this.byId.clear();
        for (const list of lists) this.byId.set(list.id, list);
      },
    });
  }

  /** Load once (again after a failure); callers waiting together share one request. */
  ensureLoaded(): Promise<void> {
    if (this.state === 'loaded') return Promise.resolve();
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * A list by title (case-insensitive, as `shown` draws titles: a face cleans remote text
   * its own way), else by id.
   */
  find(titleOrId: string, shown: (title: string) => string = (title) => title): List | undefined {
    const wanted = titleOrId.trim().toLowerCase();
    const lists = this.newestFirst;
    return (
      lists.find((list) => shown(list.title).trim().toLowerCase() === wanted) ??
      lists.find((list) => list.id === titleOrId.trim())
    );
  }

  /** Make sure one list is known (for the list timeline's title). */
  async ensure(id: string): Promise<void> {
    if (this.byId.has(id)) return;
    const current = this.requests.stamp();
    try {
      const list = await this.client().lists.fetch(id);
      if (!current()) return;
      runInAction(() => {
        this.byId.set(list.id, list);
        this.missing.delete(id);
      });
    } catch {
      if (!current()) return;
      runInAction(() => this.missing.add(id));
    }
  }

  /**
   * Fetch the lists again every 240 s (spec part 1 §9) until the returned function is
   * called; a failed refresh keeps what is shown.
   */
  refreshEvery(scheduler: Scheduler): () => void {
    const job = scheduler.every('lists-refresh', LISTS_REFRESH_MS, () => this.refresh());
    return () => job.dispose();
  }

  /** Fetch the lists again, keeping them on screen (no `loading` state) while it runs. */
  async refresh(): Promise<void> {
    if (this.state !== 'loaded') return this.load();
    const current = this.requests.stamp();
    try {
      const lists = await this.client().lists.all();
      if (!current()) return;
      runInAction(() => {
        this.byId.clear();
        for (const list of lists) this.byId.set(list.id, list);
      });
    } catch {
      // Kept as it was; the next refresh tries again.
    }
  }

  /** Create a list; null (and the `lists.error` notice) when the server refuses. */
  create(title: string): Promise<List | null> {
    return this.change(() => this.client().lists.create(title));
  }

  /** A new title for a list; null (and the notice) on failure. */
  rename(id: string, title: string): Promise<List | null> {
    return this.change(() => this.client().lists.rename(id, title));
  }

  /** Delete a list; false (and the notice) on failure. */
  async remove(id: string): Promise<boolean> {
    try {
      await this.client().lists.remove(id);
      runInAction(() => this.byId.delete(id));
      return true;
    } catch (error) {
      this.tell(error);
      return false;
    }
  }

  /** Tell a failed list change the spec's way (a face that made the call itself too). */
  tell(error: unknown): void {
    this.notices?.add('error', LISTS_ERROR_KEY, { detail: describeError(error) });
  }

  private async change(call: () => Promise<List>): Promise<List | null> {
    try {
      const list = await call();
      runInAction(() => {
        this.byId.set(list.id, list);
        this.missing.delete(list.id);
      });
      return list;
    } catch (error) {
      this.tell(error);
      return null;
    }
  }

  /** Logout: another account has other lists. */
  reset(): void {
    this.requests.cancel();
    this.byId.clear();
    this.missing.clear();
    this.state = 'idle';
    this.error = null;
  }
}
