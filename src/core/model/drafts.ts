import { comparer, makeObservable, observable, reaction } from 'mobx';
import type { ClockPort, StoragePort, TimerHandle } from '../ports';
import type { AccountScope } from './account-scope';
import type { ComposeError } from './compose';
import { DRAFTS_STORAGE_KEY } from './draft-keys';
import {
  type ComposeSnapshot,
  contextOf,
  type Draft,
  type DraftContext,
  readDraftRecord,
  sameContext,
} from './draft-record';

export * from './draft-record';
export { DRAFTS_STORAGE_KEY };
/**
 * Drafts kept per account. Beyond this the least recently written are dropped when another
 * is written: a bound, so a config file never grows without end, and high enough that
 * nobody who reads the list loses one.
 */
export const MAX_DRAFTS = 50;
/** Typing is written this long after the last key (a write rewrites the config file). */
export const DRAFT_SAVE_DELAY_MS = 500;

const stores = new WeakMap<AccountScope, DraftStore>();

/**
 * The unsent drafts of an account scope, made on first use and written out when the scope
 * ends. Kept beside the scope rather than in it, so a face loads the draft model only when
 * it needs it (the web's first frame does not).
 */
export function draftsOf(scope: AccountScope): DraftStore {
  let store = stores.get(scope);
  if (!store) {
    const made = new DraftStore({
      storage: scope.storage,
      // The anonymous scope (no account) keeps no drafts.
      accountKey: () => scope.account?.key ?? null,
      clock: scope.clock,
    });
    scope.onDispose(() => made.saveOpen());
    stores.set(scope, made);
    store = made;
  }
  return store;
}

export interface DraftStoreDeps {
  storage: StoragePort;
  /** The signed-in account, or null for the anonymous scope, which keeps no drafts. */
  accountKey: () => string | null;
  clock: ClockPort;
}

/** What the draft store reads from a post form (the core's ComposeStore). */
export interface DraftSource {
  snapshot(): ComposeSnapshot;
  /** Whether anything was typed: a form that holds nothing typed keeps no draft. */
  readonly isDirty: boolean;
  readonly posting: boolean;
  readonly error: ComposeError | null;
}

/**
 * The unsent posts of one account, kept in its storage namespace so a crash, a lost
 * terminal or a closed tab never throws typed words away. Each draft has its own id and a
 * context (new post, reply to X, quote of X, edit of X); a form attached with `attach` writes
 * its draft as it is typed. Every write re-reads storage and changes only its own draft, and
 * a form whose draft was rewritten by another writer (a second tab or process) forks a new
 * draft instead of overwriting the other's words.
 */
export class DraftStore {
  /** Bumped by every write, so lists of drafts re-render (storage is not observable). */
  version = 0;
  private readonly bindings = new Set<DraftBinding>();

  constructor(private readonly deps: DraftStoreDeps) {
    makeObservable<DraftStore, 'bump'>(this, { version: observable, bump: true });
  }

  /** Every kept draft, most recently written first. */
  list(): Draft[] {
    void this.version;
    return Object.entries(this.raw())
      .flatMap(([id, value]) => readDraftRecord(id, value) ?? [])
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  get(id: string): Draft | undefined {
    void this.version;
    return readDraftRecord(id, this.raw()[id]);
  }

  /** The most recent draft for a context (what a form opened there offers to continue). */
  latestFor(context: DraftContext): Draft | undefined {
    return this.list().find((draft) => sameContext(draft.context, context));
  }

  /**
   * Write a draft; a new one without `id`. With `revision`, a stored draft of another
   * revision is someone else's: the words go to a new draft beside it. Returns what was kept,
   * or undefined when nothing can be (no account, storage refused).
   */
  save(
    snapshot: ComposeSnapshot,
    options: { id?: string; revision?: number; error?: string | null } = {},
  ): Draft | undefined {
    if (!this.deps.accountKey()) return undefined;
    const all = this.raw();
    let id = options.id ?? this.newId(all);
    const stored = options.id ? readDraftRecord(options.id, all[options.id]) : undefined;
    if (stored && options.revision !== undefined && stored.revision !== options.revision) {
      id = this.newId(all);
    }
    const previous = id === options.id ? stored : undefined;
    const draft: Draft = {
      ...snapshot,
      id,
      context: contextOf(snapshot),
      updatedAt: this.deps.clock.now(),
      revision: (previous?.revision ?? 0) + 1,
      error: options.error ?? null,
    };
    this.write({ ...all, [id]: draft }, id);
    return draft;
  }

  /** Forget a draft (sent, or thrown away). Returns whether there was one. */
  discard(id: string): boolean {
    const all = this.raw();
    if (!(id in all)) return false;
    const rest = { ...all };
    delete rest[id];
    this.write(rest, null);
    return true;
  }

  /**
   * Keep a form's words as they are typed (written `DRAFT_SAVE_DELAY_MS` after the last
   * change; at once when sending starts or fails), under `draftId` when it continues one.
   * A form left holding nothing typed (posted, cleared, discarded) forgets its draft.
   */
  attach(source: DraftSource, draftId?: string): DraftBinding {
    const binding = new DraftBinding(this, this.deps.clock, source, draftId, (b) =>
      this.bindings.delete(b),
    );
    this.bindings.add(binding);
    return binding;
  }

  /**
   * Write every attached form's pending words now. Synchronous and never throws: it runs
   * while the process is ending (terminal lost, signal, crash, tab closing).
   */
  saveOpen(): void {
    for (const binding of this.bindings) binding.flush();
  }

  private raw(): Record<string, unknown> {
    const value = this.deps.storage.get<unknown>(DRAFTS_STORAGE_KEY);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  }

  private write(next: Record<string, unknown>, keep: string | null): void {
    const bounded = dropOldest(next, keep);
    if (Object.keys(bounded).length > 0) this.deps.storage.set(DRAFTS_STORAGE_KEY, bounded);
    else this.deps.storage.delete(DRAFTS_STORAGE_KEY);
    this.bump();
  }

  private bump(): void {
    this.version += 1;
  }

  private newId(taken: Record<string, unknown>): string {
    // Short enough to type after `petrel drafts resume`; the time part keeps them apart
    // across processes, the random tail within one millisecond.
    for (;;) {
      const id = `${this.deps.clock.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
      if (!(id in taken)) return id;
    }
  }
}

/** At most MAX_DRAFTS, dropping the least recently written (never `keep`, just written). */
function dropOldest(all: Record<string, unknown>, keep: string | null): Record<string, unknown> {
  const ids = Object.keys(all);
  if (ids.length <= MAX_DRAFTS) return all;
  const age = (id: string) => readDraftRecord(id, all[id])?.updatedAt ?? 0;
  const drop = ids
    .filter((id) => id !== keep)
    .sort((a, b) => age(a) - age(b))
    .slice(0, ids.length - MAX_DRAFTS);
  const rest = { ...all };
  for (const id of drop) delete rest[id];
  return rest;
}

/** One form attached to the store (see `DraftStore.attach`). */
export class DraftBinding {
  private draftId: string | null;
  private revision: number | undefined;
  private pending = false;
  private timer: TimerHandle | null = null;
  private readonly stop: () => void;

  constructor(
    private readonly store: DraftStore,
    private readonly clock: ClockPort,
    private readonly source: DraftSource,
    draftId: string | undefined,
    private readonly detach: (binding: DraftBinding) => void,
  ) {
    this.draftId = draftId ?? null;
    this.revision = draftId ? store.get(draftId)?.revision : undefined;
    this.stop = reaction(
      () => ({
        snapshot: source.snapshot(),
        dirty: source.isDirty,
        posting: source.posting,
        error: source.error?.kind === 'server' ? source.error.detail : null,
      }),
      (now, before) => {
        this.pending = true;
        const urgent =
          !now.dirty || (now.posting && !before.posting) || (now.error !== null && !before.error);
        if (urgent) this.flush();
        else this.schedule();
      },
      { equals: comparer.structural, name: 'drafts:autosave' },
    );
  }

  /** The draft this form writes (null until it first wrote one). */
  get id(): string | null {
    return this.draftId;
  }

  /** Write what is pending now. Never throws (a full disk must not stop anything). */
  flush(): void {
    this.cancelTimer();
    if (!this.pending) return;
    this.pending = false;
    try {
      if (this.source.isDirty) this.write();
      else this.forget();
    } catch {
      // Storage refused (quota, broken file): the form still holds the words.
    }
  }

  /** Write what is pending and stop watching the form. */
  dispose(): void {
    this.flush();
    this.stop();
    this.detach(this);
  }

  private write(): void {
    const error = this.source.error?.kind === 'server' ? this.source.error.detail : null;
    const saved = this.store.save(this.source.snapshot(), {
      id: this.draftId ?? undefined,
      revision: this.revision,
      error,
    });
    if (!saved) return;
    this.draftId = saved.id;
    this.revision = saved.revision;
  }

  /** Nothing typed any more: drop our draft, unless another writer has made it theirs. */
  private forget(): void {
    if (!this.draftId) return;
    const stored = this.store.get(this.draftId);
    if (stored && stored.revision === this.revision) this.store.discard(this.draftId);
    this.draftId = null;
    this.revision = undefined;
  }

  private schedule(): void {
    this.cancelTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, DRAFT_SAVE_DELAY_MS);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
