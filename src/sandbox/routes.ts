import { moderationRoutes } from './admin/routes';
import type { RouteDef } from './router';
import { accountRoutes } from './routes/accounts';
import { announcementRoutes } from './routes/announcements';
import { chatRoutes } from './routes/chats';
import { collectionRoutes } from './routes/collections';
import { conversationRoutes } from './routes/conversations';
import { hookRoutes } from './routes/hooks';
import { instanceRoutes } from './routes/instance';
import { listRoutes } from './routes/lists';
import { markerRoutes } from './routes/markers';
import { mediaRoutes } from './routes/media';
import { mfaRoutes } from './routes/mfa';
import { miscRoutes } from './routes/misc';
import { notificationRoutes } from './routes/notifications';
import { oauthRoutes } from './routes/oauth';
import { ostatusRoutes } from './routes/ostatus';
import { pollRoutes } from './routes/polls';
import { reactionRoutes } from './routes/reactions';
import { relationshipRoutes } from './routes/relationships';
import { scheduledRoutes } from './routes/scheduled';
import { searchRoutes } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { signUpHookRoutes, signUpRoutes } from './routes/sign-up';
import { statusRoutes } from './routes/statuses';
import { timelineRoutes } from './routes/timelines';

/** Every HTTP route of the sandbox, grouped by resource. */
export const ROUTES: readonly RouteDef[] = [
  ...oauthRoutes,
  ...mfaRoutes,
  ...instanceRoutes,
  ...accountRoutes,
  ...relationshipRoutes,
  ...ostatusRoutes,
  ...statusRoutes,
  ...scheduledRoutes,
  ...timelineRoutes,
  ...collectionRoutes,
  ...notificationRoutes,
  ...markerRoutes,
  ...listRoutes,
  ...searchRoutes,
  ...reactionRoutes,
  ...pollRoutes,
  ...mediaRoutes,
  ...chatRoutes,
  ...announcementRoutes,
  ...conversationRoutes,
  ...settingsRoutes,
  ...signUpRoutes,
  ...miscRoutes,
  ...moderationRoutes,
  ...hookRoutes,
  ...signUpHookRoutes,
];

/** A route as data: method and path with `{param}` placeholders, as operations.json writes them. */
export interface RouteInfo {
  method: string;
  path: string;
  /** Why the route exists when it is not one of Pleroma's documented API routes. */
  extra?: string;
}

/**
 * The route table as data, for coverage reports. The WebSocket endpoint is listed too
 * (it is an upgrade, not a router entry); so are the static files served from memory.
 */
export const ROUTE_TABLE: readonly RouteInfo[] = [
  ...ROUTES.map((r) => ({
    method: r.method,
    path: r.path,
    ...(r.extra ? { extra: r.extra } : {}),
  })),
  { method: 'GET', path: '/api/v1/streaming' },
  {
    method: 'GET',
    path: '/media/{path}',
    extra: 'uploaded media, avatars and headers (bytes served from memory)',
  },
  { method: 'GET', path: '/emoji/{pack}/{file}', extra: 'custom emoji images' },
];
