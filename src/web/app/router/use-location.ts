import type { Location } from './history';
import { useRouter } from './use-router';

/** Where the app is: pathname (below the base path), search, hash, state, key. */
export function useLocation(): Location {
  return useRouter().location;
}
