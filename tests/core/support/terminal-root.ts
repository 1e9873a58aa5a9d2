import { createRootStore, type RootStore } from '../../../src/core/model/root';
import type { RootOptions } from '../../../src/core/model/root-options';
import type { Ports } from '../../../src/core/ports';

/**
 * A root store with the terminal's and the CLI's preference defaults: streaming on (the web
 * keeps the spec's default, off). Core tests that watch streams start from this.
 */
export function terminalRoot(ports: Ports, options: RootOptions = {}): RootStore {
  return createRootStore(ports, {
    ...options,
    preferenceDefaults: { streaming: true, ...options.preferenceDefaults },
  });
}
