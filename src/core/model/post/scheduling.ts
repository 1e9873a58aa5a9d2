import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient, ScheduledStatus } from '../../api/client';
import { describeError } from '../../errors';

/** Pleroma and Mastodon refuse a `scheduled_at` less than 5 minutes ahead. */
export const MIN_SCHEDULE_AHEAD_MS = 5 * 60 * 1000;

export type ScheduleTimeProblem =
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'too_soon'; readonly earliest: Date };

/**
 * A time to publish at, as typed: ISO 8601 (`2026-12-01T09:00:00Z`) or `2026-12-01 09:00`
 * (local time, what a user writes and what a `datetime-local` input gives). At least five
 * minutes ahead, which the server would otherwise refuse.
 */
export function parseScheduleTime(
  text: string,
  now: number,
): { at: Date } | { problem: ScheduleTimeProblem } {
  const trimmed = text.trim();
  // Date-time with a space, and without seconds, is read as local time like `datetime-local`.
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(trimmed);
  const at = new Date(local ? `${local[1]}T${local[2]}` : trimmed);
  if (trimmed === '' || Number.isNaN(at.getTime())) return { problem: { kind: 'unreadable' } };
  const earliest = now + MIN_SCHEDULE_AHEAD_MS;
  if (at.getTime() < earliest)
    return { problem: { kind: 'too_soon', earliest: new Date(earliest) } };
  return { at };
}

/** The account's scheduled posts: list, reschedule, cancel (`/api/v1/scheduled_statuses`). */
export class ScheduledPosts {
  items: ScheduledStatus[] = [];
  loading = false;
  error: string | null = null;

  constructor(private readonly client: () => PleromaClient) {
    makeObservable(this, {
      items: observable.ref,
      loading: observable,
      error: observable,
      dismissError: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
    });
    try {
      const items = await this.client().scheduledStatuses.list();
      runInAction(() => {
        this.items = sortBySchedule(items);
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async reschedule(id: string, at: Date): Promise<boolean> {
    return this.change(async () => {
      const updated = await this.client().scheduledStatuses.reschedule(id, at.toISOString());
      return sortBySchedule(this.items.map((item) => (item.id === id ? updated : item)));
    });
  }

  async cancel(id: string): Promise<boolean> {
    return this.change(async () => {
      await this.client().scheduledStatuses.cancel(id);
      return this.items.filter((item) => item.id !== id);
    });
  }

  dismissError(): void {
    this.error = null;
  }

  private async change(run: () => Promise<ScheduledStatus[]>): Promise<boolean> {
    try {
      const items = await run();
      runInAction(() => {
        this.items = items;
        this.error = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
      });
      return false;
    }
  }
}

function sortBySchedule(items: readonly ScheduledStatus[]): ScheduledStatus[] {
  return [...items].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
}
