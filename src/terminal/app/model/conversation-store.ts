import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  compareIds,
  describeError,
  type EntityStore,
  type LoadState,
  type PleromaClient,
  type Status,
} from '../../../core';

/** Where a status sits in the shown conversation. */
export type ThreadRole = 'ancestor' | 'focused' | 'descendant';

export interface ThreadRow {
  readonly id: string;
  readonly role: ThreadRole;
  /** Reply depth below the focused status (0 for it and for ancestors). */
  readonly depth: number;
}

export interface ConversationDeps {
  client: () => PleromaClient;
  entities: EntityStore;
}

/**
 * One conversation around a focused status (`GET /statuses/{id}/context`): ids only, the
 * statuses live in the entity store. Descendants are arranged as a tree from their
 * `in_reply_to_id` chains (Pleroma sends them in id order, Mastodon in tree order; we do
 * not rely on either), depth-first, siblings oldest first.
 *
 * Platform-free: meant to move to `src/core/model/` once the web client needs it too.
 */
export class ConversationStore {
  focusedId: string | null = null;
  ancestorIds: string[] = [];
  descendantIds: string[] = [];
  state: LoadState = 'idle';
  error: string | null = null;
  /** Guards against an older load finishing after a newer one (quick re-focusing). */
  private generation = 0;

  constructor(private readonly deps: ConversationDeps) {
    makeObservable(this, {
      focusedId: observable,
      ancestorIds: observable.ref,
      descendantIds: observable.ref,
      state: observable,
      error: observable,
      rows: computed,
      load: action,
    });
  }

  /** Load the conversation around `statusId` and focus it. */
  async load(statusId: string): Promise<void> {
    const generation = ++this.generation;
    if (statusId !== this.focusedId) {
      // Another conversation: do not show the old one's statuses around the new focus.
      this.ancestorIds = [];
      this.descendantIds = [];
    }
    this.focusedId = statusId;
    this.state = 'loading';
    this.error = null;
    try {
      const client = this.deps.client();
      const known = this.deps.entities.status(statusId);
      const [context, own] = await Promise.all([
        client.statuses.context(statusId),
        known ? Promise.resolve(undefined) : client.statuses.fetch(statusId),
      ]);
      if (generation !== this.generation) return;
      runInAction(() => {
        if (own) this.deps.entities.ingest(own.bundle);
        this.deps.entities.ingest(context.bundle);
        this.ancestorIds = context.context.ancestors;
        this.descendantIds = context.context.descendants;
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

  /** Fetch the same conversation again (after the user replied in it). */
  async reload(): Promise<void> {
    if (this.focusedId) await this.load(this.focusedId);
  }

  /** Whether a status belongs to what is shown (to decide whether a new reply concerns us). */
  contains(statusId: string): boolean {
    return this.rows.some((row) => row.id === statusId);
  }

  get rows(): ThreadRow[] {
    const focused = this.focusedId;
    if (!focused) return [];
    const rows: ThreadRow[] = this.ancestorIds.map((id) => ({ id, role: 'ancestor', depth: 0 }));
    rows.push({ id: focused, role: 'focused', depth: 0 });
    rows.push(
      ...arrangeReplies(focused, this.descendantIds, (id) => this.deps.entities.status(id)),
    );
    return rows;
  }
}

/**
 * Depth-first order of the replies under `rootId`. A reply whose parent is unknown (not
 * sent, or not visible to us) hangs directly under the root rather than being lost.
 */
export function arrangeReplies(
  rootId: string,
  ids: readonly string[],
  statusOf: (id: string) => Status | undefined,
): ThreadRow[] {
  const present = new Set(ids);
  const children = new Map<string, string[]>();
  for (const id of ids) {
    const parent = statusOf(id)?.inReplyToId;
    const key = parent && (parent === rootId || present.has(parent)) ? parent : rootId;
    const list = children.get(key);
    if (list) list.push(id);
    else children.set(key, [id]);
  }
  for (const list of children.values()) list.sort(compareIds);

  const rows: ThreadRow[] = [];
  const seen = new Set<string>();
  // An explicit stack: a hostile or buggy server could send a very deep chain.
  const stack: Array<{ id: string; depth: number }> = (children.get(rootId) ?? [])
    .map((id) => ({ id, depth: 1 }))
    .reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    rows.push({ id: next.id, role: 'descendant', depth: next.depth });
    const kids = children.get(next.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ id: kids[i]!, depth: next.depth + 1 });
  }
  // Cycles (a reply chain that loops) leave ids unvisited: show them flat at the end.
  for (const id of ids) {
    if (!seen.has(id)) rows.push({ id, role: 'descendant', depth: 1 });
  }
  return rows;
}
