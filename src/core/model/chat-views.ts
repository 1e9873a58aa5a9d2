import type { AccountScope } from './account-scope';
import { chatOutboxOf } from './chat-outbox';
import { ChatViewStore } from './chat-view';
import { chatListOf } from './chats';
import type { ScopeStoreKit } from './scope-store';

/** The open chats of one account, one store per chat, ended with the scope. */
export class ChatViews {
  readonly #views = new Map<string, ChatViewStore>();

  constructor(private readonly make: (chatId: string) => ChatViewStore) {}

  /** The chat's store, made on first use (kept until `close` or the scope ends). */
  open(chatId: string): ChatViewStore {
    let view = this.#views.get(chatId);
    if (!view) {
      view = this.make(chatId);
      this.#views.set(chatId, view);
    }
    return view;
  }

  close(chatId: string): void {
    this.#views.get(chatId)?.dispose();
    this.#views.delete(chatId);
  }

  dispose(): void {
    for (const view of this.#views.values()) view.dispose();
    this.#views.clear();
  }
}

/** `scope.use(chatViewsOf).open(chatId)`. */
export const chatViewsOf: ScopeStoreKit<ChatViews> = {
  make: (scope: AccountScope) =>
    new ChatViews(
      (chatId) =>
        new ChatViewStore({
          chatId,
          client: () => scope.client,
          scheduler: scope.scheduler,
          outbox: scope.use(chatOutboxOf),
          ownAccountId: () => scope.ownAccountId(),
          streaming: () => scope.realtime.isJoined({ stream: 'user' }),
          onChatUpdate: (listener) => scope.realtime.onEvent('pleroma:chat_update', listener),
          markRead: (lastReadId) => scope.use(chatListOf).markRead(chatId, lastReadId),
        }),
    ),
  dispose: (views) => views.dispose(),
};
