/**
 * The Mentions tab of the interactions screen (spec part 1 §2): the statuses of the
 * signed-in user's mention notifications, newest first, 20 at a time, paged below the
 * oldest notification held; an empty page bottoms out.
 *
 * Platform-free: can move to src/core/model unchanged.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../../core/api/client';
import type { Status } from '../../core/domain/types';
import { describeError } from '../../core/errors';
import type { EntityStore } from '../../core/model/entities';

export type MentionsState = 'idle' | 'loading' | 'loaded' | 'failed';

export class MentionsStore {
  /** Status ids in notification order. */
  statusIds: string[] = [];
  state: MentionsState = 'idle';
  loadingOlder = false;
  bottomedOut = false;
  error: string | null = null;

  /** The oldest notification id held: the next page starts below it. */
  private oldestNotificationId: string | undefined;
  private generation = 0;

  constructor(
    private readonly client: () => PleromaClient,
    private readonly entities: EntityStore,
  ) {
    makeObservable(this, {
      statusIds: observable.ref,
      state: observable,
      loadingOlder: observable,
      bottomedOut: observable,
      error: observable,
      statuses: computed,
      reset: action,
    });
  }

  get statuses(): Status[] {
    const out: Status[] = [];
    for (const id of this.statusIds) {
      const status = this.entities.status(id);
      if (status && !status.deleted) out.push(status);
    }
    return out;
  }

  /** The first page (again). Never throws. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
    });
    try {
      const page = await this.fetch(undefined);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.statusIds = page.statusIds;
        this.oldestNotificationId = page.oldest;
        this.bottomedOut = page.count === 0;
        this.state = 'loaded';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
      });
    }
  }

  async loadOlder(): Promise<void> {
    if (this.state !== 'loaded' || this.loadingOlder || this.bottomedOut) return;
    const generation = this.generation;
    runInAction(() => {
      this.loadingOlder = true;
      this.error = null;
    });
    try {
      const page = await this.fetch(this.oldestNotificationId);
      if (generation !== this.generation) return;
      runInAction(() => {
        const known = new Set(this.statusIds);
        this.statusIds = [...this.statusIds, ...page.statusIds.filter((id) => !known.has(id))];
        this.oldestNotificationId = page.oldest ?? this.oldestNotificationId;
        if (page.count === 0) this.bottomedOut = true;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.loadingOlder = false;
        });
      }
    }
  }

  reset(): void {
    this.generation++;
    this.statusIds = [];
    this.state = 'idle';
    this.loadingOlder = false;
    this.bottomedOut = false;
    this.error = null;
    this.oldestNotificationId = undefined;
  }

  private async fetch(maxId: string | undefined) {
    // Mastodon reads `types[]`, Pleroma `include_types[]`: send both.
    const page = await this.client().notifications.fetch({
      maxId,
      types: ['mention'],
      includeTypes: ['mention'],
    });
    this.entities.ingest(page.bundle);
    const statusIds: string[] = [];
    for (const notification of page.notifications) {
      if (notification.type === 'mention' && notification.statusId) {
        statusIds.push(notification.statusId);
      }
    }
    const last = page.notifications[page.notifications.length - 1]?.id ?? page.invalidIds.at(-1);
    return {
      statusIds: [...new Set(statusIds)],
      oldest: last,
      count: page.notifications.length + page.invalidIds.length,
    };
  }
}
