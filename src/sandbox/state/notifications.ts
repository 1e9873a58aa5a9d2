import { compareIds } from '../ids';
import type { NotificationRecord, NotificationType } from '../records';
import { RelationshipState } from './relationships';
import type { NotifyOptions } from './types';

/** Notifications: who is told what, and the list each recipient reads. */
export abstract class NotificationState extends RelationshipState {
  readonly notifications = new Map<string, NotificationRecord>();

  /** Records a notification for a local recipient and streams it. Remote ones get none. */
  notify(
    recipientId: string,
    type: NotificationType,
    actorId: string,
    opts: NotifyOptions = {},
  ): NotificationRecord | null {
    const recipient = this.users.get(recipientId);
    // A poll's end notifies its own author, so only that type may notify oneself.
    if (!recipient || !this.isLocal(recipient) || (recipientId === actorId && type !== 'poll'))
      return null;
    if (this.isBlocking(recipientId, actorId)) return null;
    const at = opts.at ?? Date.now();
    const n: NotificationRecord = {
      id: this.ids.next(at),
      recipientId,
      type,
      actorId,
      statusId: opts.statusId ?? null,
      targetId: opts.targetId ?? null,
      emoji: opts.emoji ?? null,
      chatMessageId: opts.chatMessageId ?? null,
      reportId: opts.reportId ?? null,
      createdAt: at,
      seen: opts.seen ?? false,
    };
    this.notifications.set(n.id, n);
    this.emit({ type: 'notification', notification: n });
    return n;
  }

  notificationsFor(userId: string): NotificationRecord[] {
    return [...this.notifications.values()]
      .filter((n) => n.recipientId === userId)
      .sort((a, b) => compareIds(b.id, a.id));
  }
}
