/**
 * The chat list (spec part 1 §2 "Chats", §4, §9): every chat with its other person, unread
 * count and last message, newest first; fetched at once and every 5 s, and kept current by
 * `pleroma:chat_update` stream events. Its unread total joins the page title and status bar
 * through `scope.unread`, so the shell shows it without loading this code.
 */
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { chatsApi } from '../api/chats';
import type { PleromaClient } from '../api/client';
import type { Chat } from '../domain/chat';
import { normalizeChat } from '../normalize/chat';
import type { ScheduledJob, Scheduler } from '../schedule/scheduler';
import type { AccountScope } from './account-scope';
import type { LoadState } from './pager';
import { loadPolled } from './polled-load';
import type { ScopeStoreKit } from './scope-store';

/** Spec part 1 §9: the chat list is polled every 5 s. */
export const CHAT_LIST_POLL_MS = 5000;

export interface ChatListDeps {
  client: () => PleromaClient;
  scheduler: Scheduler;
  serverHost: () => string;
  /** Whether the server offers chats (capability `pleroma_chat_messages`). */
  available: () => boolean;
}

/**
 * Newest first. The times are ISO 8601 text, so comparing code units orders them; not
 * `localeCompare`, whose first use loads ICU's collation data (~2 MiB of the terminal UI's
 * memory, which reads the chats at start for its status bar).
 */
function byNewest(a: Chat, b: Chat): number {
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;
}

export class ChatListStore {
  chats: Chat[] = [];
  state: LoadState = 'idle';
  loadError: string | null = null;
  /** False once the server answered "no such route". */
  supported = true;
  private job: ScheduledJob | null = null;
  private fetching: Promise<void> | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: ChatListDeps) {
    makeObservable(this, {
      chats: observable.ref,
      state: observable,
      loadError: observable,
      supported: observable,
      unreadTotal: computed,
      receive: action,
    });
  }

  /** Unread messages over every chat (the title's and status bar's share). */
  get unreadTotal(): number {
    return this.chats.reduce((sum, chat) => sum + chat.unread, 0);
  }

  get usable(): boolean {
    return this.supported && this.deps.available();
  }

  find(chatId: string): Chat | undefined {
    return this.chats.find((c) => c.id === chatId);
  }

  /** The chat with an account, if it is listed already. */
  withAccount(accountId: string): Chat | undefined {
    return this.chats.find((c) => c.account.id === accountId);
  }

  /** Fetch now and every 5 s until `dispose`. Starting twice is one schedule. */
  start(): void {
    if (this.job || !this.usable) return;
    void this.refresh();
    this.job = this.deps.scheduler.every('chat-list', CHAT_LIST_POLL_MS, () => this.refresh());
  }

  /** One fetch (joined when one is on the way); failures land in `loadError`. */
  refresh(): Promise<void> {
    if (!this.usable) return Promise.resolve();
    this.fetching ??= this.fetch().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  /** A chat as a stream event or an answer gave it: replaces the listed one. */
  receive(chat: Chat): void {
    this.chats = [chat, ...this.chats.filter((c) => c.id !== chat.id)].sort(byNewest);
  }

  /** A raw `pleroma:chat_update` payload. */
  receivePayload(payload: unknown): void {
    const chat = normalizeChat(payload, this.deps.serverHost());
    if (chat) this.receive(chat);
  }

  /** The chat with `accountId` (made on the server on first use) — the message button. */
  async open(accountId: string): Promise<Chat> {
    const chat = await chatsApi(this.deps.client()).withAccount(accountId);
    this.receive(chat);
    return chat;
  }

  /**
   * The chat with an account, opened from anywhere (a profile's Chat button, the terminal's
   * `C`): the listed one first — no call that could fail while the server is down — else
   * the list fetched once more, else made on the server (first use).
   */
  async chatWith(accountId: string): Promise<Chat> {
    const listed = this.withAccount(accountId);
    if (listed) return listed;
    await this.refresh();
    return this.withAccount(accountId) ?? (await this.open(accountId));
  }

  /**
   * The other person of the chat a notification is about (a push notification's click leads
   * to `/users/{username}/chats?notification={id}`); null when it is not a chat message's.
   */
  async recipientOfNotification(notificationId: string): Promise<string | null> {
    const notified = await chatsApi(this.deps.client()).notifiedChat(notificationId);
    return notified?.accountId || null;
  }

  /** Everything up to `lastReadId` read: the unread count resets (spec part 1 §4). */
  async markRead(chatId: string, lastReadId: string): Promise<void> {
    const chat = await chatsApi(this.deps.client()).read(chatId, lastReadId);
    this.receive(chat);
  }

  own(dispose: () => void): void {
    this.disposers.push(dispose);
  }

  dispose(): void {
    this.stopPolling();
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private fetch(): Promise<void> {
    return loadPolled(
      this,
      () => chatsApi(this.deps.client()).list(),
      (chats) => {
        this.chats = [...chats].sort(byNewest);
      },
      () => this.stopPolling(),
    );
  }

  private stopPolling(): void {
    this.job?.dispose();
    this.job = null;
  }
}

/** An account's chat list (`scope.use(chatListOf)`), ended with the scope. */
export const chatListOf: ScopeStoreKit<ChatListStore> = {
  make: (scope: AccountScope) => {
    const store = new ChatListStore({
      client: () => scope.client,
      scheduler: scope.scheduler,
      serverHost: () => scope.client.serverHost,
      available: () => scope.account !== null && scope.instance.capabilities.chats,
    });
    store.own(
      scope.realtime.onEvent('pleroma:chat_update', (payload) => store.receivePayload(payload)),
    );
    store.own(
      reaction(
        () => [store.unreadTotal, store.usable] as const,
        ([unread, usable]) => scope.unread.report('chats', unread, usable),
        { fireImmediately: true, name: 'chats:unread' },
      ),
    );
    return store;
  },
  holds: (store) => ({ accounts: store.chats.map((c) => c.account.id) }),
  dispose: (store) => store.dispose(),
};
