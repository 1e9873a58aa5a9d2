import { useEffect } from 'react';
import { useRoot } from '../app/hooks';
import { registerShellWorker } from './shell-worker';

/**
 * Registers the app's service worker after the first frame (it rides in the layout's lazy
 * chunk, ShellLayer: no first-load bytes). A failure is logged only (spec part 1 §8: start-up
 * failures are logged); the app works without it, online.
 */
export function ShellWorker() {
  const logger = useRoot().ports.logger;
  useEffect(() => {
    registerShellWorker().catch((error: unknown) =>
      logger.debug('The service worker did not register', error),
    );
  }, [logger]);
  return null;
}
