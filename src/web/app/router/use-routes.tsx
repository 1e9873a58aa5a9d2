import { type ReactNode, useMemo } from 'react';
import { RouteContext } from './context';
import { matchRanked, rankRoutes } from './match';
import { useLocation } from './use-location';

/** A route of the table: a path and its element, or a pathless layout around children. */
export interface RouteObject {
  id?: string;
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** A leaf route with its full path and the layouts around it, outermost first. */
interface Leaf {
  path: string;
  chain: RouteObject[];
}

function leaves(routes: readonly RouteObject[], base = '', parents: RouteObject[] = []): Leaf[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base}/${route.path}`.replace(/\/{2,}/g, '/');
    const chain = [...parents, route];
    return route.children ? leaves(route.children, path, chain) : [{ path: path || '/', chain }];
  });
}

/** The element of the route that `routes` give the location, inside its layouts (or null). */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const ranked = useMemo(() => rankRoutes(leaves(routes), (leaf) => leaf.path), [routes]);
  const match = matchRanked(ranked, useLocation().pathname);
  if (!match) return null;
  const { params, route } = match;
  let element: ReactNode = null;
  for (let i = route.chain.length - 1; i >= 0; i--) {
    const outlet = element;
    element = (
      <RouteContext.Provider value={{ params, outlet }}>
        {route.chain[i]?.element ?? outlet}
      </RouteContext.Provider>
    );
  }
  return element;
}
