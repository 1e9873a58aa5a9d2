import type { Notification } from '../domain/types';
import type { ClockPort, NotificationTarget, NotifierPort } from '../ports';
import type { Scheduler } from '../schedule/scheduler';
import type { EntityStore } from './entities';
import { type DescribeNotification, describeNotificationPlainly } from './notification-text';

/** Spec: no desktop notifications for the first 10 s after start. */
export const NOTIFICATION_SILENCE_MS = 10_000;
/** Spec: a desktop notification closes after 5 s. */
export const DESKTOP_NOTIFICATION_CLOSE_MS = 5000;

export interface DesktopNotificationDeps {
  entities: EntityStore;
  scheduler: Scheduler;
  clock: ClockPort;
  /** The desktop notifier; absent means no permission (or no desktop). */
  notify: () => NotifierPort | undefined;
  describe?: DescribeNotification;
}

/**
 * Desktop notifications for newly arrived notifications (spec part 2 §4): silent for the
 * first 10 s after sign-in so the backlog does not pop up, each one closed after 5 s.
 * Whether a notification qualifies (seen, filtered out) is the list's call.
 */
export class DesktopNotifications {
  private startedAt: number | null = null;

  constructor(private readonly deps: DesktopNotificationDeps) {}

  /** Sign-in: the silence starts now. */
  start(): void {
    this.startedAt = this.deps.clock.now();
  }

  /** Logout: nothing shows until the next start. */
  reset(): void {
    this.startedAt = null;
  }

  /** Shows `notification` unless there is no permission or the start-up silence still runs. */
  show(notification: Notification): void {
    const notify = this.deps.notify();
    if (!notify || this.startedAt === null) return;
    if (this.deps.clock.now() - this.startedAt < NOTIFICATION_SILENCE_MS) return;
    const wording = this.deps.describe ?? describeNotificationPlainly;
    const { title, body } = wording(notification, this.deps.entities);
    // The sender's avatar beside it, as Pleroma-FE shows it; a click opens what it is about.
    const icon = this.deps.entities.account(notification.accountId)?.avatar || undefined;
    const target = notificationTarget(notification, this.deps.entities);
    const shown = notify(title, body, { icon, target });
    if (!shown) return;
    this.deps.scheduler.after(
      `desktop-notification:${notification.id}`,
      DESKTOP_NOTIFICATION_CLOSE_MS,
      () => shown.close(),
    );
  }
}

/**
 * What a click on `notification` opens: its status when it has one, the chat with the sender
 * for a chat message, else the sender's profile; undefined when the sender is unknown.
 */
export function notificationTarget(
  notification: Notification,
  entities: EntityStore,
): NotificationTarget | undefined {
  if (notification.type === 'pleroma:chat_mention') {
    return { kind: 'chat', accountId: notification.accountId };
  }
  if (notification.statusId) return { kind: 'status', id: notification.statusId };
  const account = entities.account(notification.accountId);
  return account ? { kind: 'account', id: account.id, acct: account.acct } : undefined;
}
