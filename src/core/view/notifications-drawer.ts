/**
 * Whether the notifications drawer is open (the web's mobile drawer): view state with no
 * platform in it, so it lives in core (ARCHITECTURE.md rule 8).
 */
import { action, makeObservable, observable } from 'mobx';
import type { NotificationsStore } from '../model/notifications';

export class NotificationsDrawerStore {
  open = false;

  /** `notifications`: the active account's list at the time of use (accounts change). */
  constructor(private readonly notifications: () => NotificationsStore) {
    makeObservable(this, { open: observable, show: action, close: action });
  }

  show(): void {
    this.open = true;
  }

  /** Spec part 1 §2: closing the drawer marks the notifications seen. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    const notifications = this.notifications();
    if (notifications.unseenCount > 0) void notifications.markAllRead();
  }
}
