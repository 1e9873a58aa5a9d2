import { type ReactNode, useState } from 'react';
import { createBrowserHistory } from './history';
import { Router } from './Router';

/** The app's router over the browser's history, below `basename` (the app's base path). */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(basename));
  return <Router history={history}>{children}</Router>;
}
