/**
 * The update notification (spec part 1 §2 "Modal: update notification"): once per front-end
 * update worth telling about, a signed-in reader is told what changed; reading it sets the
 * server-side `updateCounter` flag (Pleroma-FE's), so no other browser or face shows it again.
 * Accounts made after the new-user cutoff (spec part 2 §9: 2022-08-04) never see it: the
 * client was new to them anyway.
 */
import type { ServerSideStorage } from './server-storage/store';

/** The update this client tells about; bump it with the words to show a new one. */
export const CURRENT_UPDATE_COUNTER = 1;
/** Spec part 2 §9: the new-user cutoff date. */
export const NEW_USER_CUTOFF = Date.parse('2022-08-04T00:00:00Z');

/** Whether the notification is owed: the settings are read and the account is older. */
export function updateNoticeOwed(storage: ServerSideStorage, accountCreatedAt: string): boolean {
  if (storage.state !== 'ready') return false;
  const created = Date.parse(accountCreatedAt);
  if (Number.isNaN(created) || created >= NEW_USER_CUTOFF) return false;
  return (storage.flags.updateCounter ?? 0) < CURRENT_UPDATE_COUNTER;
}

/** Read: the flag reaches the server, so it is not shown again anywhere. */
export function markUpdateNoticeRead(storage: ServerSideStorage): Promise<void> {
  storage.setFlag('updateCounter', CURRENT_UPDATE_COUNTER);
  return storage.push();
}
