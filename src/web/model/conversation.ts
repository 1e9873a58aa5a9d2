/**
 * A conversation (thread) around one focused status: ids of its ancestors, the focused
 * status and its descendants, in the server's linear order. Entities go into the shared
 * EntityStore; this store holds ids only (ARCHITECTURE rule 3).
 *
 * Platform-free (no DOM, no React): written here because src/core has no conversation
 * store yet; it can move to src/core/model unchanged.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../../core/api/client';
import { ApiError, describeError } from '../../core/errors';
import type { EntityStore } from '../../core/model/entities';

export type ConversationState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConversationDeps {
  client: () => PleromaClient;
  entities: EntityStore;
}

export class ConversationStore {
  ancestorIds: string[] = [];
  descendantIds: string[] = [];
  state: ConversationState = 'idle';
  /** The failure in words, for the view. */
  error: string | null = null;
  /** True when the server said the status does not exist (or is not visible to us). */
  notFound = false;

  constructor(
    readonly focusedId: string,
    private readonly deps: ConversationDeps,
  ) {
    makeObservable(this, {
      ancestorIds: observable.ref,
      descendantIds: observable.ref,
      state: observable,
      error: observable,
      notFound: observable,
      ids: computed,
      removeId: action,
    });
  }

  /** Every id of the thread, oldest ancestor first (linear display). */
  get ids(): string[] {
    return [...this.ancestorIds, this.focusedId, ...this.descendantIds];
  }

  /** Loads the status and its context in parallel. Never throws; failures land in `error`. */
  async load(): Promise<void> {
    if (this.state === 'loading') return;
    runInAction(() => {
      this.state = 'loading';
      this.error = null;
      this.notFound = false;
    });
    const client = this.deps.client();
    try {
      const [status, context] = await Promise.all([
        client.statuses.fetch(this.focusedId),
        client.statuses.context(this.focusedId),
      ]);
      runInAction(() => {
        this.deps.entities.ingest(status.bundle);
        this.deps.entities.ingest(context.bundle);
        this.ancestorIds = context.context.ancestors;
        this.descendantIds = context.context.descendants;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
        this.notFound = error instanceof ApiError && error.status === 404;
      });
    }
  }

  /** A status of the thread was deleted (stream or own action). */
  removeId(id: string): void {
    this.ancestorIds = this.ancestorIds.filter((a) => a !== id);
    this.descendantIds = this.descendantIds.filter((d) => d !== id);
  }
}

/** One ConversationStore per focused id, so going back to a thread shows it at once. */
export class ConversationRegistry {
  private readonly conversations = new Map<string, ConversationStore>();

  constructor(private readonly deps: ConversationDeps) {}

  get(focusedId: string): ConversationStore {
    let conversation = this.conversations.get(focusedId);
    if (!conversation) {
      conversation = new ConversationStore(focusedId, this.deps);
      this.conversations.set(focusedId, conversation);
    }
    return conversation;
  }

  /** Logout forgets every thread. */
  clear(): void {
    this.conversations.clear();
  }
}
