import { type ReactNode, useState } from 'react';
import { createMemoryHistory } from './history';
import { Router } from './Router';

/** A router over entries in memory (tests), at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
