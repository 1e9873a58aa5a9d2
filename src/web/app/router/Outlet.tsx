import { useContext } from 'react';
import { RouteContext } from './context';

/** Where a layout route draws the matched child route's element. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}
