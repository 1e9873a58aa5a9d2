import type { JsonObject } from '../json';
import type { SandboxState } from '../state';

/** Pleroma's AccountRelationship from `viewerId` to `targetId`. */
export function serializeRelationship(
  state: SandboxState,
  viewerId: string,
  targetId: string,
): JsonObject {
  const following = state.isFollowing(viewerId, targetId);
  const mute = state.muteOf(viewerId, targetId);
  return {
    id: targetId,
    following,
    showing_reblogs: !(state.hiddenReblogs.get(viewerId)?.has(targetId) ?? false),
    notifying: state.subscriptions.get(viewerId)?.has(targetId) ?? false,
    followed_by: state.isFollowing(targetId, viewerId),
    blocking: state.isBlocking(viewerId, targetId),
    blocked_by: state.isBlocking(targetId, viewerId),
    muting: mute !== undefined,
    muting_notifications: mute?.notifications ?? false,
    requested: state.hasRequested(viewerId, targetId),
    domain_blocking:
      state.domainBlocks.get(viewerId)?.has(state.users.get(targetId)?.domain ?? '') ?? false,
    subscribing: state.subscriptions.get(viewerId)?.has(targetId) ?? false,
    endorsed: false,
    note: state.notes.get(`${viewerId}:${targetId}`) ?? '',
  };
}
