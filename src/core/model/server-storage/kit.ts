import { credentialsOf, SETTINGS_STORE_KEY } from '../../api/credentials';
import type { AccountScope } from '../account-scope';
import type { ScopeStoreKit } from '../scope-store';
import { bindServerPreferences, serverPrefsDefaults, syncedSnapshot } from './preferences-sync';
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
 * Spec-free choice: how often a running face reads the server's copy again, so that a
 * setting changed on another device (the web, `petrel config set`) arrives within a minute.
 */
export const SERVER_SYNC_MS = 60_000;

/** Each started store's round (read, merge, upload; bind the preferences once ready). */
const rounds = new WeakMap<ServerSideStorage, () => Promise<void>>();

/**
 * Read the account's server store, then keep the synced preferences and it together until
 * the scope ends (the faces call this once a session is signed in): read again every
 * `SERVER_SYNC_MS` on the scope's scheduler (a failed first read is retried there), and on
 * `syncServerSettingsNow` (the web calls it when its page is shown again). Starting twice is one schedule.
 */
export async function startServerSync(
  scope: AccountScope,
  intervalMs = SERVER_SYNC_MS,
): Promise<ServerSideStorage> {
  const storage = scope.use(serverStorageOf);
  if (rounds.has(storage)) return storage;
  let bound = false;
  // What the synced settings were as the first read began: one changed before it ends wins.
  const before = syncedSnapshot(scope.preferences);
  const round = async () => {
    if (storage.busy) return;
    await storage.sync();
    if (bound || scope.isDisposed || storage.state !== 'ready') return;
    bound = true;
    scope.onDispose(bindServerPreferences(storage, scope.preferences, before));
  };
  rounds.set(storage, round);
  const job = scope.scheduler.every('server-settings', intervalMs, round);
  scope.onDispose(() => job.dispose());
  await round();
  return storage;
}

/** Read the server's copy now (when sync was started and nothing is under way). */
export function syncServerSettingsNow(scope: AccountScope): Promise<void> {
  if (scope.isDisposed) return Promise.resolve();
  const round = rounds.get(scope.use(serverStorageOf));
  return round ? round() : Promise.resolve();
}
