import { NotificationsPanel } from '../../components/notifications/NotificationsPanel';

/**
 * `/{username}/notifications` (login needed): the signed-in user's notifications panel in
 * the main column. The name in the address is not checked: one only ever sees one's own.
 */
export function NotificationsScreen() {
  return <NotificationsPanel />;
}

export default NotificationsScreen;
