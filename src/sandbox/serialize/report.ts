import { isoTime, type JsonObject } from '../json';
import type { ReportRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeAccount } from './account';
import { serializeStatus } from './status';

/** Pleroma's admin Report (also embedded in pleroma:report notifications). */
export function serializeReport(
  state: SandboxState,
  r: ReportRecord,
  viewerId: string | null,
): JsonObject {
  const account = state.users.get(r.accountId);
  const actor = state.users.get(r.actorId);
  return {
    account: account ? serializeAccount(state, account, viewerId) : null,
    actor: actor ? serializeAccount(state, actor, viewerId) : null,
    content: r.comment,
    created_at: isoTime(r.createdAt),
    id: r.id,
    notes: r.notes.map((n) => {
      const author = state.users.get(n.authorId);
      return {
        content: n.content,
        created_at: isoTime(n.createdAt),
        id: n.id,
        user: author ? serializeAccount(state, author, viewerId) : null,
      };
    }),
    // Pleroma's instance rules a report cites; the sandbox has none.
    rules: [],
    state: r.state,
    statuses: r.statusIds.flatMap((id) => {
      const s = state.statuses.get(id);
      return s ? [serializeStatus(state, s, viewerId)] : [];
    }),
  };
}
