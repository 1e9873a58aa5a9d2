import type { StatusRecord } from './records';
import type { SandboxState } from './state';

/**
 * Which statuses belong to which timeline. Shared by the timeline routes and the streaming
 * fan-out so a post streams exactly where a later fetch would show it.
 */

/** The status a boost points at, or the status itself. */
export function contentOf(state: SandboxState, s: StatusRecord): StatusRecord {
  return s.reblogOfId ? (state.statuses.get(s.reblogOfId) ?? s) : s;
}

export function hasMedia(state: SandboxState, s: StatusRecord): boolean {
  return contentOf(state, s).mediaIds.length > 0;
}

/**
 * Blocks, domain blocks and mutes hide an author's posts (never one's own). With
 * `withMuted` (Pleroma's `with_muted=true`) mutes no longer hide anything; blocks still do.
 */
export function hiddenByFilters(
  state: SandboxState,
  viewerId: string | null,
  s: StatusRecord,
  opts: { withMuted?: boolean } = {},
): boolean {
  if (!viewerId) return false;
  const authors = [s.accountId, contentOf(state, s).accountId];
  const blockedDomains = state.domainBlocks.get(viewerId);
  return authors.some(
    (a) =>
      (a !== viewerId &&
        blockedDomains !== undefined &&
        blockedDomains.has(state.users.get(a)?.domain ?? '')) ||
      (a !== viewerId &&
        (state.isBlocking(viewerId, a) ||
          (!opts.withMuted && state.isMuting(viewerId, a)) ||
          state.isBlocking(a, viewerId))),
  );
}

/** The home timeline; `withMuted` keeps posts of muted accounts (the stream never does). */
export function inHome(
  state: SandboxState,
  viewerId: string,
  s: StatusRecord,
  opts: { withMuted?: boolean } = {},
): boolean {
  if (!state.canSee(viewerId, s) || hiddenByFilters(state, viewerId, s, opts)) return false;
  if (s.reblogOfId && !state.canSee(viewerId, contentOf(state, s))) return false;
  // Followed with `reblogs: false`: their repeats stay out of home.
  if (s.reblogOfId && state.hiddenReblogs.get(viewerId)?.has(s.accountId)) return false;
  return (
    s.accountId === viewerId ||
    state.isFollowing(viewerId, s.accountId) ||
    s.mentionIds.includes(viewerId)
  );
}

export interface PublicFilter {
  local?: boolean;
  remote?: boolean;
  onlyMedia?: boolean;
}

/** Public timelines hold public posts, no boosts (Pleroma fetches only Create activities). */
export function inPublic(state: SandboxState, s: StatusRecord, f: PublicFilter): boolean {
  if (s.reblogOfId || s.visibility !== 'public') return false;
  const local = state.users.get(s.accountId)?.domain === null;
  if (f.local && !local) return false;
  if (f.remote && local) return false;
  if (f.onlyMedia && !hasMedia(state, s)) return false;
  return true;
}

export function hasTag(s: StatusRecord, tag: string): boolean {
  return s.tags.includes(tag.toLowerCase());
}

export function inDirect(viewerId: string, s: StatusRecord): boolean {
  return s.visibility === 'direct' && (s.accountId === viewerId || s.mentionIds.includes(viewerId));
}

export function inList(state: SandboxState, listId: string, s: StatusRecord): boolean {
  const list = state.lists.get(listId);
  if (!list?.accountIds.has(s.accountId)) return false;
  return state.canSee(list.ownerId, s) && !hiddenByFilters(state, list.ownerId, s);
}
