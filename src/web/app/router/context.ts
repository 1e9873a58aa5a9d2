/** The router's contexts (history.ts says why the app has its own router). */
import { createContext, type ReactNode } from 'react';
import type { History, Location, NavigationType } from './history';
import type { Params } from './match';

export interface RouterState {
  history: History;
  location: Location;
  action: NavigationType;
}

export const RouterContext = createContext<RouterState | null>(null);

/** What the matched route gives its element: params, and the child route's element. */
export interface RouteState {
  params: Params;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteState>({ params: {}, outlet: null });
