import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import type { AppServices } from './services';

/**
 * The whole web client: providers around the router. react-router's declarative mode
 * (BrowserRouter + useRoutes): the data router's loaders and actions are unused here and
 * would weigh ~15 KiB gzip in the first load.
 */
/**
 * The path the app is served under (Vite's `base`: `/` for `petrel web`, whatever the
 * front-end zip was built for under Pleroma): routes are matched below it.
 */
export function routerBasename(base: string): string | undefined {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed === '' ? undefined : trimmed;
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter basename={routerBasename(import.meta.env.BASE_URL)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
