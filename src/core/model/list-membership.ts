/**
 * "Add to list" from a profile (issue 12): which of the signed-in user's lists hold one
 * account, and a toggle per list. The profile screens of each face show it (the web's menu,
 * the terminal's `L`); the CLI has `petrel lists add|remove`.
 *
 * Platform-free: no DOM, no Node.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { List } from '../domain/types';
import { describeError } from '../errors';
import type { ListsStore } from './lists';
import type { LoadState } from './pager';

export interface ListMembershipDeps {
  client: () => PleromaClient;
  lists: ListsStore;
}

export class ListMembershipStore {
  /** Ids of the lists that hold the account. */
  readonly memberOf = observable.set<string>();
  state: LoadState = 'idle';
  error: string | null = null;
  /** Lists whose change is in flight. */
  readonly pending = observable.set<string>();

  constructor(
    private readonly deps: ListMembershipDeps,
    readonly accountId: string,
  ) {
    makeObservable(this, { state: observable, error: observable, lists: computed, reset: action });
  }

  /** Every list of the user, newest first (the menu's rows). */
  get lists(): List[] {
    return this.deps.lists.newestFirst;
  }

  has(listId: string): boolean {
    return this.memberOf.has(listId);
  }

  /** The user's lists and which hold the account. Never throws. */
  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const [, holding] = await Promise.all([
        this.deps.lists.ensureLoaded(),
        this.deps.client().lists.ofAccount(this.accountId),
      ]);
      runInAction(() => {
        this.memberOf.replace(holding.map((list) => list.id));
        this.state = this.deps.lists.state === 'failed' ? 'failed' : 'loaded';
        this.error = this.deps.lists.error;
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }

  /** Add to or take off one list; false (and the `lists.error` notice) on failure. */
  async toggle(listId: string): Promise<boolean> {
    if (this.pending.has(listId)) return false;
    const adding = !this.memberOf.has(listId);
    // Optimistic: the box shows the new state at once (and is held) while the change is
    // on its way; a failure puts it back.
    const mark = (member: boolean) =>
      runInAction(() => {
        if (member) this.memberOf.add(listId);
        else this.memberOf.delete(listId);
      });
    runInAction(() => this.pending.add(listId));
    mark(adding);
    try {
      const lists = this.deps.client().lists;
      if (adding) await lists.addMembers(listId, [this.accountId]);
      else await lists.removeMembers(listId, [this.accountId]);
      return true;
    } catch (error) {
      mark(!adding);
      this.deps.lists.tell(error);
      return false;
    } finally {
      runInAction(() => this.pending.delete(listId));
    }
  }

  reset(): void {
    this.memberOf.clear();
    this.state = 'idle';
    this.error = null;
  }
}
