import { errorReply, html, json, type Reply, type RequestContext } from '../http';
import { mfaForm } from '../oauth-page';
import type { AppRecord, UserRecord } from '../records';
import type { RouteDef } from '../router';
import { randomToken, type SandboxState } from '../state';
import { verifyTotp } from '../totp';
import { clientApp, finishAuthorization, OOB, tokenJson } from './oauth-shared';

/**
 * Two-factor sign-in as Pleroma does it: the password step answers 403 `mfa_required`
 * with an `mfa_token`; POST /oauth/mfa/challenge trades it plus a TOTP or recovery code
 * for the access token. The browser flow shows a code form instead.
 */

function newMfaToken(
  state: SandboxState,
  user: UserRecord,
  app: AppRecord,
  scopes: string,
  redirectUri: string,
): string {
  const token = randomToken();
  state.mfaTokens.set(token, { userId: user.id, appId: app.id, scopes, redirectUri });
  return token;
}

/** The answer to a password grant for a two-factor account. */
export function mfaRequired(
  state: SandboxState,
  user: UserRecord,
  app: AppRecord,
  scopes: string,
): Reply {
  return json(
    {
      error: 'mfa_required',
      mfa_token: newMfaToken(state, user, app, scopes, OOB),
      supported_challenge_types: 'totp',
    },
    403,
  );
}

/** The code form shown after a correct password in the browser flow. */
export function mfaFormFor(
  state: SandboxState,
  user: UserRecord,
  app: AppRecord,
  f: { redirect_uri: string; scope: string; state: string },
): Reply {
  const token = newMfaToken(state, user, app, f.scope, f.redirect_uri);
  return html(
    mfaForm({
      mfa_token: token,
      redirect_uri: f.redirect_uri,
      state: f.state,
      challenge_type: 'totp',
    }),
  );
}

/** Checks a TOTP code or spends a recovery code. */
function codeAccepted(
  user: UserRecord,
  type: string | undefined,
  code: string | undefined,
): boolean {
  if (!user.mfa || !code) return false;
  if (type === 'totp') return verifyTotp(user.mfa.totpSecret, code);
  if (type === 'recovery') {
    const i = user.mfa.backupCodes.indexOf(code.trim());
    if (i < 0) return false;
    user.mfa.backupCodes.splice(i, 1);
    return true;
  }
  return false;
}

function challenge(ctx: RequestContext): Reply {
  const p = ctx.body;
  const app = clientApp(ctx);
  const pending = ctx.state.mfaTokens.get(p.str('mfa_token') ?? '');
  const user = pending ? ctx.state.users.get(pending.userId) : undefined;
  if (
    !app ||
    !pending ||
    !user ||
    pending.appId !== app.id ||
    !codeAccepted(user, p.str('challenge_type'), p.str('code'))
  ) {
    return errorReply(400, 'Invalid code');
  }
  ctx.state.mfaTokens.delete(p.str('mfa_token') ?? '');
  return tokenJson(ctx.state, ctx.state.issueToken(app.id, user.id, pending.scopes));
}

function showForm(ctx: RequestContext): Reply {
  const q = ctx.query;
  return html(
    mfaForm({
      mfa_token: q.str('mfa_token') ?? '',
      redirect_uri: q.str('redirect_uri') ?? OOB,
      state: q.str('state') ?? '',
      challenge_type: q.str('challenge_type') === 'recovery' ? 'recovery' : 'totp',
    }),
  );
}

function verify(ctx: RequestContext): Reply {
  const p = ctx.body.sub('mfa');
  const token = p.str('mfa_token') ?? '';
  const pending = ctx.state.mfaTokens.get(token);
  const user = pending ? ctx.state.users.get(pending.userId) : undefined;
  const type = p.str('challenge_type') === 'recovery' ? 'recovery' : 'totp';
  if (!pending || !user || !codeAccepted(user, type, p.str('code'))) {
    return html(
      mfaForm(
        {
          mfa_token: token,
          redirect_uri: p.str('redirect_uri') ?? OOB,
          state: p.str('state') ?? '',
          challenge_type: type,
        },
        'Two-factor authentication failed.',
      ),
      401,
    );
  }
  ctx.state.mfaTokens.delete(token);
  return finishAuthorization(
    ctx.state,
    pending.appId,
    user.id,
    pending.redirectUri,
    pending.scopes,
    p.str('state') ?? '',
  );
}

function settings(ctx: RequestContext): Reply {
  const enabled = ctx.viewer?.mfa !== null && ctx.viewer?.mfa !== undefined;
  return json({ settings: { enabled, totp: enabled } });
}

export const mfaRoutes: RouteDef[] = [
  { method: 'POST', path: '/oauth/mfa/challenge', access: 'public', handler: challenge },
  { method: 'GET', path: '/oauth/mfa', access: 'public', handler: showForm },
  { method: 'POST', path: '/oauth/mfa/verify', access: 'public', handler: verify },
  { method: 'GET', path: '/api/pleroma/accounts/mfa', access: 'user', handler: settings },
];
