import type { ReactNode } from 'react';
import { Layout } from '../layout/Layout';
import { NotAvailable } from '../screens/NotAvailable';
import { RootRedirect } from '../screens/RootRedirect';
import { TimelineScreen } from '../screens/TimelineScreen';
import { TagTimelineScreen } from '../screens/timelines/TagTimelineScreen';
// Screens not needed for the first paint of a timeline load on demand.
import { ThemeSettings } from '../theme/ThemeSettings';
import { lazyScreen } from './chunk';
import { RequireFeature, routeFeature } from './RequireFeature';
import { RequireLogin } from './RequireLogin';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTE_TABLE, type RouteName, type RouteSpec } from './route-table';
import { type RouteObject, useLocation, useRoutes } from './router';
import { TIMELINES } from './timelines';

const ConversationScreen = lazyScreen(() => import('../screens/conversation/conversation-screen'));
const LoginScreen = lazyScreen(() => import('../screens/LoginScreen'));
const OAuthCallbackScreen = lazyScreen(() => import('../screens/OAuthCallbackScreen'));
const NotificationsScreen = lazyScreen(
  () => import('../screens/notifications/notifications-screen'),
);
// Reading screens beside the timelines: named exports, loaded on demand.
const ProfileScreen = lazyScreen(() => import('../screens/profile/ProfileScreen'));
const RemoteUserScreen = lazyScreen(() => import('../screens/remote-user/RemoteUserScreen'));
const SearchScreen = lazyScreen(() => import('../screens/search/SearchScreen'));
const ListsScreen = lazyScreen(() => import('../screens/lists/ListsScreen'));
const ListTimelineScreen = lazyScreen(() => import('../screens/lists/ListTimelineScreen'));
const ListEditScreen = lazyScreen(() => import('../screens/lists/ListEditScreen'));
const FriendRequestsScreen = lazyScreen(() => import('../screens/people/FriendRequestsScreen'));
const WhoToFollowScreen = lazyScreen(() => import('../screens/people/WhoToFollowScreen'));
const MutesScreen = lazyScreen(() =>
  import('../screens/people/MutesScreen').then((m) => ({ default: m.MutesScreen })),
);
const InteractionsScreen = lazyScreen(() => import('../screens/interactions/InteractionsScreen'));
const RegistrationScreen = lazyScreen(() => import('../screens/sign-up/RegistrationScreen'));
const PasswordResetScreen = lazyScreen(() => import('../screens/sign-up/PasswordResetScreen'));
const AnnouncementsScreen = lazyScreen(
  () => import('../screens/announcements/AnnouncementsScreen'),
);
const ShoutScreen = lazyScreen(() => import('../screens/shout/ShoutScreen'));
const ChatsScreen = lazyScreen(() =>
  import('../screens/chats/chats-chunk').then((m) => ({ default: m.ChatsScreen })),
);
const ChatScreen = lazyScreen(() =>
  import('../screens/chats/chats-chunk').then((m) => ({ default: m.ChatScreen })),
);
const AdminScreen = lazyScreen(() => import('../screens/admin/AdminScreen'));
const AboutScreen = lazyScreen(() => import('../screens/about/AboutScreen'));
// Issue 15's moderation desk (/admin/users, /admin/reports): its own chunk, which also
// draws the app's "not found" for any other path (the catch-all: not in the first load).
const ModerationDesk = lazyScreen(() => import('../screens/admin/moderation'));
const NavEditScreen = lazyScreen(() => import('../screens/nav-edit/NavEditScreen'));

/** The screen of each route; the ones of later issues show "Not available yet". */
function screenFor(name: RouteName): ReactNode {
  switch (name) {
    case 'root':
      return <RootRedirect />;
    case 'public-external-timeline':
      return <TimelineScreen key="all" timeline={TIMELINES.all} />;
    case 'public-timeline':
      return <TimelineScreen key="public" timeline={TIMELINES.public} />;
    case 'friends':
      return <TimelineScreen key="friends" timeline={TIMELINES.friends} />;
    case 'tag-timeline':
      return <TagTimelineScreen />;
    case 'bookmarks':
      return <TimelineScreen key="bookmarks" timeline={TIMELINES.bookmarks} />;
    case 'dms':
      return <TimelineScreen key="dms" timeline={TIMELINES.dms} />;
    case 'lists':
      return <ListsScreen />;
    case 'lists-timeline':
      return <ListTimelineScreen />;
    case 'lists-new':
      return <ListEditScreen key="new" />;
    case 'lists-edit':
      return <ListEditScreen />;
    case 'friend-requests':
      return <FriendRequestsScreen />;
    case 'who-to-follow':
      return <WhoToFollowScreen />;
    case 'mutes':
      return <MutesScreen />;
    case 'external-user-profile':
      return <ProfileScreen param="id" />;
    case 'user-profile':
    case 'legacy-user-profile':
      return <ProfileScreen param="name" />;
    case 'remote-user-profile-acct':
    case 'remote-user-profile':
      return <RemoteUserScreen />;
    case 'search':
      return <SearchScreen />;
    case 'interactions':
      return <InteractionsScreen />;
    case 'about':
      return <AboutScreen />;
    case 'nav-edit':
      return <NavEditScreen />;
    case 'announcements':
      return <AnnouncementsScreen />;
    case 'shout-panel':
      return <ShoutScreen />;
    case 'chats':
      return <ChatsScreen />;
    case 'chat':
      return <ChatScreen />;
    case 'conversation':
      return <ConversationScreen />;
    case 'notifications':
      return <NotificationsScreen />;
    case 'login':
      return <LoginScreen />;
    case 'oauth-callback':
      return <OAuthCallbackScreen />;
    case 'registration':
      return <RegistrationScreen key="open" />;
    case 'registration-token':
      return <RegistrationScreen key="invite" />;
    case 'password-reset':
      return <PasswordResetScreen />;
    default:
      return <NotAvailable screen={name} />;
  }
}

function toRouteObject(spec: RouteSpec): RouteObject {
  const feature = routeFeature(spec);
  const shown = screenFor(spec.name);
  const screen = feature ? <RequireFeature feature={feature}>{shown}</RequireFeature> : shown;
  return {
    id: spec.name,
    path: spec.path,
    element: spec.loginNeeded ? <RequireLogin>{screen}</RequireLogin> : screen,
  };
}

/** The app's route objects: the layout around every route of the table. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      // Last: an address no route takes gets the app's own "not found" inside the layout.
      children: [
        ...ROUTE_TABLE.map(toRouteObject),
        // The theme chooser on a page of its own until the settings modal hosts it.
        { path: '/settings/theme', element: <ThemeSettings /> },
        // Issue 15's admin dashboard (spec part 2 §2 tabs): before `/:name`, which took it.
        // Signed-out visitors and members get the server's refusal there (the first load
        // carries no guard for it: bin/web-budget.mjs). The moderation desk's pages first.
        { path: '/admin/users', element: <ModerationDesk /> },
        { path: '/admin/reports', element: <ModerationDesk /> },
        { path: '/admin/:tab?', element: <AdminScreen /> },
        { path: '*', element: <ModerationDesk /> },
      ],
    },
  ];
}

// Built once: the elements are descriptions, rendered afresh by each router.
let routes: RouteObject[] | undefined;

/** The route table rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  routes ??= appRoutes();
  const element = useRoutes(routes);
  // The layout has its own boundary around the screen; this one catches the layout's errors.
  return <RouteErrorBoundary resetKey={useLocation().pathname}>{element}</RouteErrorBoundary>;
}
