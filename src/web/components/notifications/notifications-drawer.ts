/**
 * Whether the mobile notifications drawer is open: web-only view state, one per app model
 * (kept beside it rather than in it, so this feature stays in its own folder).
 */
import { action, makeObservable, observable } from 'mobx';
import type { NotificationsStore } from '../../../core/model/notifications';
import type { WebModel } from '../../model/web-model';

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

const drawers = new WeakMap<WebModel, NotificationsDrawerStore>();

export function notificationsDrawer(model: WebModel): NotificationsDrawerStore {
  let drawer = drawers.get(model);
  if (!drawer) {
    drawer = new NotificationsDrawerStore(() => model.root.notifications);
    drawers.set(model, drawer);
  }
  return drawer;
}
