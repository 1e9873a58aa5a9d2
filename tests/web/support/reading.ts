/**
 * Fixtures for the reading tests (conversation, media viewer, notifications): a signed-in
 * session on the fake server, and Mastodon/Pleroma-shaped notification JSON.
 */

import { accountJson, type FakeServer } from './fake-server';
import { TEST_ORIGIN, type TestServices } from './test-app';

/** Sign alice in through the fake server's OAuth routes. */
export async function signIn(services: TestServices): Promise<void> {
  const routes: FakeServer['routes'] = services.server.routes;
  if (!routes.has('POST /api/v1/apps')) {
    routes.set('POST /api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
  }
  if (!routes.has('POST /oauth/token')) {
    routes.set('POST /oauth/token', {
      body: { access_token: 'token', token_type: 'Bearer', scope: 'read write follow push' },
    });
  }
  if (!routes.has('GET /api/v1/accounts/verify_credentials')) {
    routes.set('GET /api/v1/accounts/verify_credentials', { body: accountJson('1', 'alice') });
  }
  const ok = await services.root.session.login(TEST_ORIGIN, 'alice', 'pw');
  if (!ok) throw new Error('test sign-in failed');
}

/** A notification as Pleroma sends it. */
export function notificationJson(
  id: string,
  type: string,
  account: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  seen = false,
): Record<string, unknown> {
  return {
    id,
    type,
    created_at: '2024-05-01T12:00:00.000Z',
    account,
    pleroma: { is_seen: seen },
    ...extra,
  };
}
