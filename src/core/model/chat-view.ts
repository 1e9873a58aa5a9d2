/**
 * One open chat (spec part 1 §2 "chat view", §4, §7, §9): 20 messages a page, older ones on
 * demand; new ones from `pleroma:chat_update` events, or from a 5 s latest-message poll while
 * the stream is down; at the bottom for 1.5 s marks it read (`last_read_id`), and 5 s there
 * culls what is held to the newest 50. Sending goes through the account's `ChatOutbox`, whose
 * pending and failed messages show after the server's until the server confirms them.
 */
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import { CHAT_PAGE_SIZE, chatsApi } from '../api/chats';
import type { PleromaClient } from '../api/client';
import type { ChatMessage } from '../domain/chat';
import { ApiError, describeError } from '../errors';
import { normalizeChat } from '../normalize/chat';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import type { ChatOutbox, ChatSendRefusal, QueuedChatMessage } from './chat-outbox';
import { type ChatViewItem, chatViewItems } from './chat-view-items';
import type { LoadState } from './pager';

/** Spec part 1 §9. */
export const CHAT_LATEST_POLL_MS = 5000;
export const CHAT_READ_DELAY_MS = 1500;
export const CHAT_CULL_DELAY_MS = 5000;
export const CHAT_KEPT_MESSAGES = 50;

export interface ChatViewDeps {
  chatId: string;
  client: () => PleromaClient;
  scheduler: Scheduler;
  outbox: ChatOutbox;
  ownAccountId: () => string | null;
  /** Whether the user stream is joined (chat updates then come by themselves). */
  streaming: () => boolean;
  /** Hear `pleroma:chat_update` payloads; returns the unsubscribe call. */
  onChatUpdate: (listener: (payload: unknown) => void) => () => void;
  /** The chat was marked read on the server (the list's unread count resets). */
  markRead: (lastReadId: string) => Promise<void>;
}

/**
 * Oldest first by id: numeric ids by length, then text (as `compareIds` in ids.ts). Kept
 * here so the web's chat chunk does not import ids.ts: Rolldown then moved that module out
 * of the first load's main chunk into a chunk of its own (+0.3 KiB gzip to the first load).
 */
function byId_(a: string, b: string): number {
  if (a === b) return 0;
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : 1;
}

export class ChatViewStore {
  readonly chatId: string;
  /** Oldest first. */
  messages: ChatMessage[] = [];
  state: LoadState = 'idle';
  /** "Something went wrong when loading the chat." (the form is disabled) when set. */
  loadError: string | null = null;
  olderState: LoadState = 'idle';
  /** No older messages on the server. */
  exhausted = false;
  /** The last delete's failure, until the next action. */
  actionError: string | null = null;
  private readSent: string | null = null;
  private readTimer: ScheduledJob | null = null;
  private cullTimer: ScheduledJob | null = null;
  private pollJob: ScheduledJob | null = null;
  private readonly disposers: Array<() => void> = [];
  /**
   * One's own messages that came live (stream or poll) without an idempotency key while a
   * send of this chat was still on its way: possibly the pending line's own copy, held back
   * until the sends settle, so the message never shows twice.
   */
  private withheld: ChatMessage[] = [];

  constructor(private readonly deps: ChatViewDeps) {
    this.chatId = deps.chatId;
    makeObservable<ChatViewStore>(this, {
      messages: observable.ref,
      state: observable,
      loadError: observable,
      olderState: observable,
      exhausted: observable,
      actionError: observable,
      items: computed,
      queued: computed,
      receive: action,
      cull: action,
    });
    this.disposers.push(
      deps.onChatUpdate((payload) => {
        const chat = normalizeChat(payload);
        if (chat?.id === this.chatId && chat.lastMessage) this.receiveLive([chat.lastMessage]);
      }),
      deps.outbox.onSent((message, entry) => {
        if (entry.chatId === this.chatId) this.receive([message]);
      }),
      // The sends settled: what was held back is shown (the server's answers came first).
      reaction(
        () => this.sending,
        (sending) => {
          if (sending || this.withheld.length === 0) return;
          const held = this.withheld;
          this.withheld = [];
          this.receive(held);
        },
        { name: 'chat-view:withheld' },
      ),
    );
  }

  /** A message of this chat is queued and not yet confirmed or failed. */
  private get sending(): boolean {
    return this.deps.outbox.forChat(this.chatId).some((e) => e.state === 'pending');
  }

  /**
   * Messages heard live: one's own without an idempotency key waits while a send is on its
   * way (the server's answer names the key; Pleroma's stream copy may not).
   */
  private receiveLive(messages: readonly ChatMessage[]): void {
    const own = this.deps.ownAccountId();
    const held = new Set(this.messages.map((m) => m.id));
    const hold = (m: ChatMessage) =>
      this.sending && m.accountId === own && !m.idempotencyKey && !held.has(m.id);
    this.withheld.push(...messages.filter(hold));
    this.receive(messages.filter((m) => !hold(m)));
  }

  /** The outbox's messages for this chat that the server has not shown back yet. */
  get queued(): QueuedChatMessage[] {
    const keys = new Set(this.messages.map((m) => m.idempotencyKey).filter(Boolean));
    return this.deps.outbox.forChat(this.chatId).filter((e) => !keys.has(e.idempotencyKey));
  }

  /** Date separators and messages with head/chain grouping, oldest first. */
  get items(): ChatViewItem[] {
    return chatViewItems(this.messages, this.queued, this.deps.ownAccountId());
  }

  get canSend(): boolean {
    return this.state === 'loaded' && this.loadError === null;
  }

  /** The first page, then the latest-message poll (which runs only while streaming is down). */
  async load(): Promise<void> {
    if (this.state === 'loading') return;
    runInAction(() => {
      this.state = 'loading';
      this.loadError = null;
    });
    try {
      const page = await chatsApi(this.deps.client()).messages(this.chatId);
      runInAction(() => {
        this.messages = [];
        this.receive(page);
        this.exhausted = page.length < CHAT_PAGE_SIZE;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.loadError = describeError(error);
      });
      return;
    }
    this.pollJob ??= this.deps.scheduler.every('chat-latest', CHAT_LATEST_POLL_MS, () =>
      this.deps.streaming() ? undefined : this.fetchLatest(),
    );
  }

  /** The page before the oldest held message (scrolling up). */
  async loadOlder(): Promise<void> {
    const oldest = this.messages[0];
    if (this.olderState === 'loading' || this.exhausted || !oldest) return;
    runInAction(() => {
      this.olderState = 'loading';
    });
    try {
      const page = await chatsApi(this.deps.client()).messages(this.chatId, { maxId: oldest.id });
      runInAction(() => {
        this.receive(page);
        if (page.length === 0) this.exhausted = true;
        this.olderState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.olderState = 'failed';
      });
    }
  }

  /** Messages newer than the newest held (the poll, and a face's "reload"). */
  async fetchLatest(): Promise<void> {
    const newest = this.messages[this.messages.length - 1];
    const api = chatsApi(this.deps.client());
    const page = await api.messages(this.chatId, newest ? { sinceId: newest.id } : {});
    runInAction(() => this.receiveLive(page));
  }

  /** Messages from anywhere (a page, a stream event, a confirmed send), deduplicated. */
  receive(messages: readonly ChatMessage[]): void {
    const mine = messages.filter((m) => m.chatId === this.chatId);
    if (mine.length === 0) return;
    const byId = new Map(this.messages.map((m) => [m.id, m]));
    for (const m of mine)
      byId.set(m.id, {
        ...byId.get(m.id),
        ...m,
        idempotencyKey: m.idempotencyKey ?? byId.get(m.id)?.idempotencyKey ?? null,
      });
    this.messages = [...byId.values()].sort((a, b) => byId_(a.id, b.id));
  }

  /**
   * The face tells whether its view sits at the bottom (within 10 px on the web). After
   * 1.5 s there the chat is marked read; after 5 s the held messages are culled to 50.
   */
  setAtBottom(atBottom: boolean): void {
    this.readTimer?.dispose();
    this.readTimer = null;
    this.cullTimer?.dispose();
    this.cullTimer = null;
    if (!atBottom) return;
    this.readTimer = this.deps.scheduler.after('chat-read', CHAT_READ_DELAY_MS, () => {
      this.readTimer = null;
      void this.markRead();
    });
    this.cullTimer = this.deps.scheduler.after('chat-cull', CHAT_CULL_DELAY_MS, () => {
      this.cullTimer = null;
      this.cull();
    });
  }

  /** Only the newest 50 stay; older pages can be fetched again. */
  cull(): void {
    if (this.messages.length <= CHAT_KEPT_MESSAGES) return;
    this.messages = this.messages.slice(-CHAT_KEPT_MESSAGES);
    this.exhausted = false;
  }

  /** Read up to the newest held message (once per message). */
  async markRead(): Promise<void> {
    const newest = this.messages[this.messages.length - 1];
    if (!newest || newest.id === this.readSent) return;
    this.readSent = newest.id;
    try {
      await this.deps.markRead(newest.id);
    } catch {
      this.readSent = null;
    }
  }

  /** Queue a message (text and at most one file); the refusal's reason when nothing was. */
  send(content: string, mediaIds: readonly string[] = []): ChatSendRefusal | null {
    const result = this.deps.outbox.send(this.chatId, content, mediaIds);
    return result.ok ? null : result.reason;
  }

  retry(fakeId: string): void {
    this.deps.outbox.retry(fakeId);
  }

  /** Delete a message (the face asked for confirmation first). */
  async remove(messageId: string): Promise<boolean> {
    runInAction(() => {
      this.actionError = null;
    });
    try {
      await chatsApi(this.deps.client()).deleteMessage(this.chatId, messageId);
      runInAction(() => {
        this.messages = this.messages.filter((m) => m.id !== messageId);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.actionError =
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : describeError(error);
      });
      return false;
    }
  }

  dispose(): void {
    this.readTimer?.dispose();
    this.cullTimer?.dispose();
    this.pollJob?.dispose();
    this.readTimer = this.cullTimer = this.pollJob = null;
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
