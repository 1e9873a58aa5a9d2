import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './routes';
import type { AppServices } from './services';

/** The whole web client: providers around the router. */
export function App({
  services,
  router,
}: {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
