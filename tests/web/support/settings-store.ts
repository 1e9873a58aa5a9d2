import { accountJson, type FakeServer } from './fake-server';

/**
 * Pleroma's settings store on the fake server: `pleroma.settings_store` of alice's account,
 * kept across calls and changed by `update_credentials`. `account` adds fields to her account
 * (e.g. `created_at`).
 */
export function withSettingsStore(
  server: FakeServer,
  account: Record<string, unknown> = {},
): { store: Record<string, unknown> } {
  const state: { store: Record<string, unknown> } = { store: {} };
  const me = () => ({
    body: { ...accountJson('1', 'alice'), ...account, pleroma: { settings_store: state.store } },
  });
  server.routes.set('GET /api/v1/accounts/verify_credentials', me);
  server.routes.set('PATCH /api/v1/accounts/update_credentials', ({ init }) => {
    const changes = JSON.parse(String(init?.body ?? '{}')) as { pleroma_settings_store?: object };
    state.store = { ...state.store, ...changes.pleroma_settings_store };
    return me();
  });
  return state;
}
