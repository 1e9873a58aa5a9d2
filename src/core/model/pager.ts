import { action, makeObservable, observable, runInAction } from 'mobx';
import { type PageCursor, PageWalker } from '../api/paging';
import type { EntityBundle } from '../domain/types';
import { describeError } from '../errors';
import type { EntityStore } from './entities';

/**
 * Paging shared by the list stores (account lists, search, mentions, the interactions tabs,
 * and the faces' own lists): a first load that replaces what is shown, "load more" that adds
 * below it and keeps what is shown when it fails, and answers that a newer load or a reset
 * overtook are dropped. `PageRequests` is the sequence alone (and the one staleness guard of
 * every store); `IdPager` is a whole list of ids on it, walked with the API's `PageCursor`.
 *
 * Platform-free: no DOM, no Node.
 */

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The observable fields a list shows its loading by; the store owns them. */
export interface LoadStatus {
  state: LoadState;
  error: string | null;
}

export interface FirstLoad<T> {
  /** Runs in the action that sets `loading` (clear what the previous answer showed). */
  begin?: () => void;
  fetch: () => Promise<T>;
  /** Takes the answer, in an action, just before `loaded` is set. */
  apply: (answer: T) => void;
}

export interface MoreLoad<T> {
  /** Marks a "load more" as running (true) and as done (false). */
  busy: (running: boolean) => void;
  fetch: () => Promise<T>;
  /** Takes the answer, in an action. */
  apply: (answer: T) => void;
}

/**
 * The one staleness guard of every store: an answer counts only while the round it was asked
 * in is still the current one. A newer request (`next`) or a reset (`cancel`) ends the round.
 */
export class RequestRound {
  private round = 0;

  /** Answers to every request still in flight will be dropped. */
  cancel(): void {
    this.round++;
  }

  /** Whether the round running now is still the current one, asked later. */
  stamp(): () => boolean {
    const round = this.round;
    return () => round === this.round;
  }

  /** A request that overtakes every earlier one: its own "still current?" check. */
  next(): () => boolean {
    this.cancel();
    return this.stamp();
  }
}

/**
 * Runs a list's requests so only the current round's answers land. A first load starts a
 * new round; so does `cancel` (a reset or logout). Neither method throws: failures land in
 * `error` (and a failed first load sets `failed`).
 */
export class PageRequests extends RequestRound {
  async first<T>(status: LoadStatus, load: FirstLoad<T>): Promise<void> {
    this.cancel();
    const current = this.stamp();
    runInAction(() => {
      load.begin?.();
      status.state = 'loading';
      status.error = null;
    });
    try {
      const answer = await load.fetch();
      if (!current()) return;
      runInAction(() => {
        load.apply(answer);
        status.state = 'loaded';
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        status.state = 'failed';
        status.error = describeError(error);
      });
    }
  }

  async more<T>(status: LoadStatus, load: MoreLoad<T>): Promise<void> {
    const current = this.stamp();
    runInAction(() => {
      load.busy(true);
      status.error = null;
    });
    try {
      const answer = await load.fetch();
      if (!current()) return;
      runInAction(() => load.apply(answer));
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        status.error = describeError(error);
      });
    } finally {
      if (current()) runInAction(() => load.busy(false));
    }
  }
}

/** One page of a list of ids, with the entities it carries. */
export interface IdPage {
  ids: readonly string[];
  /**
   * Every entry the page brought, those `ids` leave out included (another type, unreadable):
   * a page with none new ends the paging. Defaults to `ids`.
   */
  entryIds?: readonly string[];
  bundle: EntityBundle;
  /** Where the next page starts; undefined when the server has no more (bottomed out). */
  next: PageCursor | undefined;
}

/** Fetches the first page (`undefined`) or the page at a cursor a previous page gave. */
export type IdPageFetcher<Page extends IdPage = IdPage> = (
  cursor: PageCursor | undefined,
) => Promise<Page>;

/**
 * A list of entity ids in server order, paged with a cursor; an id shows once. A subclass
 * whose pages carry more than ids and entities keeps the rest in `keep` and drops it in
 * `forget` (both run inside the pager's actions, only for answers that still count).
 */
export class IdPager<Page extends IdPage = IdPage> implements LoadStatus {
  ids: string[] = [];
  state: LoadState = 'idle';
  loadingMore = false;
  bottomedOut = false;
  error: string | null = null;

  private readonly walk = new PageWalker('next');
  private readonly requests = new PageRequests();

  constructor(
    private readonly fetchPage: IdPageFetcher<Page>,
    protected readonly entities: EntityStore,
  ) {
    makeObservable(this, {
      ids: observable.ref,
      state: observable,
      loadingMore: observable,
      bottomedOut: observable,
      error: observable,
      reset: action,
    });
  }

  /** Load (or reload) the first page. Never throws; failures land in `error`. */
  loadInitial(): Promise<void> {
    return this.requests.first(this, {
      fetch: () => this.fetchPage(undefined),
      apply: (page) => this.take(page, true),
    });
  }

  /** The next page below what is shown. Never throws; failures land in `error`. */
  async loadMore(): Promise<void> {
    if (this.state !== 'loaded' || this.loadingMore || this.bottomedOut) return;
    const cursor = this.walk.cursor;
    await this.requests.more(this, {
      busy: (running) => {
        this.loadingMore = running;
      },
      fetch: () => this.fetchPage(cursor),
      apply: (page) => this.take(page, false),
    });
  }

  /** Forget everything (another account); answers still in flight are dropped. */
  reset(): void {
    this.requests.cancel();
    this.ids = [];
    this.state = 'idle';
    this.loadingMore = false;
    this.bottomedOut = false;
    this.error = null;
    this.walk.reset();
    this.forget();
  }

  /** Keeps what a page carries beyond ids and entities (after `forget` for a first page). */
  protected keep(_page: Page): void {}

  /** Drops what `keep` kept (a reset, or a first page replacing what was shown). */
  protected forget(): void {}

  private take(page: Page, first: boolean): void {
    this.entities.ingest(page.bundle);
    if (first) {
      this.forget();
      this.walk.reset();
    }
    this.keep(page);
    this.ids = [...new Set([...(first ? [] : this.ids), ...page.ids])];
    this.walk.take({ ids: page.entryIds ?? page.ids, cursors: { next: page.next } });
    this.bottomedOut = this.walk.done;
  }
}
