import { notFound } from '../errors';
import { compareIds } from '../ids';
import type { Edge, MuteRecord, NotificationRecord, NotificationType } from '../records';
import { AccountState } from './accounts';
import { mapOf } from './base';
import type { NotifyOptions } from './types';

/** Follows, follow requests, blocks, mutes, subscriptions and notes between accounts. */
export abstract class RelationshipState extends AccountState {
  /** follower id -> followed id -> edge. */
  readonly following = new Map<string, Map<string, Edge>>();
  /** followed id -> follower id -> edge. */
  readonly followers = new Map<string, Map<string, Edge>>();
  /** locked account id -> requester id -> edge. */
  readonly followRequests = new Map<string, Map<string, Edge>>();
  readonly blocks = new Map<string, Set<string>>();
  /** muting user id -> muted account id -> mute (expired ones are dropped when read). */
  readonly mutes = new Map<string, Map<string, MuteRecord>>();
  readonly subscriptions = new Map<string, Set<string>>();
  /** follower id -> followed accounts whose repeats stay out of home (`reblogs: false`). */
  readonly hiddenReblogs = new Map<string, Set<string>>();
  readonly notes = new Map<string, string>();
  /** user id -> blocked domains. */
  readonly domainBlocks = new Map<string, Set<string>>();

  /** Implemented by NotificationState; following someone notifies them. */
  abstract notify(
    recipientId: string,
    type: NotificationType,
    actorId: string,
    opts?: NotifyOptions,
  ): NotificationRecord | null;

  isFollowing(followerId: string, targetId: string): boolean {
    return this.following.get(followerId)?.has(targetId) ?? false;
  }

  hasRequested(followerId: string, targetId: string): boolean {
    return this.followRequests.get(targetId)?.has(followerId) ?? false;
  }

  isBlocking(userId: string, targetId: string): boolean {
    return this.blocks.get(userId)?.has(targetId) ?? false;
  }

  isMuting(userId: string, targetId: string): boolean {
    return this.muteOf(userId, targetId) !== undefined;
  }

  /** The live mute of `targetId` by `userId`; an expired one is removed on the way. */
  muteOf(userId: string, targetId: string, now: number = Date.now()): MuteRecord | undefined {
    const mutes = this.mutes.get(userId);
    const mute = mutes?.get(targetId);
    if (!mute) return undefined;
    if (mute.expiresAt !== null && mute.expiresAt <= now) {
      mutes?.delete(targetId);
      return undefined;
    }
    return mute;
  }

  /** `userId`'s live mutes, newest first (the order `/api/v1/mutes` pages in). */
  mutesOf(userId: string, now: number = Date.now()): MuteRecord[] {
    const mutes = [...(this.mutes.get(userId)?.values() ?? [])];
    return mutes
      .filter((m) => this.muteOf(userId, m.to, now) !== undefined)
      .sort((a, b) => compareIds(b.id, a.id));
  }

  /**
   * Mutes `targetId` for `userId`. `expiresIn` is in seconds; 0 or none means no expiry.
   * Muting again updates the expiry and the notifications flag (Pleroma keeps one mute).
   */
  mute(
    userId: string,
    targetId: string,
    opts: { expiresIn?: number; notifications?: boolean; at?: number } = {},
  ): MuteRecord {
    const at = opts.at ?? Date.now();
    const expiresAt = opts.expiresIn && opts.expiresIn > 0 ? at + opts.expiresIn * 1000 : null;
    const notifications = opts.notifications ?? true;
    const existing = this.muteOf(userId, targetId, at);
    if (existing) {
      existing.expiresAt = expiresAt;
      existing.notifications = notifications;
      return existing;
    }
    const mute: MuteRecord = {
      id: this.ids.next(at),
      from: userId,
      to: targetId,
      createdAt: at,
      expiresAt,
      notifications,
    };
    const mutes = this.mutes.get(userId) ?? new Map<string, MuteRecord>();
    mutes.set(targetId, mute);
    this.mutes.set(userId, mutes);
    return mute;
  }

  unmute(userId: string, targetId: string): void {
    this.mutes.get(userId)?.delete(targetId);
  }

  followingIds(userId: string): string[] {
    return [...(this.following.get(userId)?.keys() ?? [])];
  }

  followerIds(userId: string): string[] {
    return [...(this.followers.get(userId)?.keys() ?? [])];
  }

  /** Follows, or asks to when the target is locked. Answers whether it is now a request. */
  follow(
    followerId: string,
    targetId: string,
    at: number = Date.now(),
    silent = false,
  ): 'following' | 'requested' {
    if (this.isFollowing(followerId, targetId)) return 'following';
    const target = this.users.get(targetId);
    if (!target) throw notFound();
    if (target.locked) {
      if (!this.hasRequested(followerId, targetId)) {
        const edge: Edge = { id: this.ids.next(at), from: followerId, to: targetId, createdAt: at };
        mapOf(this.followRequests, targetId).set(followerId, edge);
        if (!silent) this.notify(targetId, 'follow_request', followerId, { at });
      }
      return 'requested';
    }
    this.addFollow(followerId, targetId, at);
    if (!silent) this.notify(targetId, 'follow', followerId, { at });
    return 'following';
  }

  addFollow(followerId: string, targetId: string, at: number): void {
    const edge: Edge = { id: this.ids.next(at), from: followerId, to: targetId, createdAt: at };
    mapOf(this.following, followerId).set(targetId, edge);
    mapOf(this.followers, targetId).set(followerId, edge);
  }

  unfollow(followerId: string, targetId: string): void {
    this.following.get(followerId)?.delete(targetId);
    this.followers.get(targetId)?.delete(followerId);
    this.followRequests.get(targetId)?.delete(followerId);
  }

  authorizeFollowRequest(targetId: string, requesterId: string): void {
    const req = this.followRequests.get(targetId)?.get(requesterId);
    if (!req) throw notFound();
    this.followRequests.get(targetId)?.delete(requesterId);
    this.addFollow(requesterId, targetId, Date.now());
  }

  rejectFollowRequest(targetId: string, requesterId: string): void {
    if (!this.followRequests.get(targetId)?.delete(requesterId)) throw notFound();
  }
}
