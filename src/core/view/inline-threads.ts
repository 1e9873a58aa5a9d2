import { action, makeObservable, observable } from 'mobx';
import type { Status } from '../domain/types';
import { type ConversationDeps, ConversationStore, type ThreadRow } from '../model/conversation';
import { conversationDepsOf } from '../model/conversation-registry';
import type { ScopeStoreKit } from '../model/scope-store';

/** Between a timeline entry's id and a status of its inline thread, in a list row's key. */
const SEPARATOR = '\u001f';

/** What a row of a timeline with inline threads is (see `InlineThreads.withThreads`). */
export interface InlineListRow {
  /** The status drawn on this row (an entry's own id for a timeline entry). */
  statusId: string;
  /** The timeline entry whose thread this row belongs to; null for the entry itself. */
  threadOf: string | null;
  /** Reply depth inside the thread (0 for the timeline's own entries and the thread's top). */
  depth: number;
}

/** The row a key of `withThreads` stands for. */
export function inlineRowOf(key: string): InlineListRow {
  const at = key.indexOf(SEPARATOR);
  if (at < 0) return { statusId: key, threadOf: null, depth: 0 };
  const [depth = '0', statusId = ''] = key.slice(at + 1).split(SEPARATOR);
  return { statusId, threadOf: key.slice(0, at), depth: Number(depth) };
}

/** Whether a status belongs to a conversation (a reply, or replied to): only then is there a thread to open. */
export function inConversation(status: Pick<Status, 'inReplyToId' | 'repliesCount'>): boolean {
  return status.inReplyToId !== null || status.repliesCount > 0;
}

/**
 * Spec part 1 §2 "Conversation: … inline it can be expanded and collapsed": the statuses of a
 * timeline whose conversation is open in place, under the status, on every face. Each is a
 * ConversationStore of its own (the thread page's stay as they are); collapsing resets it
 * and lets it go. Keyed by the status shown (a repeat's original), so a repeat and the
 * original open the same thread.
 */
export class InlineThreads {
  private readonly threads = observable.map<string, ConversationStore>({}, { deep: false });

  constructor(private readonly deps: ConversationDeps) {
    makeObservable(this, { expand: action, collapse: action, toggle: action, reset: action });
  }

  isExpanded(statusId: string): boolean {
    return this.threads.has(statusId);
  }

  /** The open thread of a status, or undefined when it is collapsed. */
  thread(statusId: string): ConversationStore | undefined {
    return this.threads.get(statusId);
  }

  /** Opens the thread under the status and loads it. */
  expand(statusId: string): void {
    if (this.threads.has(statusId)) return;
    const thread = new ConversationStore(statusId, this.deps);
    thread.expand();
    this.threads.set(statusId, thread);
    void thread.load();
  }

  /** Folds the thread away (its per-node choices and dive reset, as the spec says). */
  collapse(statusId: string): void {
    const thread = this.threads.get(statusId);
    if (!thread) return;
    thread.collapse();
    thread.dispose();
    this.threads.delete(statusId);
  }

  /** Expands or collapses; returns whether the thread is open now. */
  toggle(statusId: string): boolean {
    if (this.threads.has(statusId)) this.collapse(statusId);
    else this.expand(statusId);
    return this.threads.has(statusId);
  }

  /**
   * What the inline thread shows under its status: the conversation's rows in tree order
   * (ancestors first, then the replies, with their depths), the status itself left out (the
   * timeline shows it just above).
   */
  rowsOf(statusId: string): ThreadRow[] {
    return this.threads.get(statusId)?.rows.filter((row) => !row.isFocused) ?? [];
  }

  /**
   * A timeline's entries as list rows, each open thread's statuses under its entry: a key
   * per row, unique even when a status of a thread is also an entry of the timeline
   * (`inlineRowOf` reads it back). `statusIdOf` gives an entry's shown status.
   */
  withThreads(entryIds: readonly string[], statusIdOf: (entryId: string) => string): string[] {
    if (this.threads.size === 0) return [...entryIds];
    const keys: string[] = [];
    for (const entryId of entryIds) {
      keys.push(entryId);
      for (const row of this.rowsOf(statusIdOf(entryId))) {
        keys.push([entryId, row.depth, row.statusId].join(SEPARATOR));
      }
    }
    return keys;
  }

  /** Every open thread (what they show stays in the entity store). */
  all(): ConversationStore[] {
    return [...this.threads.values()];
  }

  reset(): void {
    for (const statusId of [...this.threads.keys()]) this.collapse(statusId);
  }
}

/** An account's inline threads (`scope.use(inlineThreadsOf)`). */
export const inlineThreadsOf: ScopeStoreKit<InlineThreads> = {
  make: (scope) => new InlineThreads(conversationDepsOf(scope)),
  holds: (threads) => ({ statuses: threads.all().flatMap((thread) => thread.ids) }),
  received: (threads, id) => {
    for (const thread of threads.all()) thread.receive(id);
  },
  dispose: (threads) => threads.reset(),
};
