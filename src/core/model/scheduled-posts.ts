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
import { scheduledStatusesApi } from '../api/scheduled-statuses';
import { describeError } from '../errors';
import type { ClockPort, StoragePort } from '../ports';
import type { ComposeVisibility } from './compose';
import type { ComposeSnapshot } from './draft-record';
import type { NoticeStore } from './notices';
import { OwedCancels } from './owed-cancels';
import { RequestRound } from './pager';
import { DEFAULT_POLL_EXPIRY_SECONDS } from './post/poll-draft';
import type { ScopeStoreKit } from './scope-store';

export interface ScheduledPostsDeps {
  client: () => PleromaClient;
  /**
   * Where a rewrite's owed cancels are kept and retried (see `owed-cancels.ts`); without
   * them a failed cancel of a replaced post is only reported.
   */
  owed?: { clock: ClockPort; storage: StoragePort; notices: NoticeStore };
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
  private readonly owedCancels: OwedCancels | null;

  constructor(private readonly deps: ScheduledPostsDeps) {
    const owed = deps.owed;
    this.owedCancels = owed
      ? new OwedCancels({
          cancel: (id) => scheduledStatusesApi(deps.client()).cancel(id),
          clock: owed.clock,
          storage: owed.storage,
          settledLater: (id) => {
            runInAction(() => {
              this.items = this.items.filter((item) => item.id !== id);
            });
            owed.notices.add('success', 'scheduled_panel.replaced_later');
          },
        })
      : null;
    makeObservable(this, {
      items: observable.ref,
      loading: observable,
      loaded: observable,
      error: observable,
      dismissError: action,
    });
  }

  /**
   * Fetch the list (again), after another try at any owed cancel (so a replaced post does
   * not show twice). Never throws: a failure lands in `error`, the list stays.
   */
  async load(): Promise<void> {
    const current = this.round.next();
    runInAction(() => {
      this.loading = true;
    });
    try {
      await this.owedCancels?.retryNow();
      const items = await scheduledStatusesApi(this.deps.client()).list();
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
      const updated = await scheduledStatusesApi(this.deps.client()).reschedule(
        id,
        at.toISOString(),
      );
      return (items) => soonestFirst(items.map((item) => (item.id === id ? updated : item)));
    });
  }

  /** Cancel a post (it is never published). Resolves whether the server took it. */
  cancel(id: string): Promise<boolean> {
    return this.change(id, async () => {
      await scheduledStatusesApi(this.deps.client()).cancel(id);
      return (items) => items.filter((item) => item.id !== id);
    });
  }

  /**
   * Cancel the old post of a rewrite, once the new one is scheduled. Resolves null when it is
   * cancelled; else why not: the cancel is then owed and retried until the server takes it,
   * and a notice says so when it does (the face tells the first failure, once).
   */
  async cancelReplaced(id: string): Promise<string | null> {
    if (!this.owedCancels) return (await this.cancel(id)) ? null : (this.error ?? '');
    const failure = await this.owedCancels.cancel(id);
    if (failure === null)
      runInAction(() => {
        this.items = this.items.filter((item) => item.id !== id);
      });
    return failure;
  }

  /** Whether this post is a replaced one whose cancel is still being retried. */
  isCancelOwed(id: string): boolean {
    return this.owedCancels?.ids.has(id) ?? false;
  }

  dispose(): void {
    this.owedCancels?.dispose();
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
    (a, b) =>
      Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const FORM_VISIBILITIES: readonly string[] = [
  'public',
  'unlisted',
  'private',
  'direct',
] satisfies readonly ComposeVisibility[];

/**
 * A scheduled post as a post form's contents, to rewrite it (the API changes only the time
 * of a scheduled post: a face sends the rewritten post and then cancels this one). Its files
 * come along by id, the time stays the same.
 */
export function scheduledAsSnapshot(item: ScheduledStatus): ComposeSnapshot {
  const visibility = (
    item.visibility && FORM_VISIBILITIES.includes(item.visibility) ? item.visibility : 'public'
  ) as ComposeVisibility;
  return {
    text: item.text,
    spoilerText: item.spoilerText,
    visibility,
    inReplyToId: item.inReplyToId,
    scheduledAt: item.scheduledAt,
    ...(item.pollOptions.length > 0
      ? {
          poll: {
            options: item.pollOptions,
            expiresIn: item.pollExpiresIn ?? DEFAULT_POLL_EXPIRY_SECONDS,
            multiple: item.pollMultiple,
          },
        }
      : {}),
    ...(item.media.length > 0 || item.sensitive
      ? { media: item.media, sensitive: item.sensitive }
      : {}),
  };
}

/** An account's scheduled posts (`scope.use(scheduledPostsOf)`; both UIs show them). */
export const scheduledPostsOf: ScopeStoreKit<ScheduledPostsStore> = {
  make: (scope) =>
    new ScheduledPostsStore({
      client: () => scope.client,
      owed: { clock: scope.clock, storage: scope.storage, notices: scope.notices },
    }),
  dispose: (store) => store.dispose(),
};
