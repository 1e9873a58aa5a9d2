/**
 * The route table of spec part 1 §2, as data: every name and path the spec lists, in its
 * order, with the catch-all `legacy-user-profile` moved last so it only takes what no
 * other route matches. `specPath` is the spec's spelling, `path` the router's pattern
 * (router/match.ts).
 */
import { matchRoutes } from './router';

export type RouteName =
  | 'root'
  | 'public-external-timeline'
  | 'public-timeline'
  | 'friends'
  | 'tag-timeline'
  | 'bookmarks'
  | 'conversation'
  | 'remote-user-profile-acct'
  | 'remote-user-profile'
  | 'external-user-profile'
  | 'user-profile'
  | 'interactions'
  | 'dms'
  | 'notifications'
  | 'registration'
  | 'registration-token'
  | 'password-reset'
  | 'login'
  | 'oauth-callback'
  | 'shout-panel'
  | 'search'
  | 'friend-requests'
  | 'who-to-follow'
  | 'about'
  | 'announcements'
  | 'nav-edit'
  | 'lists'
  | 'lists-new'
  | 'lists-timeline'
  | 'lists-edit'
  | 'chats'
  | 'chat'
  | 'mutes'
  | 'legacy-user-profile';

export interface RouteSpec {
  name: RouteName;
  /** As the spec writes it: `/notice/{id}`. */
  specPath: string;
  /** As the router matches it: `/notice/:id`. */
  path: string;
  /** Spec guard: signed-out visitors are sent to the logged-out root. */
  loginNeeded: boolean;
  /** Spec: exists only when the server offers chat messages. */
  needsChat?: boolean;
}

/** Default logged-out root (spec §9) and logged-in target. */
export const LOGGED_OUT_ROOT = '/main/all';
export const LOGGED_IN_ROOT = '/main/friends';
/** Spec §4: after logout the last-timeline default is the public timeline. */
export const AFTER_LOGOUT = '/main/public';

function route(
  name: RouteName,
  specPath: string,
  loginNeeded = false,
  extra: Partial<Pick<RouteSpec, 'path' | 'needsChat'>> = {},
): RouteSpec {
  const path = extra.path ?? specPath.replace(/\{(\w+)\}/g, ':$1');
  return { name, specPath, path, loginNeeded, ...(extra.needsChat ? { needsChat: true } : {}) };
}

export const ROUTE_TABLE: readonly RouteSpec[] = [
  route('root', '/'),
  route('public-external-timeline', '/main/all'),
  route('public-timeline', '/main/public'),
  route('friends', '/main/friends', true),
  route('tag-timeline', '/tag/{tag}'),
  route('bookmarks', '/bookmarks'),
  route('conversation', '/notice/{id}'),
  // The router matches whole segments only: `@user@host` (leading @ optional) is one
  // segment the screen splits.
  route('remote-user-profile-acct', '/remote-users/@{username}@{hostname}', true, {
    path: '/remote-users/:acct',
  }),
  route('remote-user-profile', '/remote-users/{hostname}/{username}', true),
  // Both have the pattern /users/:x; one screen serves both and tells an id from a name.
  route('external-user-profile', '/users/{id}', false, { path: '/users/:id' }),
  route('user-profile', '/users/{name}'),
  route('interactions', '/users/{username}/interactions', true),
  route('dms', '/users/{username}/dms', true),
  route('notifications', '/{username}/notifications', true),
  route('registration', '/registration'),
  route('registration-token', '/registration/{token}'),
  route('password-reset', '/password-reset'),
  route('login', '/login'),
  route('oauth-callback', '/oauth-callback'),
  route('shout-panel', '/shout-panel'),
  route('search', '/search'),
  route('friend-requests', '/friend-requests', true),
  route('who-to-follow', '/who-to-follow', true),
  route('about', '/about'),
  route('announcements', '/announcements'),
  route('nav-edit', '/nav-edit', true),
  route('lists', '/lists'),
  route('lists-new', '/lists/new'),
  route('lists-timeline', '/lists/{id}'),
  route('lists-edit', '/lists/{id}/edit'),
  route('chats', '/users/{username}/chats', true, { needsChat: true }),
  route('chat', '/users/{username}/chats/{recipient_id}', true, { needsChat: true }),
  // Petrel's own (not in the spec): mutes, blocks and blocked domains, until the settings
  // modal hosts the same panel.
  route('mutes', '/mutes', true),
  route('legacy-user-profile', '/{name}'),
];

/** A concrete path for a named route: `pathFor('conversation', { id })`. */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  const spec = ROUTE_TABLE.find((r) => r.name === name);
  if (!spec) throw new Error(`Unknown route ${name}`);
  return spec.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** The route of the table shown at `pathname`, ranked as the router ranks them. */
export function routeNameAt(pathname: string): RouteName | undefined {
  return matchRoutes(ROUTE_TABLE, pathname)?.route.name;
}
