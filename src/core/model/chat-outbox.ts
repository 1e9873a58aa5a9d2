/**
 * Chat messages on their way (spec part 1 §4 "Chat message", §9): each shows at once as
 * pending under a fakeId and is sent with an idempotency key; 5xx answers and failed fetches
 * are retried 1 s, 2 s, 4 s … later, 10 tries in all; any other error (or the tenth
 * failure) marks it failed with a retry control. The queue lives in the account's storage
 * (a file in the terminal and CLI, browser storage on the web), so a message typed while
 * the server is down survives a restart and is sent, in order, exactly once: the server
 * answers a repeated key with the message it already made.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { chatsApi } from '../api/chats';
import type { PleromaClient } from '../api/client';
import type { ChatMessage } from '../domain/chat';
import { ApiError, describeError, NetworkError } from '../errors';
import type { ClockPort, StoragePort, TimerHandle } from '../ports';
import type { AccountScope } from './account-scope';
import type { ScopeStoreKit } from './scope-store';

/** Spec part 1 §9: 10 send attempts, the delay starting at 1 s and doubling. */
export const CHAT_SEND_ATTEMPTS = 10;
export const CHAT_RETRY_BASE_MS = 1000;
/** Where the queue is kept in the account's storage. */
export const CHAT_OUTBOX_KEY = 'chatOutbox';

export type QueuedState = 'pending' | 'failed';

/** One message not yet confirmed by the server, as stored. */
export interface QueuedChatMessage {
  fakeId: string;
  chatId: string;
  content: string;
  mediaId: string | null;
  idempotencyKey: string;
  /** ISO time it was typed. */
  createdAt: string;
  state: QueuedState;
  /** Tries so far in this run of the program. */
  attempts: number;
  /** Why it failed (failed state), in the server's or the network's words. */
  error: string | null;
  /** Failed only because the server could not be reached (tries ran out): sent again on reconnect. */
  unreached?: boolean;
}

/** Why a message is refused before it is queued. */
export type ChatSendRefusal = 'empty' | 'too_many_files';

export interface ChatOutboxDeps {
  client: () => PleromaClient;
  storage: StoragePort;
  clock: ClockPort;
  /**
   * `live` (the terminal and web): retry with backoff, then fail. `once` (a CLI command):
   * one try each; a retryable failure leaves the rest queued for the next command.
   */
  mode?: 'live' | 'once';
}

type SentListener = (message: ChatMessage, entry: QueuedChatMessage) => void;

/** Whether a failure is worth another try (spec: status 500-599 or a failed fetch). */
export function isRetryableSendError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && error.status <= 599;
  return error instanceof NetworkError;
}

export function retryDelay(attempts: number): number {
  return CHAT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

function isEntry(value: unknown): value is QueuedChatMessage {
  const v = value as Partial<QueuedChatMessage> | null;
  return (
    !!v &&
    typeof v.fakeId === 'string' &&
    typeof v.chatId === 'string' &&
    typeof v.content === 'string' &&
    typeof v.idempotencyKey === 'string'
  );
}

export class ChatOutbox {
  /** In the order they were typed. */
  entries: QueuedChatMessage[] = [];
  /** The drain on the way, if any (one at a time keeps the order). */
  private running: Promise<void> | null = null;
  private timer: TimerHandle | undefined;
  private readonly sentListeners = new Set<SentListener>();
  /** The last failed try's error (a CLI command words its exit from it). */
  lastFailure: unknown = null;
  private disposed = false;
  private serial = 0;

  constructor(private readonly deps: ChatOutboxDeps) {
    this.entries = this.read().map((e) => ({ ...e, attempts: 0 }));
    makeObservable(this, {
      entries: observable.ref,
      pendingCount: computed,
      retry: action,
      discard: action,
    });
  }

  get pendingCount(): number {
    return this.entries.filter((e) => e.state === 'pending').length;
  }

  /** Messages of one chat, in order. */
  forChat(chatId: string): QueuedChatMessage[] {
    return this.entries.filter((e) => e.chatId === chatId);
  }

  /** Hear each message the server confirmed (the chat view swaps its pending line). */
  onSent(listener: SentListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /**
   * Queue a message and start sending. Refused (nothing queued) when it has neither text
   * nor a file, or more than one file.
   */
  send(
    chatId: string,
    content: string,
    mediaIds: readonly string[] = [],
  ): { ok: true; entry: QueuedChatMessage } | { ok: false; reason: ChatSendRefusal } {
    if (mediaIds.length > 1) return { ok: false, reason: 'too_many_files' };
    if (content.trim() === '' && mediaIds.length === 0) return { ok: false, reason: 'empty' };
    const now = this.deps.clock.now();
    const tail = `${now.toString(36)}-${(this.serial++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const entry: QueuedChatMessage = {
      fakeId: `fake-${tail}`,
      chatId,
      content,
      mediaId: mediaIds[0] ?? null,
      idempotencyKey: `petrel-${tail}`,
      createdAt: new Date(now).toISOString(),
      state: 'pending',
      attempts: 0,
      error: null,
    };
    this.replace([...this.entries, entry]);
    this.write((stored) => [...stored, entry]);
    // While an earlier one waits for its retry, this one waits behind it (order).
    if (this.timer === undefined) void this.kick();
    return { ok: true, entry };
  }

  /** A failed message goes back in line (its key unchanged: still at most one copy). */
  retry(fakeId: string): void {
    const entry = this.entries.find((e) => e.fakeId === fakeId);
    if (!entry) return;
    this.update(fakeId, { state: 'pending', attempts: 0, error: null, unreached: false });
    void this.kick();
  }

  /** Give a message up (it was never confirmed). */
  discard(fakeId: string): void {
    this.replace(this.entries.filter((e) => e.fakeId !== fakeId));
    this.write((stored) => stored.filter((e) => e.fakeId !== fakeId));
  }

  /**
   * The server is reachable again (a login resumed offline was verified): what is pending
   * goes now rather than at its next retry, and what ran out of tries for want of a network
   * goes back in line (its key unchanged).
   */
  resume(): Promise<void> {
    for (const entry of this.entries) {
      if (entry.state === 'failed' && entry.unreached) {
        this.update(entry.fakeId, { state: 'pending', attempts: 0, error: null, unreached: false });
      }
    }
    return this.kick();
  }

  /**
   * Send what is pending, in order. Live mode: resolves when the queue is empty or waits on a
   * retry timer. Once mode: one try each; stops at the first retryable failure.
   */
  flush(): Promise<void> {
    return this.kick();
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.sentListeners.clear();
  }

  private kick(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (this.running) return this.running;
    if (this.timer !== undefined) {
      this.deps.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    const once = this.deps.mode === 'once';
    const tried = new Set<string>();
    for (;;) {
      if (this.disposed) return;
      const next = this.entries.find((e) => e.state === 'pending' && !tried.has(e.fakeId));
      if (!next) return;
      tried.add(next.fakeId);
      const attempts = next.attempts + 1;
      try {
        const message = await chatsApi(this.deps.client()).post(next.chatId, {
          content: next.content,
          mediaId: next.mediaId,
          idempotencyKey: next.idempotencyKey,
        });
        if (this.disposed) return;
        this.discard(next.fakeId);
        for (const listener of this.sentListeners) listener(message, next);
      } catch (error) {
        if (this.disposed) return;
        this.lastFailure = error;
        if (isRetryableSendError(error)) {
          if (once) {
            // Kept pending for the next command; later messages wait behind it (order).
            this.update(next.fakeId, { error: describeError(error) });
            return;
          }
          if (attempts < CHAT_SEND_ATTEMPTS) {
            this.update(next.fakeId, { attempts, error: describeError(error) });
            // Later messages wait behind it, so they arrive in the order typed.
            this.timer = this.deps.clock.setTimeout(() => {
              this.timer = undefined;
              void this.kick();
            }, retryDelay(attempts));
            return;
          }
        }
        this.update(next.fakeId, {
          attempts,
          state: 'failed',
          unreached: error instanceof NetworkError,
          error:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : describeError(error),
        });
      }
    }
  }

  private update(fakeId: string, patch: Partial<QueuedChatMessage>): void {
    runInAction(() => {
      this.entries = this.entries.map((e) => (e.fakeId === fakeId ? { ...e, ...patch } : e));
    });
    const { attempts: _attempts, ...stored } = patch;
    if (Object.keys(stored).length === 0) return;
    this.write((list) => list.map((e) => (e.fakeId === fakeId ? { ...e, ...stored } : e)));
  }

  private replace(entries: QueuedChatMessage[]): void {
    runInAction(() => {
      this.entries = entries;
    });
  }

  /** What storage holds now (another process may have written since). */
  private read(): QueuedChatMessage[] {
    try {
      const stored = this.deps.storage.get<unknown>(CHAT_OUTBOX_KEY);
      return Array.isArray(stored) ? stored.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  /** Re-read, change, write back: only this queue's own entries are touched. */
  private write(change: (stored: QueuedChatMessage[]) => QueuedChatMessage[]): void {
    try {
      const next = change(this.read()).map((e) => ({ ...e, attempts: 0 }));
      if (next.length > 0) this.deps.storage.set(CHAT_OUTBOX_KEY, next);
      else this.deps.storage.delete(CHAT_OUTBOX_KEY);
    } catch {
      // Storage refused (full, read-only): the queue still works for this run.
    }
  }
}

/** An account's chat queue (`scope.use(chatOutboxOf)`), ended with the scope. */
export const chatOutboxOf: ScopeStoreKit<ChatOutbox> = {
  make: (scope: AccountScope) =>
    new ChatOutbox({
      client: () => scope.client,
      storage: scope.storage,
      clock: scope.clock,
    }),
  dispose: (outbox) => outbox.dispose(),
};

/** The CLI's queue: one try per message per command. */
export const chatOutboxOnceOf: ScopeStoreKit<ChatOutbox> = {
  make: (scope: AccountScope) =>
    new ChatOutbox({
      client: () => scope.client,
      storage: scope.storage,
      clock: scope.clock,
      mode: 'once',
    }),
  dispose: (outbox) => outbox.dispose(),
};
