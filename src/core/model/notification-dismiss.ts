import { runInAction } from 'mobx';
import type { PleromaClient } from '../api/client';
import { dismissNotificationRequest } from '../api/notification-dismiss';
import type { Notification } from '../domain/types';
import { describeError } from '../errors';
import type { NoticeStore } from './notices';

/** Spec part 2 §7: the notice a failed dismissal shows (`{{detail}}` the reason). */
export const NOTIFICATION_DISMISS_ERROR_KEY = 'dismiss_notification.error';

/** The list a dismissal edits: the notifications store's map and order. */
export interface DismissList {
  readonly byId: Map<string, Notification>;
  ids: string[];
}

/** What a dismissal needs of the root store (both faces pass theirs). */
export interface DismissRoot {
  readonly notifications: DismissList;
  readonly client: PleromaClient;
  readonly notices: NoticeStore;
}

/**
 * Dismisses one notification (`POST /api/v1/notifications/{id}/dismiss`): it leaves the
 * list at once and comes back, with an error notice, when the server refuses. Resolves to
 * whether the server took it. Not a method of the notifications store: the faces import it
 * from the chunks that show the control, so the first web load does not carry it.
 */
export async function dismissNotification(root: DismissRoot, id: string): Promise<boolean> {
  const list = root.notifications;
  const notification = list.byId.get(id);
  if (!notification) return false;
  const at = list.ids.indexOf(id);
  runInAction(() => {
    list.byId.delete(id);
    list.ids = list.ids.filter((other) => other !== id);
  });
  try {
    await dismissNotificationRequest(root.client.http, id);
    return true;
  } catch (error) {
    runInAction(() => {
      if (list.byId.has(id)) return;
      list.byId.set(id, notification);
      const ids = list.ids.filter((other) => other !== id);
      ids.splice(Math.min(Math.max(at, 0), ids.length), 0, id);
      list.ids = ids;
    });
    root.notices.add('error', NOTIFICATION_DISMISS_ERROR_KEY, { detail: describeError(error) });
    return false;
  }
}
