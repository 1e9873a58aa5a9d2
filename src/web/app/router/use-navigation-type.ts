import type { NavigationType } from './history';
import { useRouter } from './use-router';

/** How the app got to this location: PUSH, REPLACE or POP (back, forward, first load). */
export function useNavigationType(): NavigationType {
  return useRouter().action;
}
