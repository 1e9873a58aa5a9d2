import { emojiPath, findEmoji } from '../emoji';
import { isoTime, type JsonObject } from '../json';
import type { NotificationRecord } from '../records';
import type { SandboxState } from '../state';
import { serializeAccount } from './account';
import { serializeChatMessage } from './chat';
import { serializeReport } from './report';
import { serializeStatus } from './status';

const WITH_STATUS = new Set([
  'mention',
  'favourite',
  'reblog',
  'pleroma:emoji_reaction',
  'poll',
  'status',
  'update',
]);

/** Pleroma's Notification; null when what it points at is gone (Pleroma skips those too). */
export function serializeNotification(
  state: SandboxState,
  n: NotificationRecord,
): JsonObject | null {
  const actor = state.users.get(n.actorId);
  if (!actor) return null;
  const out: JsonObject = {
    account: serializeAccount(state, actor, n.recipientId),
    created_at: isoTime(n.createdAt),
    id: n.id,
    pleroma: { is_muted: state.isMuting(n.recipientId, n.actorId), is_seen: n.seen },
    type: n.type,
  };
  if (WITH_STATUS.has(n.type)) {
    const status = n.statusId ? state.statuses.get(n.statusId) : undefined;
    if (!status) return null;
    out.status = serializeStatus(state, status, n.recipientId);
  }
  if (n.type === 'move') {
    const target = n.targetId ? state.users.get(n.targetId) : undefined;
    if (!target) return null;
    out.target = serializeAccount(state, target, n.recipientId);
  }
  if (n.type === 'pleroma:report') {
    const r = n.reportId ? state.reports.get(n.reportId) : undefined;
    if (!r) return null;
    out.report = serializeReport(state, r, n.recipientId);
  }
  if (n.type === 'pleroma:chat_mention') {
    const m = n.chatMessageId ? state.chats.messages.get(n.chatMessageId) : undefined;
    if (!m) return null;
    out.chat_message = serializeChatMessage(
      state,
      state.chats,
      state.chats.chatWith(n.recipientId, m.authorId),
      m,
    );
  }
  if (n.type === 'pleroma:emoji_reaction' && n.emoji) {
    out.emoji = n.emoji;
    const custom = findEmoji(n.emoji.replace(/:/g, ''));
    out.emoji_url = custom ? `${state.baseUrl}${emojiPath(custom)}` : null;
  }
  return out;
}
