import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import type { Relationship } from '../domain/types';
import { describeError } from '../errors';
import type { LoggerPort } from '../ports';
import type { Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import { otherSideOf, parseFollowUpdate } from './follow-updates';
import type { MutesStore } from './mutes';
import type { MessageKey, NoticeStore } from './notices';
import type { ScopeStoreKit } from './scope-store';

/** Spec part 2 §9: "Follow re-check 3 tries at 500 ms". */
export const FOLLOW_RECHECK_TRIES = 3;
export const FOLLOW_RECHECK_MS = 500;
/**
 * A sent request shown on a profile is read again this often while no user stream would tell
 * of its answer (Petrel's choice: the locked side's requests are polled at the same rate).
 */
export const REQUEST_RECHECK_MS = 10_000;

/**
 * Spec part 2 §4, the follow button: `follow`, `requesting` (in progress), `requested`
 * (request sent, cancellable), `following` (unfollow); `unfollowing` while that runs, and
 * `unknown` until the relationship is in.
 */
export type FollowButtonState =
  | 'unknown'
  | 'follow'
  | 'requesting'
  | 'requested'
  | 'following'
  | 'unfollowing';

/** A relationship change in flight (one per account at a time). */
export type RelationshipOp =
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'subscribe'
  | 'unsubscribe'
  | 'show_repeats'
  | 'hide_repeats'
  | 'remove_follower'
  | 'note';

/** What a change came to: done (with the new relationship), refused, or failed. */
export type RelationshipResult =
  | { kind: 'done'; relationship: Relationship }
  | { kind: 'refused'; reason: 'busy' | 'deactivated' | 'own' }
  | { kind: 'failed'; detail: string; cause: unknown };

export interface RelationshipsDeps {
  client: () => PleromaClient;
  entities: EntityStore;
  notices: NoticeStore;
  scheduler: Scheduler;
  logger: LoggerPort;
  mutes: () => MutesStore;
  ownAccountId: () => string | null;
  /** Another store learnt a relationship: profiles and others follow. */
  broadcast: (relationship: Relationship) => void;
  /** Unfollow: their statuses leave the home timeline (spec part 2 §4). */
  removeFromHome: (accountId: string) => void;
  /** Hear the user stream's follow updates until the returned call (absent: none). */
  hearFollowUpdates?: (listener: (payload: unknown) => void) => () => void;
  /** Whether the user stream is joined (then it tells of answers to requests). */
  isLive?: () => boolean;
}

const ERROR_KEYS: Readonly<Record<RelationshipOp, MessageKey>> = {
  follow: 'relationship.follow_error',
  unfollow: 'relationship.unfollow_error',
  block: 'relationship.block_error',
  unblock: 'relationship.unblock_error',
  mute: 'user_card.mute_error',
  unmute: 'user_card.unmute_error',
  subscribe: 'relationship.subscribe_error',
  unsubscribe: 'relationship.unsubscribe_error',
  show_repeats: 'relationship.repeats_error',
  hide_repeats: 'relationship.repeats_error',
  remove_follower: 'relationship.remove_follower_error',
  note: 'relationship.note_error',
};

/**
 * How the signed-in account stands with others (spec part 2 §4–§7): the relationships read
 * so far, by account id, and every change to them: the follow button's state machine (with
 * its re-check after a follow that did not take at once), block, mute (through the mutes
 * store, which collapses their posts), subscribe, show/hide repeats, remove follower, the
 * personal note. One change per account runs at a time; each has an in-progress state.
 */
export class RelationshipsStore {
  /** Account id -> how we stand (replaced whole on each answer). */
  readonly byId = observable.map<string, Relationship>({}, { deep: false });
  /** Account id -> the change in flight. */
  readonly pending = observable.map<string, RelationshipOp>({}, { deep: false });

  private readonly stopHearing: () => void;

  constructor(private readonly deps: RelationshipsDeps) {
    makeObservable(this, { apply: action });
    this.stopHearing =
      deps.hearFollowUpdates?.((payload) => this.heardFollowUpdate(payload)) ?? (() => {});
  }

  /**
   * A follow changed on the server (a request accepted or rejected, an unfollow): how we stand
   * with the other side is read again, when something shows it.
   */
  heardFollowUpdate(payload: unknown): void {
    const other = otherSideOf(parseFollowUpdate(payload), this.deps.ownAccountId());
    if (other && this.byId.has(other) && !this.pending.has(other)) void this.load([other]);
  }

  /**
   * While a face shows a sent request, it is read again every 10 s when no user stream would
   * tell of its answer (polling mode). Returns the stop.
   */
  watchRequest(accountId: string): () => void {
    const job = this.deps.scheduler.every(
      `follow-request:${accountId}`,
      REQUEST_RECHECK_MS,
      async () => {
        if (this.deps.isLive?.() || this.followState(accountId) !== 'requested') return;
        await this.load([accountId]);
      },
    );
    return () => job.dispose();
  }

  get(accountId: string): Relationship | undefined {
    return this.byId.get(accountId);
  }

  /** Take a relationship learnt elsewhere (a mute, a profile load). */
  apply(relationship: Relationship): void {
    this.byId.set(relationship.id, relationship);
  }

  /** Read how we stand with these accounts. Never throws; a failure is logged. */
  async load(accountIds: readonly string[]): Promise<void> {
    const ids = accountIds.filter((id) => id !== this.deps.ownAccountId());
    if (ids.length === 0) return;
    try {
      const relationships = await this.deps.client().accounts.relationships([...ids]);
      runInAction(() => {
        for (const r of relationships) this.apply(r);
      });
    } catch (error) {
      this.deps.logger.warn('Relationships could not be loaded', error);
    }
  }

  /** The change in flight for an account (its in-progress state), if any. */
  pendingOp(accountId: string): RelationshipOp | undefined {
    const op = this.pending.get(accountId);
    if (op) return op;
    const mutes = this.deps.mutes();
    if (mutes.isPending(accountId)) return mutes.isMuted(accountId) ? 'mute' : 'unmute';
    return undefined;
  }

  /** Spec part 2 §4: the follow button's state. */
  followState(accountId: string): FollowButtonState {
    const op = this.pending.get(accountId);
    if (op === 'follow') return 'requesting';
    if (op === 'unfollow') return 'unfollowing';
    const r = this.byId.get(accountId);
    if (!r) return 'unknown';
    if (r.following) return 'following';
    if (r.requested) return 'requested';
    return 'follow';
  }

  /** The button is disabled while a change runs, for a deactivated user, or before we know. */
  followDisabled(accountId: string): boolean {
    return (
      this.pendingOp(accountId) !== undefined ||
      this.deps.entities.account(accountId)?.deactivated === true ||
      this.followState(accountId) === 'unknown'
    );
  }

  /**
   * Follow. A locked account answers with a request (it ends as `requested`). An answer that
   * is neither following nor requested is re-checked up to 3 times, 500 ms apart, until it
   * shows one of them (spec part 2 §4).
   */
  follow(accountId: string): Promise<RelationshipResult> {
    if (this.deps.entities.account(accountId)?.deactivated)
      return Promise.resolve({ kind: 'refused', reason: 'deactivated' });
    return this.run(accountId, 'follow', async () => {
      const client = this.deps.client();
      let relationship = await client.accounts.follow(accountId);
      this.take(relationship);
      for (let tries = 0; tries < FOLLOW_RECHECK_TRIES; tries++) {
        if (relationship.following || relationship.requested) break;
        await this.sleep(FOLLOW_RECHECK_MS);
        const [again] = await client.accounts.relationships([accountId]);
        if (!again) break;
        relationship = again;
        this.take(relationship);
      }
      return relationship;
    });
  }

  /** Unfollow, or cancel a sent request; their statuses leave home. */
  async unfollow(accountId: string): Promise<RelationshipResult> {
    const result = await this.run(accountId, 'unfollow', () =>
      this.deps.client().accounts.unfollow(accountId),
    );
    if (result.kind === 'done' && !result.relationship.following)
      this.deps.removeFromHome(accountId);
    return result;
  }

  block(accountId: string, on: boolean): Promise<RelationshipResult> {
    return this.run(accountId, on ? 'block' : 'unblock', () =>
      on
        ? this.deps.client().accounts.block(accountId)
        : this.deps.client().accounts.unblock(accountId),
    );
  }

  /** Pleroma's subscribe: be notified of their posts. */
  subscribe(accountId: string, on: boolean): Promise<RelationshipResult> {
    return this.run(accountId, on ? 'subscribe' : 'unsubscribe', () =>
      on
        ? this.deps.client().accounts.subscribe(accountId)
        : this.deps.client().accounts.unsubscribe(accountId),
    );
  }

  /** Show or hide their repeats in home: a follow again with `reblogs` (Mastodon API). */
  showRepeats(accountId: string, on: boolean): Promise<RelationshipResult> {
    return this.run(accountId, on ? 'show_repeats' : 'hide_repeats', () =>
      this.deps.client().accounts.follow(accountId, { reblogs: on }),
    );
  }

  /** Make a follower stop following you. */
  removeFollower(accountId: string): Promise<RelationshipResult> {
    return this.run(accountId, 'remove_follower', () =>
      this.deps.client().accounts.removeFromFollowers(accountId),
    );
  }

  /** Save the personal note (an empty text clears it). */
  saveNote(accountId: string, comment: string): Promise<RelationshipResult> {
    return this.run(accountId, 'note', () => this.deps.client().accounts.note(accountId, comment));
  }

  /**
   * Mute (seconds; 0: no expiry) or unmute, through the mutes store so their posts collapse
   * at once; the answer's relationship comes back here by the scope's broadcast.
   */
  async mute(accountId: string, on: boolean, expiresIn = 0): Promise<RelationshipResult> {
    if (this.pending.has(accountId)) return { kind: 'refused', reason: 'busy' };
    const mutes = this.deps.mutes();
    if (mutes.isPending(accountId)) return { kind: 'refused', reason: 'busy' };
    const ok = on ? await mutes.mute(accountId, { expiresIn }) : await mutes.unmute(accountId);
    const relationship = this.byId.get(accountId);
    if (ok && relationship) return { kind: 'done', relationship };
    if (ok) {
      await this.load([accountId]);
      const loaded = this.byId.get(accountId);
      if (loaded) return { kind: 'done', relationship: loaded };
    }
    return { kind: 'failed', detail: on ? 'mute failed' : 'unmute failed', cause: undefined };
  }

  /** The scope ends: nothing heard any more, nothing kept. */
  dispose(): void {
    this.stopHearing();
    this.reset();
  }

  /** Logout or switch away: nothing of this account stays. */
  reset(): void {
    runInAction(() => {
      this.byId.clear();
      this.pending.clear();
    });
  }

  private async run(
    accountId: string,
    op: RelationshipOp,
    call: () => Promise<Relationship>,
  ): Promise<RelationshipResult> {
    if (accountId === this.deps.ownAccountId()) return { kind: 'refused', reason: 'own' };
    if (this.pendingOp(accountId) !== undefined) return { kind: 'refused', reason: 'busy' };
    runInAction(() => this.pending.set(accountId, op));
    try {
      const relationship = await call();
      this.take(relationship);
      return { kind: 'done', relationship };
    } catch (error) {
      const detail = describeError(error);
      this.deps.notices.add('error', ERROR_KEYS[op], { detail });
      return { kind: 'failed', detail, cause: error };
    } finally {
      runInAction(() => this.pending.delete(accountId));
    }
  }

  /** An answer: kept here, shown by profiles, and the mutes set follows it. */
  private take(relationship: Relationship): void {
    this.apply(relationship);
    this.deps.broadcast(relationship);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.deps.scheduler.after('follow-recheck', ms, resolve);
    });
  }
}

/** An account's relationships (`scope.use(relationshipsOf)`; both faces and the CLI). */
export const relationshipsOf: ScopeStoreKit<RelationshipsStore> = {
  make: (scope) =>
    new RelationshipsStore({
      client: () => scope.client,
      entities: scope.entities,
      notices: scope.notices,
      scheduler: scope.scheduler,
      logger: scope.logger,
      mutes: () => scope.mutes,
      ownAccountId: () => scope.ownAccountId(),
      broadcast: (relationship) => scope.relationshipChanged(relationship),
      removeFromHome: (accountId) => scope.timelines.removeAuthoredFromHome(accountId),
      hearFollowUpdates: (listener) =>
        scope.realtime.onEvent('pleroma:follow_relationships_update', listener),
      isLive: () => scope.realtime.isJoined({ stream: 'user' }),
    }),
  holds: (store) => ({ accounts: [...store.byId.keys()] }),
  relationshipChanged: (store, relationship) => store.apply(relationship),
  dispose: (store) => store.dispose(),
};
