import { useLocation } from '../../../src/web/app/router';

/** Shows the router's path and query, for tests that check where a click navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
