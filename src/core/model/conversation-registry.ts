import type { AccountScope } from './account-scope';
import { type ConversationDeps, ConversationStore } from './conversation';
import type { ScopeStoreKit } from './scope-store';

/** Spec-free choice: how many conversations stay cached for going back and forth. */
export const CONVERSATIONS_KEPT = 10;

/**
 * One ConversationStore per focused status, so two views of the same thread share state.
 * Keeps the most recently opened few and disposes older ones.
 */
export class ConversationRegistry {
  private readonly conversations = new Map<string, ConversationStore>();

  constructor(private readonly deps: ConversationDeps) {}

  get(statusId: string): ConversationStore {
    const existing = this.conversations.get(statusId);
    if (existing) {
      // Most recently used goes last (Map keeps insertion order).
      this.conversations.delete(statusId);
      this.conversations.set(statusId, existing);
      return existing;
    }
    const conversation = new ConversationStore(statusId, this.deps);
    this.conversations.set(statusId, conversation);
    while (this.conversations.size > CONVERSATIONS_KEPT) {
      const [oldestId, oldest] = this.conversations.entries().next().value as [
        string,
        ConversationStore,
      ];
      oldest.dispose();
      this.conversations.delete(oldestId);
    }
    return conversation;
  }

  /** Open a conversation and load it when it is not loaded yet. */
  open(statusId: string): ConversationStore {
    const conversation = this.get(statusId);
    if (conversation.state === 'idle' || conversation.state === 'failed') void conversation.load();
    return conversation;
  }

  has(statusId: string): boolean {
    return this.conversations.has(statusId);
  }

  all(): ConversationStore[] {
    return [...this.conversations.values()];
  }

  /** A new status: every open conversation it replies into takes it. */
  receive(statusId: string): void {
    for (const conversation of this.conversations.values()) conversation.receive(statusId);
  }

  reset(): void {
    for (const conversation of this.conversations.values()) conversation.dispose();
    this.conversations.clear();
  }
}

/** What a conversation of an account scope reads: its client, entities and depth setting. */
export function conversationDepsOf(scope: AccountScope): ConversationDeps {
  return {
    client: () => scope.client,
    entities: scope.entities,
    maxDepth: () => scope.preferences.maxThreadDepth,
  };
}

/** An account's threads (`scope.use(conversationsOf)`): thread screens load this module. */
export const conversationsOf: ScopeStoreKit<ConversationRegistry> = {
  make: (scope) => new ConversationRegistry(conversationDepsOf(scope)),
  holds: (registry) => ({ statuses: registry.all().flatMap((c) => c.ids) }),
  received: (registry, id) => registry.receive(id),
  dispose: (registry) => registry.reset(),
};
