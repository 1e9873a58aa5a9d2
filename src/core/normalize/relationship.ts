import type { Relationship } from '../domain/types';
import { bool, isObject, str } from './read';

/** Wire relationship → domain relationship; undefined when it names no account. */
export function normalizeRelationship(raw: unknown): Relationship | undefined {
  if (!isObject(raw)) return undefined;
  const id = str(raw.id);
  if (!id) return undefined;
  return {
    id,
    following: bool(raw.following),
    followedBy: bool(raw.followed_by),
    blocking: bool(raw.blocking),
    blockedBy: bool(raw.blocked_by),
    muting: bool(raw.muting),
    mutingNotifications: bool(raw.muting_notifications),
    requested: bool(raw.requested),
    // Pleroma says `subscribing`, Mastodon (and snac) `notifying` for the same bell.
    subscribing: bool(raw.subscribing) || bool(raw.notifying),
    showingReblogs: bool(raw.showing_reblogs, true),
    domainBlocking: bool(raw.domain_blocking),
    endorsed: bool(raw.endorsed),
    note: str(raw.note),
  };
}
