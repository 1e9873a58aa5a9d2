import { action, makeObservable, observable, runInAction } from 'mobx';
import type { MuteOptions, PleromaClient } from '../api/client';
import { walkPages } from '../api/paging';
import type { Relationship } from '../domain/types';
import { describeError } from '../errors';
import type { ClockPort, LoggerPort } from '../ports';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import type { NoticeStore } from './notices';
import { RequestRound } from './pager';

/** Pleroma's largest page: the whole list in as few requests as the server allows. */
export const MUTES_PAGE_SIZE = 40;
/** Spec-free bound: at most this many pages (400 mutes) are read at sign-in. */
export const MUTES_MAX_PAGES = 10;
/** The longest delay a timer takes (about 24.8 days); later expiries wait for a reload. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type MutesState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MutesDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  notices: NoticeStore;
  scheduler: Scheduler;
  clock: ClockPort;
  logger: LoggerPort;
  /** A mute or unmute answered with the new relationship (profiles show it). */
  onRelationship?: (relationship: Relationship) => void;
}

/**
 * The signed-in user's muted accounts (spec part 1 §7: fetched after sign-in; part 2 §4:
 * statuses of muted users are collapsed until unmuted). Loaded once after sign-in, all
 * pages up to a bound; mute and unmute change the set at once and roll back on failure.
 *
 * `mutedAccountIds` is replaced, never changed in place, so a reader can tell a change by
 * identity (the terminal memoizes mute reasons by it) and MobX observes it as one value.
 */
export class MutesStore {
  mutedAccountIds: ReadonlySet<string> = new Set();
  state: MutesState = 'idle';
  error: string | null = null;
  /** The list was longer than MUTES_MAX_PAGES pages: only those were read. */
  truncated = false;
  /** Accounts with a mute or unmute in flight (spec: in-progress states). */
  pendingIds: ReadonlySet<string> = new Set();

  /** Account id -> when its mute ends (ms since the epoch); absent: no expiry known. */
  private readonly expiries = new Map<string, number>();
  private readonly expiryJobs = new Map<string, ScheduledJob>();
  /** Mutes and unmutes done while a load runs; they win over the list it reads. */
  private readonly changedWhileLoading = new Map<string, boolean>();
  /** Answers that a reset or a newer load overtook are dropped. */
  private readonly requests = new RequestRound();

  constructor(private readonly deps: MutesDeps) {
    makeObservable<MutesStore, 'setMuted'>(this, {
      mutedAccountIds: observable.ref,
      state: observable,
      error: observable,
      truncated: observable,
      pendingIds: observable.ref,
      setMuted: action,
      reset: action,
    });
  }

  isMuted(accountId: string): boolean {
    return this.mutedAccountIds.has(accountId);
  }

  isPending(accountId: string): boolean {
    return this.pendingIds.has(accountId);
  }

  /**
   * When a mute ends (ms since the epoch), or null when it does not (or is not known).
   * Not observable: the account leaves `mutedAccountIds` when the time comes.
   */
  expiresAt(accountId: string): number | null {
    return this.expiries.get(accountId) ?? null;
  }

  /** Read the whole list (up to MUTES_MAX_PAGES pages). Never throws; failures land in `error`. */
  async load(): Promise<void> {
    const current = this.requests.next();
    this.changedWhileLoading.clear();
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    const ids: string[] = [];
    const expiresAt: Record<string, string | null> = {};
    let truncated = false;
    try {
      const client = this.deps.client();
      let pages = 0;
      for await (const answer of walkPages((cursor) =>
        client.accounts.mutes({ cursor, limit: MUTES_PAGE_SIZE }),
      )) {
        if (!current()) return;
        this.deps.entities.ingest(answer.bundle);
        ids.push(...answer.ids);
        Object.assign(expiresAt, answer.expiresAt);
        pages += 1;
        if (pages === MUTES_MAX_PAGES) {
          truncated = answer.cursors.next !== undefined;
          break;
        }
      }
      if (!current()) return;
    } catch (error) {
      if (!current()) return;
      this.deps.logger.warn('Mutes could not be loaded', error);
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
      return;
    }
    if (truncated) {
      this.deps.logger.warn(`Only the first ${MUTES_MAX_PAGES} pages of mutes were read`);
    }
    runInAction(() => {
      const muted = new Set(ids);
      for (const [id, on] of this.changedWhileLoading) {
        if (on) muted.add(id);
        else muted.delete(id);
      }
      this.changedWhileLoading.clear();
      this.clearExpiries();
      for (const id of muted) {
        const iso = expiresAt[id];
        const at = iso ? Date.parse(iso) : Number.NaN;
        if (!Number.isNaN(at)) this.scheduleExpiry(id, at);
      }
      this.mutedAccountIds = muted;
      this.truncated = truncated;
      this.state = 'loaded';
    });
  }

  /**
   * Mute an account (spec part 2 §7: `expires_in` seconds, 0 or none: no expiry). The set
   * changes at once; a failure rolls it back and shows an error notice. Answers whether
   * the server agreed; false too while another change of the same account is in flight.
   */
  async mute(accountId: string, options: MuteOptions = {}): Promise<boolean> {
    const ok = await this.change(accountId, true, () =>
      this.deps.client().accounts.mute(accountId, options),
    );
    if (ok && this.isMuted(accountId)) {
      // Muting again replaces the end of an earlier mute, as on the server.
      if (options.expiresIn && options.expiresIn > 0) {
        this.scheduleExpiry(accountId, this.deps.clock.now() + options.expiresIn * 1000);
      } else {
        this.clearExpiry(accountId);
      }
    }
    return ok;
  }

  /** Unmute an account: at once, rolled back (with an error notice) on failure. */
  unmute(accountId: string): Promise<boolean> {
    return this.change(accountId, false, () => this.deps.client().accounts.unmute(accountId));
  }

  /** Logout: forget the list and stop expiry timers. */
  reset(): void {
    this.requests.cancel();
    this.changedWhileLoading.clear();
    this.clearExpiries();
    this.mutedAccountIds = new Set();
    this.pendingIds = new Set();
    this.state = 'idle';
    this.error = null;
    this.truncated = false;
  }

  dispose(): void {
    this.clearExpiries();
  }

  private async change(
    accountId: string,
    muted: boolean,
    call: () => Promise<Relationship>,
  ): Promise<boolean> {
    if (this.pendingIds.has(accountId)) return false;
    const current = this.requests.stamp();
    const before = this.isMuted(accountId);
    const endsAt = this.expiries.get(accountId);
    runInAction(() => {
      this.setMuted(accountId, muted);
      this.pendingIds = new Set(this.pendingIds).add(accountId);
    });
    const loading = this.state === 'loading';
    if (loading) this.changedWhileLoading.set(accountId, muted);
    try {
      const relationship = await call();
      if (!current()) return false;
      // The server's answer is the truth (a mute may not have taken, e.g. a gone account).
      this.setMuted(accountId, relationship.muting);
      if (this.changedWhileLoading.has(accountId)) {
        this.changedWhileLoading.set(accountId, relationship.muting);
      }
      this.deps.onRelationship?.(relationship);
      return true;
    } catch (error) {
      if (!current()) return false;
      this.setMuted(accountId, before);
      if (before && endsAt !== undefined) this.scheduleExpiry(accountId, endsAt);
      if (loading) this.changedWhileLoading.delete(accountId);
      this.deps.notices.add('error', muted ? 'user_card.mute_error' : 'user_card.unmute_error', {
        detail: describeError(error),
      });
      return false;
    } finally {
      if (current()) {
        runInAction(() => {
          const pending = new Set(this.pendingIds);
          pending.delete(accountId);
          this.pendingIds = pending;
        });
      }
    }
  }

  private setMuted(accountId: string, muted: boolean): void {
    if (!muted) this.clearExpiry(accountId);
    if (this.mutedAccountIds.has(accountId) === muted) return;
    const next = new Set(this.mutedAccountIds);
    if (muted) next.add(accountId);
    else next.delete(accountId);
    this.mutedAccountIds = next;
  }

  /** A mute with an end: the account leaves the set when it comes (as on the server). */
  private scheduleExpiry(accountId: string, at: number): void {
    this.clearExpiry(accountId);
    this.expiries.set(accountId, at);
    const delay = at - this.deps.clock.now();
    if (delay > MAX_TIMER_MS) return;
    const job = this.deps.scheduler.after(`mute-expiry:${accountId}`, Math.max(0, delay), () => {
      this.expiryJobs.delete(accountId);
      this.setMuted(accountId, false);
    });
    this.expiryJobs.set(accountId, job);
  }

  private clearExpiry(accountId: string): void {
    this.expiries.delete(accountId);
    this.expiryJobs.get(accountId)?.dispose();
    this.expiryJobs.delete(accountId);
  }

  private clearExpiries(): void {
    for (const job of this.expiryJobs.values()) job.dispose();
    this.expiryJobs.clear();
    this.expiries.clear();
  }
}
