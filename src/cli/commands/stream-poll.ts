import { PAGE_SIZE, type PleromaClient, type TimelineKind } from '../../core/api/client';
import type { Notification, Status } from '../../core/domain/types';
import type { EntityStore } from '../../core/model/entities';
import { compareIds } from '../../core/model/ids';
import type { StreamSpec } from '../../core/realtime/realtime';

/** Spec part 1 §9: what the UIs poll at when the stream is down. */
export const STREAM_POLL_MS = 10_000;
/** Pages fetched per poll at most: a burst larger than this is caught up over later polls. */
const PAGES_PER_POLL = 5;

/** What a poll found, oldest first, with their entities already stored. */
export interface PolledEvents {
  onStatus(status: Status): void;
  onNotification(notification: Notification): void;
  /** Polls began to fail (the server went away for a while): once per outage; polling goes on. */
  onFailure(error: unknown): void;
}

/** The timeline a stream feeds (the inverse of core's `streamFor`). */
export function timelineOfStream(spec: StreamSpec): TimelineKind {
  switch (spec.stream) {
    case 'public':
      return { type: 'public' };
    case 'public:local':
      return { type: 'public', local: true };
    case 'hashtag':
      return { type: 'tag', tag: spec.arg ?? '' };
    case 'list':
      return { type: 'list', id: spec.arg ?? '' };
    case 'direct':
      return { type: 'direct' };
    default:
      return { type: 'home' };
  }
}

/**
 * `petrel stream` without a stream: asks for what is newer than the newest item seen,
 * every interval, and hands it on as the stream would have (the user stream also carries
 * notifications). Asks with `min_id`, which returns the items right after the cursor, and
 * keeps only ids above it, so a server that ignores the parameter repeats nothing.
 */
export class StreamPoller {
  private readonly kind: TimelineKind;
  private readonly withNotifications: boolean;
  private newestStatus: string | undefined;
  private newestNotification: string | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running = false;
  private failing = false;

  constructor(
    private readonly client: PleromaClient,
    private readonly entities: EntityStore,
    spec: StreamSpec,
    private readonly events: PolledEvents,
  ) {
    this.kind = timelineOfStream(spec);
    this.withNotifications = spec.stream === 'user';
  }

  /**
   * Learn where "now" is (the newest items, not printed: a stream shows only what comes
   * after it started). Rejects when the server cannot be read at all.
   */
  async prime(): Promise<void> {
    const page = await this.client.timelines.fetch(this.kind, { limit: 1 });
    this.newestStatus = newest(page.ids);
    if (this.withNotifications) {
      const notifications = await this.client.notifications.fetch({ limit: 1 });
      this.newestNotification = newest(notifications.notifications.map((n) => n.id));
    }
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.poll(), intervalMs);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round; a round still running when the next is due makes that one skip. */
  async poll(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.pollStatuses();
      if (this.withNotifications) await this.pollNotifications();
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.events.onFailure(error);
      this.failing = true;
    } finally {
      this.running = false;
    }
  }

  private async pollStatuses(): Promise<void> {
    for (let round = 0; round < PAGES_PER_POLL; round++) {
      const after = this.newestStatus;
      const page = await this.client.timelines.fetch(this.kind, after ? { minId: after } : {});
      this.entities.ingest(page.bundle);
      const fresh = newerThan(page.ids, after);
      for (const id of fresh) {
        const status = this.entities.status(id);
        if (status) this.events.onStatus(status);
      }
      this.newestStatus = newest([...fresh, ...(after ? [after] : [])]);
      if (fresh.length === 0 || page.ids.length < PAGE_SIZE) return;
    }
  }

  private async pollNotifications(): Promise<void> {
    for (let round = 0; round < PAGES_PER_POLL; round++) {
      const after = this.newestNotification;
      const page = await this.client.notifications.fetch(after ? { minId: after } : {});
      this.entities.ingest(page.bundle);
      const byId = new Map(page.notifications.map((n) => [n.id, n]));
      const fresh = newerThan([...byId.keys()], after);
      for (const id of fresh) {
        const notification = byId.get(id);
        if (notification) this.events.onNotification(notification);
      }
      this.newestNotification = newest([...fresh, ...(after ? [after] : [])]);
      if (fresh.length === 0 || page.notifications.length < PAGE_SIZE) return;
    }
  }
}

/** Ids above `after`, oldest first. */
function newerThan(ids: readonly string[], after: string | undefined): string[] {
  return ids
    .filter((id) => after === undefined || compareIds(id, after) > 0)
    .sort((a, b) => compareIds(a, b));
}

function newest(ids: readonly string[]): string | undefined {
  return [...ids].sort((a, b) => compareIds(b, a))[0];
}
