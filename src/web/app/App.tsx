import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import type { AppServices } from './services';

/**
 * The whole web client: providers around the router. react-router's declarative mode
 * (BrowserRouter + useRoutes): the data router's loaders and actions are unused here and
 * would weigh ~15 KiB gzip in the first load.
 */
export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
