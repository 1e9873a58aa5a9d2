/**
 * The list edit/create screen (spec part 1 §2): a title field; with an id, a button updates
 * the title; a manage-members tab (remove with undo) and an add-members tab with account search
 * (debounced 2000 ms, "following only" on by default); the footer creates a new list (then its
 * members are set and the face opens its timeline) or deletes an existing one after a yes/no
 * confirmation (then the face goes back to the lists page). Both faces draw this one store.
 *
 * Platform-free: no DOM, no Node.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Account, List } from '../domain/types';
import { describeError } from '../errors';
import type { ClockPort, TimerHandle } from '../ports';
import type { EntityStore } from './entities';
import type { ListsStore } from './lists';
import type { LoadState } from './pager';

/** Spec part 1 §9: the member search waits 2000 ms after the last keystroke. */
export const LIST_MEMBER_SEARCH_DEBOUNCE_MS = 2000;

/** How many accounts one member search shows. */
export const LIST_MEMBER_SEARCH_LIMIT = 40;

export type ListEditorTab = 'members' | 'add';

export interface ListEditorDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  lists: ListsStore;
  clock: ClockPort;
}

export class ListEditorStore {
  title = '';
  tab: ListEditorTab = 'members';
  /** Members in the order they were shown (a new list: the ones picked so far). */
  memberIds: string[] = [];
  /** Members taken off in this visit, kept on the tab so each can be undone. */
  readonly removedIds = observable.set<string>();
  membersState: LoadState = 'idle';
  query = '';
  followingOnly = true;
  results: string[] = [];
  searchState: LoadState = 'idle';
  /** A call in flight (title, create, delete, a member change); the controls wait for it. */
  busy = false;
  /** The footer's yes/no question before a delete. */
  confirmingDelete = false;
  error: string | null = null;

  private searchTimer: TimerHandle | undefined;
  private searchRound = 0;

  constructor(
    private readonly deps: ListEditorDeps,
    /** The list being edited; null for a new one. */
    readonly listId: string | null,
  ) {
    makeObservable<ListEditorStore, 'runSearch'>(this, {
      title: observable,
      tab: observable,
      memberIds: observable.ref,
      membersState: observable,
      query: observable,
      followingOnly: observable,
      results: observable.ref,
      searchState: observable,
      busy: observable,
      confirmingDelete: observable,
      error: observable,
      isNew: computed,
      members: computed,
      canCreate: computed,
      setTitle: action,
      setTab: action,
      setQuery: action,
      setFollowingOnly: action,
      askDelete: action,
      cancelDelete: action,
      runSearch: action,
    });
  }

  get isNew(): boolean {
    return this.listId === null;
  }

  /** The members' accounts, those removed in this visit included (they show "undo"). */
  get members(): Account[] {
    return this.memberIds.flatMap((id) => {
      const account = this.deps.entities.account(id);
      return account ? [account] : [];
    });
  }

  get canCreate(): boolean {
    return this.isNew && this.title.trim() !== '' && !this.busy;
  }

  /** An account the members or the search brought. */
  account(id: string): Account | undefined {
    return this.deps.entities.account(id);
  }

  /** Whether an account is a member now (not removed in this visit). */
  isMember(accountId: string): boolean {
    return this.memberIds.includes(accountId) && !this.removedIds.has(accountId);
  }

  /** The list's title and members (an existing list); a new list starts empty. */
  async load(): Promise<void> {
    const { listId } = this;
    if (listId === null) return;
    runInAction(() => {
      this.membersState = 'loading';
    });
    const lists = this.deps.lists;
    await lists.ensure(listId);
    runInAction(() => {
      this.title = lists.list(listId)?.title ?? this.title;
    });
    try {
      const members = await this.deps.client().lists.members(listId);
      runInAction(() => {
        this.deps.entities.ingest(members.bundle);
        this.memberIds = members.ids;
        this.membersState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.membersState = 'failed';
        this.error = describeError(error);
      });
    }
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setTab(tab: ListEditorTab): void {
    this.tab = tab;
  }

  /** Typing in the search: it runs 2000 ms after the last change (spec part 1 §9). */
  setQuery(query: string): void {
    this.query = query;
    this.scheduleSearch(LIST_MEMBER_SEARCH_DEBOUNCE_MS);
  }

  /** "Following only" (on by default): the shown results are asked for again at once. */
  setFollowingOnly(on: boolean): void {
    this.followingOnly = on;
    this.scheduleSearch(0);
  }

  /** Search now (Enter in a face), without waiting for the debounce. */
  searchNow(): Promise<void> {
    this.cancelTimer();
    return this.runSearch();
  }

  /** An existing list renames at once (the "update title" button); null on failure. */
  async saveTitle(): Promise<List | null> {
    if (this.listId === null || this.title.trim() === '') return null;
    return this.whileBusy(() => this.deps.lists.rename(this.listId ?? '', this.title.trim()));
  }

  /**
   * Add an account: to an existing list at once; to a new one when it is created. Undoes a
   * removal made in this visit.
   */
  async add(accountId: string): Promise<boolean> {
    if (this.isMember(accountId)) return true;
    if (this.listId !== null) {
      const ok = await this.memberCall(() =>
        this.deps.client().lists.addMembers(this.listId ?? '', [accountId]),
      );
      if (!ok) return false;
    }
    runInAction(() => {
      this.removedIds.delete(accountId);
      if (!this.memberIds.includes(accountId)) this.memberIds = [...this.memberIds, accountId];
    });
    return true;
  }

  /** Take an account off; it stays on the members tab with "undo" until the screen closes. */
  async remove(accountId: string): Promise<boolean> {
    if (!this.isMember(accountId)) return true;
    if (this.listId !== null) {
      const ok = await this.memberCall(() =>
        this.deps.client().lists.removeMembers(this.listId ?? '', [accountId]),
      );
      if (!ok) return false;
    }
    runInAction(() => {
      if (this.listId === null) this.memberIds = this.memberIds.filter((id) => id !== accountId);
      else this.removedIds.add(accountId);
    });
    return true;
  }

  /** Undo a removal of this visit (the account is added back). */
  undoRemove(accountId: string): Promise<boolean> {
    return this.add(accountId);
  }

  /**
   * Create the list, then set its members (spec: "after creating, members are set and the
   * list timeline opens"). The new list, or null with the `lists.error` notice.
   */
  async create(): Promise<List | null> {
    if (!this.canCreate) return null;
    return this.whileBusy(async () => {
      const list = await this.deps.lists.create(this.title.trim());
      if (!list) return null;
      const ids = this.memberIds.filter((id) => !this.removedIds.has(id));
      try {
        await this.deps.client().lists.addMembers(list.id, ids);
      } catch (error) {
        // The list exists: its timeline still opens; the notice says who is missing.
        this.deps.lists.tell(error);
      }
      return list;
    });
  }

  askDelete(): void {
    this.confirmingDelete = true;
  }

  cancelDelete(): void {
    this.confirmingDelete = false;
  }

  /** "Yes" to the delete question: true once the server deleted the list. */
  async confirmDelete(): Promise<boolean> {
    if (this.listId === null) return false;
    const listId = this.listId;
    const done = await this.whileBusy(async () => (await this.deps.lists.remove(listId)) || null);
    runInAction(() => {
      this.confirmingDelete = false;
    });
    return done === true;
  }

  /** The screen closes: a pending search never runs. */
  dispose(): void {
    this.cancelTimer();
    this.searchRound++;
  }

  private scheduleSearch(delayMs: number): void {
    this.cancelTimer();
    this.searchTimer = this.deps.clock.setTimeout(() => {
      this.searchTimer = undefined;
      void this.runSearch();
    }, delayMs);
  }

  private cancelTimer(): void {
    if (this.searchTimer !== undefined) this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
  }

  private async runSearch(): Promise<void> {
    const query = this.query.trim();
    const round = ++this.searchRound;
    if (query === '') {
      this.results = [];
      this.searchState = 'idle';
      return;
    }
    this.searchState = 'loading';
    try {
      const found = await this.deps.client().accounts.search(query, {
        limit: LIST_MEMBER_SEARCH_LIMIT,
        following: this.followingOnly,
        resolve: false,
      });
      if (round !== this.searchRound) return;
      runInAction(() => {
        this.deps.entities.ingest(found.bundle);
        this.results = found.ids;
        this.searchState = 'loaded';
      });
    } catch (error) {
      if (round !== this.searchRound) return;
      runInAction(() => {
        this.searchState = 'failed';
        this.error = describeError(error);
      });
    }
  }

  private async memberCall(call: () => Promise<void>): Promise<boolean> {
    const done = await this.whileBusy(async () => {
      try {
        await call();
        return true;
      } catch (error) {
        this.deps.lists.tell(error);
        return null;
      }
    });
    return done === true;
  }

  private async whileBusy<T>(run: () => Promise<T | null>): Promise<T | null> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await run();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
