import { AppProviders } from './AppProviders';
import { BrowserRouter } from './router';
import { AppRoutes } from './routes';
import type { AppServices } from './services';

/**
 * The path the app is served under (Vite's `base`: `/` for `petrel web`, whatever the
 * front-end zip was built for under Pleroma): routes are matched below it.
 */
export function routerBasename(base: string): string | undefined {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed === '' ? undefined : trimmed;
}

/** The whole web client: providers around the router (the app's own: router/history.ts). */
export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter basename={routerBasename(import.meta.env.BASE_URL)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
