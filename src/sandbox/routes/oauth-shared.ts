import { createHash } from 'node:crypto';
import { errorReply, html, json, type Reply, type RequestContext, redirect } from '../http';
import { oobCodePage } from '../oauth-page';
import type { Params } from '../params';
import type { AppRecord, AuthCodeRecord, TokenRecord, UserRecord } from '../records';
import { randomToken, type SandboxState } from '../state';

/** OAuth pieces shared by the token, authorize and two-factor routes. */

export const OOB = 'urn:ietf:wg:oauth:2.0:oob';
export const TOKEN_LIFETIME_S = 3_153_600_000; // Pleroma tokens effectively do not expire here.

/** Pleroma answers any failed token exchange the same way. */
export const invalid = (): Reply => errorReply(400, 'Invalid credentials');

export function checkPassword(
  state: SandboxState,
  name: string | undefined,
  password: string | undefined,
): UserRecord | null {
  if (!name || password === undefined) return null;
  const user =
    state.findUserByAcct(name) ??
    [...state.users.values()].find((u) => u.email !== null && u.email === name);
  if (!user || user.password === null || user.password !== password || user.deleted) return null;
  return user;
}

/**
 * Pleroma's answer when the password was right but the account may not sign in
 * (OAuthController.handle_token_exchange_error): deactivated, or awaiting approval.
 */
export function accountRefusal(user: UserRecord): Reply | null {
  if (user.deactivated)
    return json(
      { error: 'Your account is currently disabled', identifier: 'account_is_disabled' },
      403,
    );
  if (user.approved === false)
    return json(
      { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' },
      403,
    );
  return null;
}

/** client_id/client_secret from the body, or HTTP Basic auth as RFC 6749 allows. */
export function clientApp(ctx: RequestContext): AppRecord | null {
  let id = ctx.body.str('client_id');
  let secret = ctx.body.str('client_secret');
  const basic = ctx.req.headers.authorization?.match(/^Basic\s+(.+)$/i);
  if ((!id || !secret) && basic) {
    const [u, p] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    id = u;
    secret = p;
  }
  if (!id) return null;
  const app = ctx.state.findAppByClientId(id);
  return app && app.clientSecret === secret ? app : null;
}

export function scopesFor(p: Params, app: AppRecord): string {
  const asked = p.str('scope') ?? p.str('scopes');
  if (!asked) return app.scopes;
  const allowed = new Set(app.scopes.split(/\s+/));
  const granted = asked
    .split(/[\s+]+/)
    .filter((s) => allowed.has(s) || allowed.has(s.split(':')[0]!));
  return granted.length > 0 ? granted.join(' ') : app.scopes;
}

export function tokenJson(state: SandboxState, t: TokenRecord): Reply {
  const user = t.userId ? state.users.get(t.userId) : undefined;
  return json({
    access_token: t.token,
    created_at: Math.floor(t.createdAt / 1000),
    expires_in: TOKEN_LIFETIME_S,
    id: t.id,
    ...(user ? { me: state.userUrl(user) } : {}),
    refresh_token: t.refreshToken,
    scope: t.scopes,
    token_type: 'Bearer',
  });
}

export { VAPID_KEY } from '../serialize/instance';

/** Issues an authorization code and redirects to the client (or shows it for oob). */
export function finishAuthorization(
  state: SandboxState,
  appId: string,
  userId: string,
  redirectUri: string,
  scopes: string,
  stateParam: string,
  pkce?: Pick<AuthCodeRecord, 'codeChallenge' | 'codeChallengeMethod'>,
): Reply {
  const code = randomToken();
  state.authCodes.set(code, { code, appId, userId, redirectUri, scopes, ...pkce });
  if (redirectUri === OOB) return html(oobCodePage(code));
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  if (stateParam) target.searchParams.set('state', stateParam);
  return redirect(target.toString());
}

/**
 * RFC 7636 §4.6: the verifier sent with the code must hash (S256) or equal (plain) the
 * challenge sent to /oauth/authorize. A code issued without a challenge needs no verifier.
 */
export function pkceVerified(code: AuthCodeRecord, verifier: string | undefined): boolean {
  if (!code.codeChallenge) return true;
  if (!verifier) return false;
  const expected =
    code.codeChallengeMethod === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  return expected === code.codeChallenge;
}
