import { type FakeServer, respond } from './fake-server';

/**
 * The server's settings store (`pleroma.settings_store`) on a fake server, kept across
 * requests as Pleroma keeps it: verify_credentials shows it, update_credentials merges into it.
 */
export function withSettingsStore(server: FakeServer): { store: Record<string, unknown> } {
  const state: { store: Record<string, unknown> } = { store: {} };
  const me = () => ({
    ...server.alice,
    pleroma: { ...(server.alice.pleroma as object), settings_store: state.store },
  });
  server.extraHandlers.push((method, url, body) => {
    if (url.pathname === '/api/v1/accounts/verify_credentials') return respond(200, me());
    if (method === 'PATCH' && url.pathname === '/api/v1/accounts/update_credentials') {
      const changes = JSON.parse(body ?? '{}') as { pleroma_settings_store?: object };
      state.store = { ...state.store, ...changes.pleroma_settings_store };
      return respond(200, me());
    }
    return undefined;
  });
  return state;
}
