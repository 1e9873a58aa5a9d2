/** The moderation desk's screens (issue 15), one lazy chunk for the routes that host them. */
export { AdminReportsScreen } from './AdminReportsScreen';
export { AdminUsersScreen } from './AdminUsersScreen';
