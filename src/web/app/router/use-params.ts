import { useContext } from 'react';
import { RouteContext } from './context';
import type { Params } from './match';

/** The matched route's params, decoded: `/notice/:id` gives `{ id }`. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}
