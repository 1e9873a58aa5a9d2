import type { NotificationRecord, StatusRecord, Visibility } from '../records';

/** What a post carries when created through the API or by a test. */
export interface NewStatusInput {
  status?: string;
  spoiler_text?: string;
  visibility?: Visibility;
  in_reply_to_id?: string | null;
  sensitive?: boolean;
  media_ids?: string[];
  quote_id?: string | null;
  poll?: { options: string[]; expires_in?: number; multiple?: boolean } | null;
  content_type?: string;
  language?: string | null;
  /** Seed only: when it was posted (defaults to now). */
  createdAt?: number;
  application?: string | null;
  /** Same key from the same user gives back the same status (Idempotency-Key header). */
  idempotencyKey?: string;
  /** Skip streaming and notifications (used while seeding). */
  silent?: boolean;
}

/** What the streaming layer listens to. Records are snapshots taken when the event fired. */
export type SandboxEvent =
  | { type: 'update'; status: StatusRecord }
  | { type: 'status.update'; status: StatusRecord }
  | { type: 'delete'; status: StatusRecord }
  | { type: 'notification'; notification: NotificationRecord }
  /** A chat changed for `ownerId` (new message); streamed as pleroma:chat_update. */
  | { type: 'pleroma:chat_update'; ownerId: string; chatId: string }
  /** A follow changed (asked, accepted, rejected, undone); streamed to both users. */
  | {
      type: 'pleroma:follow_relationships_update';
      state: 'follow_pending' | 'follow_accept' | 'follow_reject' | 'unfollow';
      followerId: string;
      followingId: string;
    };

export interface Reaction {
  emoji: string;
  userId: string;
  createdAt: number;
}

/** What a notification may point at besides its actor (see NotificationState.notify). */
export interface NotifyOptions {
  statusId?: string;
  targetId?: string;
  emoji?: string;
  chatMessageId?: string;
  reportId?: string;
  at?: number;
  seen?: boolean;
}
