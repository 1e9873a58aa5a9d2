import type { OAuthApp, PleromaClient } from '../api/client';
import type { LoggerPort } from '../ports';
import type { LogoutOutcome } from './session-types';

/**
 * Revoke a client's token with the app that got it (best effort: the caller forgets the
 * token either way). Says whether the server revoked it, so a face can tell the user when
 * the token still works there (server unreachable).
 */
export async function revokeToken(
  client: PleromaClient,
  app: OAuthApp | undefined,
  logger: LoggerPort,
): Promise<LogoutOutcome> {
  const token = client.token;
  if (!token || !app) return { revoked: false, error: null };
  try {
    await client.oauth.revoke(app, token);
    return { revoked: true, error: null };
  } catch (error) {
    logger.warn('Token revoke failed; forgetting it locally anyway', error);
    return { revoked: false, error };
  }
}
