import { serverPrefsDefaults } from '../../../src/core/model/server-storage/preferences-sync';
import { ServerSideStorage } from '../../../src/core/model/server-storage/store';
import { memoryStorage, silentLogger } from '../../../src/core/ports';

/**
 * One account's server-side settings store as several devices see it: each `storeFor()` is
 * a device's ServerSideStorage reading and writing the one copy `live` holds.
 */
export function sharedServerStore(clock = { now: () => Date.now() }) {
  let live: unknown;
  return {
    get live(): unknown {
      return live;
    },
    storeFor: () =>
      new ServerSideStorage({
        fetchLive: async () => structuredClone(live),
        upload: async (data) => {
          live = structuredClone(data);
          return live;
        },
        storage: memoryStorage(),
        clock,
        logger: silentLogger,
        user: () => 'alice@example.test',
        defaults: serverPrefsDefaults,
      }),
  };
}
