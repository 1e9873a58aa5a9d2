/**
 * The account's scheduled posts (`/api/v1/scheduled_statuses`): list, reschedule, cancel.
 * One store for every face (the terminal's scheduled view, the web's panel); made per
 * account scope by `scope.use(scheduledPostsOf)`. Times are checked by `parseScheduleTime`
 * (`post/scheduling.ts`) before they get here, as the CLI's `--at` does.
 *
 * Platform-free: no DOM, no Node.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient, ScheduledStatus } from '../api/client';
import { describeError } from '../errors';
import { RequestRound } from './pager';
import type { ScopeStoreKit } from './scope-store';

export interface ScheduledPostsDeps {
  client: () => PleromaClient;
}

export class ScheduledPostsStore {
  /** Soonest first. */
  items: readonly ScheduledStatus[] = [];
  loading = false;
  /** Whether a load ever succeeded (before that, an empty list means "not known yet"). */
  loaded = false;
  /** The last failure (load, cancel or reschedule), as a sentence; null after a success. */
  error: string | null = null;
  /** Ids with a cancel or reschedule in flight (a face greys them and ignores repeats). */
  readonly busy = observable.set<string>();

  private readonly round = new RequestRound();

  constructor(private readonly deps: ScheduledPostsDeps) {
    makeObservable(this, {
      items: observable.ref,
      loading: observable,
      loaded: observable,
      error: observable,
      dismissError: action,
    });
  }

  /** Fetch the list (again). Never throws: a failure lands in `error`, the list stays. */
  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.loading = true;
    });
    try {
      const items = await this.deps.client().scheduledStatuses.list();
      if (!current()) return;
      runInAction(() => {
        this.items = soonestFirst(items);
        this.loaded = true;
        this.error = null;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      if (current())
        runInAction(() => {
          this.loading = false;
        });
    }
  }

  /** Move a post to another time. Resolves whether the server took it. */
  reschedule(id: string, at: Date): Promise<boolean> {
    return this.change(id, async () => {
      const updated = await this.deps.client().scheduledStatuses.reschedule(id, at.toISOString());
      return (items) => soonestFirst(items.map((item) => (item.id === id ? updated : item)));
    });
  }

  /** Cancel a post (it is never published). Resolves whether the server took it. */
  cancel(id: string): Promise<boolean> {
    return this.change(id, async () => {
      await this.deps.client().scheduledStatuses.cancel(id);
      return (items) => items.filter((item) => item.id !== id);
    });
  }

  find(id: string): ScheduledStatus | undefined {
    return this.items.find((item) => item.id === id);
  }

  dismissError(): void {
    this.error = null;
  }

  private async change(
    id: string,
    run: () => Promise<(items: readonly ScheduledStatus[]) => readonly ScheduledStatus[]>,
  ): Promise<boolean> {
    if (this.busy.has(id)) return false;
    runInAction(() => this.busy.add(id));
    try {
      const apply = await run();
      runInAction(() => {
        this.items = apply(this.items);
        this.error = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
      });
      return false;
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }
}

function soonestFirst(items: readonly ScheduledStatus[]): ScheduledStatus[] {
  return [...items].sort(
    (a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) || a.id.localeCompare(b.id),
  );
}

/** An account's scheduled posts (`scope.use(scheduledPostsOf)`; both UIs show them). */
export const scheduledPostsOf: ScopeStoreKit<ScheduledPostsStore> = {
  make: (scope) => new ScheduledPostsStore({ client: () => scope.client }),
};
