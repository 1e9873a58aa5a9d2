import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { RouterContext, type RouterState } from './context';
import type { History } from './history';

function stateOf(history: History): RouterState {
  return { history, location: history.location, action: history.action };
}

/**
 * Renders `children` at the history's location, again on each move: in a transition, as
 * react-router did, so a screen that has to load keeps the previous one up meanwhile.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState(() => stateOf(history));
  useLayoutEffect(() => {
    // A move between the first render and this effect (a <Navigate> below) is caught here.
    setState((s) => (s.location === history.location ? s : stateOf(history)));
    return history.listen(() => startTransition(() => setState(stateOf(history))));
  }, [history]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}
