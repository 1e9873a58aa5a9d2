import type { PleromaClient } from '../api/client';
import type { LoggerPort } from '../ports';
import type { SessionStore } from './session';

/**
 * Spec part 1 §7: the app token (`POST /oauth/token`, grant `client_credentials`) of this
 * client's app on `server`, which a sign-up carries: Pleroma refuses `POST /api/v1/accounts`
 * without one (403 "Invalid credentials"). Undefined when the server gives none: the sign-up
 * is then sent without it and the server's answer says why.
 */
export async function signUpAppToken(
  session: SessionStore,
  server: string,
  client: PleromaClient,
  logger: LoggerPort,
): Promise<string | undefined> {
  try {
    const app = await session.ensureApp(client, server);
    const answer = await client.oauth.token(app, { grantType: 'client_credentials' });
    return answer.accessToken;
  } catch (error) {
    logger.warn('The server gave no app token for the sign-up', error);
    return undefined;
  }
}
