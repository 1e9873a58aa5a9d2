import { useContext } from 'react';
import { RouterContext, type RouterState } from './context';

/** The router around this component (one of the app's, or a test's memory router). */
export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs a router (BrowserRouter or MemoryRouter).');
  return router;
}
