import { credentialsOf, SETTINGS_STORE_KEY } from '../../api/credentials';
import type { AccountScope } from '../account-scope';
import type { ScopeStoreKit } from '../scope-store';
import { bindServerPreferences, serverPrefsDefaults } from './preferences-sync';
import { ServerSideStorage } from './store';

/** Who owns a scope's server store: its `name@host`, or the account id before one is known. */
function userOf(scope: AccountScope): string {
  return scope.account?.key ?? scope.ownAccountId() ?? '';
}

/** One account's server-side settings store (`scope.use(serverStorageOf)`). */
export const serverStorageOf: ScopeStoreKit<ServerSideStorage> = {
  make: (scope) =>
    new ServerSideStorage({
      fetchLive: async () => (await credentialsOf(scope.client).own()).settingsStore,
      upload: async (data) =>
        (
          await credentialsOf(scope.client).update({
            settingsStore: { [SETTINGS_STORE_KEY]: data },
          })
        ).settingsStore,
      storage: scope.storage,
      clock: scope.clock,
      logger: scope.logger,
      user: () => userOf(scope),
      defaults: serverPrefsDefaults,
    }),
};

/**
 * Read the account's server store, then keep the synced preferences and it together until
 * the scope ends (the faces call this once a session is signed in).
 */
export async function startServerSync(scope: AccountScope): Promise<ServerSideStorage> {
  const storage = scope.use(serverStorageOf);
  await storage.sync();
  if (scope.isDisposed || storage.state !== 'ready') return storage;
  const dispose = bindServerPreferences(storage, scope.preferences);
  scope.onDispose(dispose);
  return storage;
}
