/**
 * The user and status popovers (spec part 2 §2 "user popover", "status popover on hover"):
 * which one is open, when it opens and closes, and the status a reply or quote link points
 * at, fetched when it is not known yet ("status unavailable" when it cannot be).
 *
 * One popover at a time. Hover and keyboard focus open it after POPOVER_OPEN_DELAY_MS, so
 * moving the pointer or Tab across a timeline opens nothing; leaving the trigger (or the
 * popover) closes it after POPOVER_CLOSE_DELAY_MS, time enough to move into the popover;
 * Esc closes it at once. The spec names no delays: these are ours.
 *
 * Platform-free: no DOM, no Node (timers through the clock port).
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { ClockPort, LoggerPort, TimerHandle } from '../ports';
import type { EntityStore } from './entities';
import type { ScopeStoreKit } from './scope-store';

/** Pointer or focus on a trigger this long opens its popover. */
export const POPOVER_OPEN_DELAY_MS = 500;
/** Pointer off the trigger and the popover this long closes it. */
export const POPOVER_CLOSE_DELAY_MS = 300;

/** Spec part 2 §9: a user list popover (who reacted with an emoji) lists at most 16. */
export const USER_LIST_POPOVER_LIMIT = 16;

/**
 * What a popover shows: an account's card, a status, or (`reacted`, the user list popover)
 * who reacted to status `id` with `emoji`.
 */
export interface PopoverTarget {
  readonly kind: 'user' | 'status' | 'reacted';
  readonly id: string;
  readonly emoji?: string;
}

/** A user list popover's accounts (ids, at most 16), or its load state. */
export type ReactedList = readonly string[] | 'loading' | 'unavailable';

/** The open popover; `anchor` tells the face which trigger it belongs to. */
export interface OpenPopover extends PopoverTarget {
  readonly anchor: number;
}

/** A status popover's load state. */
export type PopoverStatusState = 'loading' | 'loaded' | 'unavailable';

export interface PopoverDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  clock: ClockPort;
  logger: LoggerPort;
}

export class PopoverStore {
  /** The popover on screen, if any. */
  open: OpenPopover | null = null;
  /** Status popovers' loads by status id. */
  readonly statuses = observable.map<string, PopoverStatusState>();
  /** User list popovers by `statusId emoji`. */
  readonly reacted = observable.map<string, ReactedList>();

  private pending: TimerHandle | null = null;
  private pendingKind: 'open' | 'close' | null = null;

  constructor(private readonly deps: PopoverDeps) {
    makeObservable(this, {
      open: observable.ref,
      show: action,
      close: action,
    });
  }

  /**
   * Pointer or focus arrived on a trigger: its popover opens after the open delay (at once
   * when another popover is open already, as menus do). A pending close is called off
   * when it is the open popover's own trigger.
   */
  enter(target: PopoverTarget, anchor: number): void {
    if (this.open && this.open.anchor === anchor) {
      this.cancel();
      return;
    }
    this.cancel();
    if (this.open) {
      this.show(target, anchor);
      return;
    }
    this.schedule('open', POPOVER_OPEN_DELAY_MS, () => this.show(target, anchor));
  }

  /** Pointer or focus left a trigger or the popover: it closes after the close delay. */
  leave(): void {
    this.cancel();
    if (!this.open) return;
    this.schedule('close', POPOVER_CLOSE_DELAY_MS, () => this.close());
  }

  /** Pointer or focus is inside the open popover: it stays. */
  hold(): void {
    if (this.pendingKind === 'close') this.cancel();
  }

  /** Opens a popover now (and loads its status when needed). */
  show(target: PopoverTarget, anchor: number): void {
    this.cancel();
    this.open = { ...target, anchor };
    if (target.kind === 'status') void this.loadStatus(target.id);
    if (target.kind === 'reacted') void this.loadReacted(target.id, target.emoji ?? '');
  }

  /** Who reacted to `statusId` with `emoji`, as the user list popover shows them. */
  reactedList(statusId: string, emoji: string): ReactedList {
    return this.reacted.get(`${statusId} ${emoji}`) ?? 'loading';
  }

  /**
   * Fetches who reacted (Pleroma's reactions list, every emoji at once) and keeps the first
   * 16 of each emoji; fetched again on the next opening, as reactions change.
   */
  async loadReacted(statusId: string, emoji: string): Promise<void> {
    const key = `${statusId} ${emoji}`;
    if (this.reacted.get(key) === 'loading') return;
    runInAction(() => this.reacted.set(key, 'loading'));
    try {
      const { reactions, bundle } = await this.deps.client().statuses.reactions(statusId);
      runInAction(() => {
        this.deps.entities.ingest(bundle);
        for (const reaction of reactions) {
          const ids = reaction.accountIds.slice(0, USER_LIST_POPOVER_LIMIT);
          this.reacted.set(`${statusId} ${reaction.name}`, ids);
        }
        if (this.reacted.get(key) === 'loading') this.reacted.set(key, []);
      });
    } catch (error) {
      this.deps.logger.warn(`user list popover: reactions of ${statusId} not loaded`, error);
      runInAction(() => this.reacted.set(key, 'unavailable'));
    }
  }

  /** Esc, a click elsewhere, a navigation: closed at once. */
  close(): void {
    this.cancel();
    this.open = null;
  }

  /** A status popover's state: known statuses are there at once. */
  statusState(id: string): PopoverStatusState {
    if (this.deps.entities.status(id)) return 'loaded';
    return this.statuses.get(id) ?? 'loading';
  }

  /** Fetches a status the popover shows, once; a failure leaves "status unavailable". */
  async loadStatus(id: string): Promise<void> {
    if (this.deps.entities.status(id)) return;
    const state = this.statuses.get(id);
    if (state === 'loading' || state === 'loaded') return;
    runInAction(() => this.statuses.set(id, 'loading'));
    try {
      const { bundle } = await this.deps.client().statuses.fetch(id);
      runInAction(() => {
        this.deps.entities.ingest(bundle);
        this.statuses.set(id, 'loaded');
      });
    } catch (error) {
      this.deps.logger.warn(`status popover: status ${id} could not be loaded`, error);
      runInAction(() => this.statuses.set(id, 'unavailable'));
    }
  }

  /** The scope ends. */
  dispose(): void {
    this.cancel();
  }

  /** The statuses a popover shows (kept by the entity sweep while open). */
  references(): string[] {
    return this.open?.kind === 'status' ? [this.open.id] : [];
  }

  private schedule(kind: 'open' | 'close', ms: number, run: () => void): void {
    this.pendingKind = kind;
    this.pending = this.deps.clock.setTimeout(() => {
      this.pending = null;
      this.pendingKind = null;
      run();
    }, ms);
  }

  private cancel(): void {
    if (this.pending !== null) this.deps.clock.clearTimeout(this.pending);
    this.pending = null;
    this.pendingKind = null;
  }
}

/** The popovers of one account scope (`root.use(popoversOf)`), made when first hovered. */
export const popoversOf: ScopeStoreKit<PopoverStore> = {
  make: (scope) =>
    new PopoverStore({
      client: () => scope.client,
      entities: scope.entities,
      clock: scope.clock,
      logger: scope.logger,
    }),
  holds: (store) => ({ statuses: store.references() }),
  dispose: (store) => store.dispose(),
};
