/**
 * The signed-in user's lists (spec part 1 §2 "Lists page": all lists newest first, each
 * linking to its timeline; the list timeline loads its list; the terminal's `:list` and its
 * completion). Reading only: creating, renaming and members belong to the list-edit issue.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { List } from '../domain/types';
import { compareIds } from './ids';
import { type LoadState, PageRequests } from './pager';

export type ListsState = LoadState;

export class ListsStore {
  /** Known lists by id (from the index or fetched one by one). */
  readonly byId = observable.map<string, List>({}, { deep: false });
  state: ListsState = 'idle';
  error: string | null = null;
  /** Ids whose single fetch failed (the list timeline still loads; the title falls back). */
  readonly missing = observable.set<string>();

  private readonly requests = new PageRequests();
  private loading: Promise<void> | null = null;

  constructor(private readonly client: () => PleromaClient) {
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

  /** Logout: another account has other lists. */
  reset(): void {
    this.requests.cancel();
    this.byId.clear();
    this.missing.clear();
    this.state = 'idle';
    this.error = null;
  }
}
