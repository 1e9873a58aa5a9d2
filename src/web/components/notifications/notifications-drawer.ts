/**
 * The app model's notifications drawer (core's NotificationsDrawerStore), one per model: kept
 * beside it rather than in it, so this feature stays in its own folder.
 */
import { NotificationsDrawerStore } from '../../../core/view/notifications-drawer';
import type { WebModel } from '../../model/web-model';

export { NotificationsDrawerStore };

const drawers = new WeakMap<WebModel, NotificationsDrawerStore>();

export function notificationsDrawer(model: WebModel): NotificationsDrawerStore {
  let drawer = drawers.get(model);
  if (!drawer) {
    drawer = new NotificationsDrawerStore(() => model.root.notifications);
    drawers.set(model, drawer);
  }
  return drawer;
}
