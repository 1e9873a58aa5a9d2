/**
 * Cancels still owed for rewritten scheduled posts. A rewrite schedules the new post first and
 * cancels the old one after (the API changes only a scheduled post's time); when that cancel
 * fails, both would be published. So the old id is owed: kept in the account's storage and
 * tried again with backoff on the scope's clock (5 s, doubling, at most 5 min apart) until the
 * server takes it, and again whenever the scheduled view opens (a restart loses the timer, not
 * the debt). A 404 settles it too: the post is gone already.
 *
 * Platform-free: no DOM, no Node.
 */
import { observable, runInAction } from 'mobx';
import { ApiError, describeError } from '../errors';
import type { ClockPort, StoragePort, TimerHandle } from '../ports';

/** Where the owed ids are kept in the account's storage. */
export const OWED_CANCELS_KEY = 'scheduledCancelsOwed';
/** The first retry comes this long after the failure; each next one waits twice as long. */
export const OWED_CANCEL_FIRST_RETRY_MS = 5_000;
/** Retries are never further apart than this. */
export const OWED_CANCEL_MAX_RETRY_MS = 5 * 60_000;

export function owedCancelDelay(failures: number): number {
  return Math.min(
    OWED_CANCEL_MAX_RETRY_MS,
    OWED_CANCEL_FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1),
  );
}

export interface OwedCancelsDeps {
  /** Cancels one scheduled post (throws as the API does). */
  cancel: (id: string) => Promise<void>;
  clock: ClockPort;
  storage: StoragePort;
  /** A retry (not the first try) went through: the old post will not be published. */
  settledLater: (id: string) => void;
}

export class OwedCancels {
  /** Old scheduled posts whose cancel is still owed (a face marks them). */
  readonly ids = observable.set<string>();
  private failures = 0;
  private timer: TimerHandle | undefined;
  private running: Promise<void> | null = null;
  private disposed = false;

  constructor(private readonly deps: OwedCancelsDeps) {
    const stored = this.read();
    runInAction(() => {
      for (const id of stored) this.ids.add(id);
    });
  }

  /**
   * Cancel the old post of a rewrite. Resolves null when it is cancelled (or already gone);
   * else why it failed: it is owed now, and retried from 5 s later.
   */
  async cancel(id: string): Promise<string | null> {
    const failure = await this.tryOne(id);
    if (failure === null) return null;
    runInAction(() => this.ids.add(id));
    this.write();
    // A new debt starts the backoff over (the others come along).
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.failures = 1;
    this.plan();
    return failure;
  }

  /** Try every owed cancel now (the scheduled view opened); resolves when they were tried. */
  retryNow(): Promise<void> {
    if (this.disposed || this.ids.size === 0) return Promise.resolve();
    if (this.running) return this.running;
    if (this.timer !== undefined) {
      this.deps.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.running = this.retryAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async retryAll(): Promise<void> {
    let failed = false;
    for (const id of [...this.ids]) {
      if (this.disposed) return;
      if ((await this.tryOne(id)) === null) {
        runInAction(() => this.ids.delete(id));
        this.write();
        this.deps.settledLater(id);
      } else failed = true;
    }
    if (failed) {
      this.failures++;
      this.plan();
    } else this.failures = 0;
  }

  private plan(): void {
    if (this.disposed || this.timer !== undefined || this.ids.size === 0) return;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = undefined;
      void this.retryNow();
    }, owedCancelDelay(this.failures));
  }

  /** Null when the post is cancelled or gone; else why not. */
  private async tryOne(id: string): Promise<string | null> {
    try {
      await this.deps.cancel(id);
      return null;
    } catch (error) {
      // Gone already (cancelled elsewhere, or a retry whose answer was lost): settled. The
      // resource words a 404 as "not offered", with the server's answer as its cause.
      const answer =
        error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
      if (answer instanceof ApiError && answer.status === 404) return null;
      return describeError(error);
    }
  }

  private read(): string[] {
    try {
      const stored = this.deps.storage.get<unknown>(OWED_CANCELS_KEY);
      return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      if (this.ids.size > 0) this.deps.storage.set(OWED_CANCELS_KEY, [...this.ids]);
      else this.deps.storage.delete(OWED_CANCELS_KEY);
    } catch {
      // Storage refused: the debt is still retried for this run.
    }
  }
}
