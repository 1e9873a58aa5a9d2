/**
 * Pleroma's `pleroma:follow_relationships_update` on the user stream: a follow was asked,
 * accepted, rejected or undone. Both sides hear it; each reads who is on the other side and
 * asks how it stands with them now (a follower's button turns to "Following" once a locked
 * account approves, without a reload).
 *
 * Platform-free: no DOM, no Node.
 */

export type FollowUpdateState = 'follow_pending' | 'follow_accept' | 'follow_reject' | 'unfollow';

export interface FollowUpdate {
  state: FollowUpdateState;
  followerId: string;
  followingId: string;
}

const STATES: readonly string[] = [
  'follow_pending',
  'follow_accept',
  'follow_reject',
  'unfollow',
] satisfies readonly FollowUpdateState[];

function idOf(side: unknown): string | null {
  const id = (side as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The event's payload as read, or null when it is not one (logged and ignored upstream). */
export function parseFollowUpdate(payload: unknown): FollowUpdate | null {
  if (!payload || typeof payload !== 'object') return null;
  const record = payload as { state?: unknown; follower?: unknown; following?: unknown };
  const followerId = idOf(record.follower);
  const followingId = idOf(record.following);
  if (typeof record.state !== 'string' || !STATES.includes(record.state)) return null;
  if (!followerId || !followingId) return null;
  return { state: record.state as FollowUpdateState, followerId, followingId };
}

/** The account on the other side of an update for `ownId`; null when neither side is us. */
export function otherSideOf(update: FollowUpdate | null, ownId: string | null): string | null {
  if (!update || !ownId) return null;
  if (update.followerId === ownId) return update.followingId;
  if (update.followingId === ownId) return update.followerId;
  return null;
}
