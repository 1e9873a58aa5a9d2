import { makeObservable, observable, runInAction } from 'mobx';
import { describeError, type List, type PleromaClient } from '../../../core';
import { safeLine } from '../../../shared/text/terminal-safe';

/**
 * The signed-in user's lists (`GET /api/v1/lists`), for `:list` and its completion. Loaded
 * when the command line first needs them and again after a failure.
 *
 * Platform-free; it belongs in core once a second face needs lists (core has no lists
 * store yet).
 */
export class ListsDirectory {
  lists: List[] = [];
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  error: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly client: () => PleromaClient) {
    makeObservable(this, {
      lists: observable.ref,
      state: observable,
      error: observable,
    });
  }

  /** Load once (again after a failure); never throws. */
  ensureLoaded(): Promise<void> {
    if (this.state === 'loaded') return Promise.resolve();
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** A list by title as shown (case-insensitive), else by id. */
  find(titleOrId: string): List | undefined {
    const wanted = titleOrId.trim().toLowerCase();
    return (
      this.lists.find((list) => safeLine(list.title).trim().toLowerCase() === wanted) ??
      this.lists.find((list) => list.id === titleOrId.trim())
    );
  }

  private async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const lists = await this.client().lists.all();
      runInAction(() => {
        this.lists = lists;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }
}
