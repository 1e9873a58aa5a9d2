/** The app's router (history.ts says why it is the app's own). */
export { BrowserRouter } from './BrowserRouter';
export type { Location, NavigateOptions, NavigationType, To } from './history';
export { Link, type LinkProps } from './Link';
export { MemoryRouter } from './MemoryRouter';
export { matchRoutes, type Params } from './match';
export { Navigate } from './Navigate';
export { NavLink } from './NavLink';
export { Outlet } from './Outlet';
export { useLocation } from './use-location';
export { type NavigateFunction, useNavigate } from './use-navigate';
export { useNavigationType } from './use-navigation-type';
export { useParams } from './use-params';
export { type RouteObject, useRoutes } from './use-routes';
export { useSearchParams } from './use-search-params';
