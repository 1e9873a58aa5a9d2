import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { ApiError, describeError } from '../errors';
import type { EntityStore } from './entities';
import { RequestRound } from './pager';
import { ReplyTrees, walkDepthFirst } from './thread-walk';

export type ConversationState = 'idle' | 'loading' | 'loaded' | 'failed';
export type ConversationMode = 'tree' | 'linear';

/** One row a renderer draws, in order. */
export interface ThreadRow {
  statusId: string;
  /** Indentation level: 0 for the top of what is shown (the dived node in dive mode). */
  depth: number;
  /** The node is hidden: its replies are folded behind a "show N replies" control. */
  hasHiddenChildren: boolean;
  /** How many statuses are folded below it (all descendants, not only direct replies). */
  hiddenCount: number;
  /** Direct replies it has in this conversation. */
  replyCount: number;
  isFocused: boolean;
  threadMuted: boolean;
  /** In dive mode: one of the dived node's ancestors, drawn flat above it. */
  isDiveAncestor: boolean;
}

export interface ConversationDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  /** The max-thread-depth preference (default 6). */
  maxDepth: () => number;
}

/** Spec: a node shows by default when depth − dive depth ≤ max(1, max depth − 2). */
export function defaultShownDepth(maxDepth: number): number {
  return Math.max(1, maxDepth - 2);
}

/**
 * A conversation around one focused status: the ids of `/context`, the reply tree built
 * from `in_reply_to_id` (children in server order), and the spec's thread-node display:
 * per-node show/hide, show-recursively, dive into a sub-thread, collapse resets both.
 * Tree mode gives renderers flat `rows` with depths; linear mode the plain order.
 */
export class ConversationStore {
  ancestorIds: string[] = [];
  descendantIds: string[] = [];
  state: ConversationState = 'idle';
  /** The failure in words, for the view. */
  error: string | null = null;
  /** The server said the status does not exist (or is not visible to us). */
  notFound = false;
  mode: ConversationMode = 'tree';
  /** The root of the sub-thread dived into, or null for the whole conversation. */
  diveRootId: string | null = null;
  /** Inline conversations can be collapsed; full-page ones stay expanded. */
  expanded = true;
  /** Explicit per-node choices; nodes without one follow the depth rule. */
  readonly display = observable.map<string, 'showing' | 'hidden'>();

  private disposed = false;

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
      mode: observable,
      diveRootId: observable,
      expanded: observable,
      ids: computed,
      parentOf: computed,
      childrenOf: computed,
      depths: computed,
      diveDepth: computed,
      rows: computed,
      setMode: action,
      toggle: action,
      show: action,
      hide: action,
      showRecursively: action,
      dive: action,
      undive: action,
      collapse: action,
      expand: action,
      receive: action,
    });
  }

  /** Every id of the thread in linear order: ancestors, the focused status, descendants. */
  get ids(): string[] {
    return [...this.ancestorIds, this.focusedId, ...this.descendantIds];
  }

  /**
   * Each status's parent inside this conversation (absent for tops). Two repairs keep every
   * status of the context on screen whatever the server sends:
   * - an orphan reply (its parent was not sent, or is not visible to us) hangs under the
   *   focused status instead of floating as a second top at the end;
   * - a reply chain that loops (a broken server) is cut where it would close the loop, so
   *   its statuses are not lost from the tree (a loop has no top to walk from).
   */
  get parentOf(): Map<string, string> {
    const known = new Set(this.ids);
    const descendants = new Set(this.descendantIds);
    const parents = new Map<string, string>();
    // Each id is still a top when its parent is chosen, so a parent closes a loop exactly
    // when it is already in the id's tree.
    const trees = new ReplyTrees();
    for (const id of this.ids) {
      const own = this.deps.entities.status(id)?.inReplyToId;
      const orphan = descendants.has(id) && id !== this.focusedId ? this.focusedId : undefined;
      const candidates = own && own !== id && known.has(own) ? [own, orphan] : [orphan];
      const parent = candidates.find((c) => c !== undefined && !trees.together(id, c));
      if (parent === undefined) continue;
      parents.set(id, parent);
      trees.join(id, parent);
    }
    return parents;
  }

  /** Replies of each status, in server order. */
  get childrenOf(): Map<string, string[]> {
    const children = new Map<string, string[]>();
    for (const [id, parent] of this.parentOf) {
      const list = children.get(parent);
      if (list) list.push(id);
      else children.set(parent, [id]);
    }
    return children;
  }

  /** Statuses with no parent here (normally one: the top ancestor). */
  get tops(): string[] {
    const parents = this.parentOf;
    return this.ids.filter((id) => !parents.has(id));
  }

  get depths(): Map<string, number> {
    const depths = new Map<string, number>();
    for (const top of this.tops) {
      for (const { id, depth } of this.depthFirst(top, 0, () => true)) depths.set(id, depth);
    }
    return depths;
  }

  /** The sub-thread under `top`, depth first, each status once (see `walkDepthFirst`). */
  private depthFirst(
    top: string,
    depth: number,
    descend: (id: string) => boolean,
    seen: Set<string> = new Set(),
  ): Generator<{ id: string; depth: number }> {
    return walkDepthFirst(this.childrenOf, top, depth, descend, seen);
  }

  depthOf(id: string): number {
    return this.depths.get(id) ?? 0;
  }

  get diveDepth(): number {
    return this.diveRootId === null ? 0 : this.depthOf(this.diveRootId);
  }

  /** Whether a node's replies are shown: the explicit choice, else the depth rule. */
  isShowing(id: string): boolean {
    return this.showingIn(id, this.depths);
  }

  /** `isShowing` with the depths computed once by the caller (a walk over every row). */
  private showingIn(id: string, depths: Map<string, number>): boolean {
    const chosen = this.display.get(id);
    if (chosen) return chosen === 'showing';
    const dive = this.diveRootId === null ? 0 : (depths.get(this.diveRootId) ?? 0);
    return (depths.get(id) ?? 0) - dive <= defaultShownDepth(this.deps.maxDepth());
  }

  /** The ancestors of a status inside this conversation, top first. */
  ancestorsOf(id: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>([id]);
    let parent = this.parentOf.get(id);
    while (parent && !seen.has(parent)) {
      out.unshift(parent);
      seen.add(parent);
      parent = this.parentOf.get(parent);
    }
    return out;
  }

  /** Every status below one, depth first. */
  descendantsOf(id: string): string[] {
    const out: string[] = [];
    for (const node of this.depthFirst(id, 0, () => true)) if (node.id !== id) out.push(node.id);
    return out;
  }

  /**
   * What a renderer draws, in order. Linear mode: every status flat. Tree mode: the visible
   * nodes depth first, a hidden node's replies folded into its row. Dive mode: the dived
   * node's ancestors flat, then its sub-thread.
   */
  get rows(): ThreadRow[] {
    if (this.state !== 'loaded' && this.ancestorIds.length + this.descendantIds.length === 0) {
      return this.deps.entities.status(this.focusedId) ? [this.flatRow(this.focusedId, false)] : [];
    }
    // Read once: outside a reaction MobX recomputes a getter on every read.
    const childrenOf = this.childrenOf;
    if (this.mode === 'linear') return this.ids.map((id) => this.flatRow(id, false, childrenOf));
    const rows: ThreadRow[] = [];
    const emitted = new Set<string>();
    const depths = this.depths;
    const walk = (top: string, depth: number) => {
      for (const { id, depth: at } of this.depthFirst(
        top,
        depth,
        (n) => this.showingIn(n, depths),
        emitted,
      )) {
        const children = childrenOf.get(id) ?? [];
        const hidden = !this.showingIn(id, depths) && children.length > 0;
        rows.push({
          ...this.flatRow(id, false, childrenOf),
          depth: at,
          hasHiddenChildren: hidden,
          hiddenCount: hidden ? this.descendantsOf(id).length : 0,
          replyCount: children.length,
        });
      }
    };
    const dived = this.diveRootId !== null && depths.has(this.diveRootId);
    if (dived) {
      const root = this.diveRootId as string;
      for (const ancestor of this.ancestorsOf(root)) {
        emitted.add(ancestor);
        rows.push(this.flatRow(ancestor, true));
      }
      walk(root, 0);
    } else {
      for (const top of this.tops) walk(top, 0);
    }
    return rows;
  }

  /**
   * Load the status and its context together. Never throws; failures land in `error`.
   * A second call while loading waits for the same load (callers can always await it).
   */
  load(): Promise<void> {
    if (this.state === 'loading' && this.inFlight) return this.inFlight;
    this.inFlight = this.fetchAll().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private inFlight: Promise<void> | null = null;
  /** Only the latest load's answer is taken. */
  private readonly round = new RequestRound();

  /**
   * Fetch again even while a load runs (after the reader replied, or to refresh). The
   * earlier fetch's answer is dropped when it arrives late, so an older context can never
   * overwrite a newer one.
   */
  reload(): Promise<void> {
    const fetching: Promise<void> = this.fetchAll().finally(() => {
      if (this.inFlight === fetching) this.inFlight = null;
    });
    this.inFlight = fetching;
    return fetching;
  }

  private async fetchAll(): Promise<void> {
    const current = this.round.next();
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
      if (this.disposed || !current()) return;
      runInAction(() => {
        this.deps.entities.ingest(status.bundle);
        this.deps.entities.ingest(context.bundle);
        this.ancestorIds = context.context.ancestors;
        this.descendantIds = context.context.descendants;
        this.state = 'loaded';
      });
    } catch (error) {
      if (this.disposed || !current()) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = describeError(error);
        this.notFound = error instanceof ApiError && error.status === 404;
      });
    }
  }

  setMode(mode: ConversationMode): void {
    this.mode = mode;
  }

  /** Flip a node between showing and hiding its replies. */
  toggle(id: string): void {
    this.display.set(id, this.isShowing(id) ? 'hidden' : 'showing');
  }

  show(id: string): void {
    this.display.set(id, 'showing');
  }

  hide(id: string): void {
    this.display.set(id, 'hidden');
  }

  /** Show a node and everything below it. */
  showRecursively(id: string): void {
    this.display.set(id, 'showing');
    for (const child of this.descendantsOf(id)) this.display.set(child, 'showing');
  }

  /** Focus a sub-thread: its ancestors above, the depth rule counted from it. */
  dive(id: string): void {
    if (this.ids.includes(id)) this.diveRootId = id;
  }

  /** Show the whole conversation again. */
  undive(): void {
    this.diveRootId = null;
  }

  /** Spec: collapsing resets dive and per-node display state. */
  collapse(): void {
    this.expanded = false;
    this.diveRootId = null;
    this.display.clear();
  }

  expand(): void {
    this.expanded = true;
  }

  /**
   * A status arrived (stream or own reply): a reply to something in this conversation joins
   * its descendants. Returns whether it was taken.
   */
  receive(statusId: string): boolean {
    if (this.state !== 'loaded' || this.ids.includes(statusId)) return false;
    const parent = this.deps.entities.status(statusId)?.inReplyToId;
    if (!parent || !this.ids.includes(parent)) return false;
    this.descendantIds = [...this.descendantIds, statusId];
    return true;
  }

  /** Late answers after disposal are dropped. */
  dispose(): void {
    this.disposed = true;
  }

  private flatRow(
    id: string,
    isDiveAncestor: boolean,
    childrenOf: Map<string, string[]> = this.childrenOf,
  ): ThreadRow {
    return {
      statusId: id,
      depth: 0,
      hasHiddenChildren: false,
      hiddenCount: 0,
      replyCount: childrenOf.get(id)?.length ?? 0,
      isFocused: id === this.focusedId,
      threadMuted: this.deps.entities.status(id)?.threadMuted ?? false,
      isDiveAncestor,
    };
  }
}
