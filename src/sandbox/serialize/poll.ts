import { isoTime, type JsonObject } from '../json';
import type { PollRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeEmojis } from './emoji';

/** Pleroma's Poll for one viewer (`voted` and `own_votes` depend on who asks). */
export function serializePoll(
  state: SandboxState,
  poll: PollRecord,
  viewerId: string | null,
): JsonObject {
  const counts = poll.options.map(() => 0);
  for (const choices of poll.votes.values())
    for (const c of choices) counts[c] = (counts[c] ?? 0) + 1;
  const own = viewerId ? poll.votes.get(viewerId) : undefined;
  const status = state.statuses.get(poll.statusId);
  return {
    emojis: serializeEmojis(state, status?.emojis ?? []),
    expired: poll.expiresAt !== null && poll.expiresAt <= Date.now(),
    expires_at: poll.expiresAt === null ? null : isoTime(poll.expiresAt),
    id: poll.id,
    multiple: poll.multiple,
    options: poll.options.map((title, i) => ({ title, votes_count: counts[i] ?? 0 })),
    own_votes: own ?? [],
    pleroma: { non_anonymous: false },
    voted: viewerId ? own !== undefined || status?.accountId === viewerId : false,
    voters_count: poll.votes.size,
    votes_count: counts.reduce((a, b) => a + b, 0),
  };
}
