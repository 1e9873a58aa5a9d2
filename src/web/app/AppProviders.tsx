import type { ReactNode } from 'react';
import { type AppServices, ServicesContext } from './services';

/** Makes the model and i18n available to every component below. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}
