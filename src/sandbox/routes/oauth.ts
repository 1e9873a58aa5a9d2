import { errorReply, html, json, type Reply, type RequestContext } from '../http';
import { type AuthorizeFields, authorizeErrorPage, authorizeForm } from '../oauth-page';
import type { Params } from '../params';
import { unknownScopes } from '../quirks';
import type { AppRecord, AuthCodeRecord } from '../records';
import type { RouteDef } from '../router';
import { mfaFormFor, mfaRequired } from './mfa';
import {
  accountRefusal,
  checkPassword,
  clientApp,
  finishAuthorization,
  invalid,
  OOB,
  pkceVerified,
  scopesFor,
  tokenJson,
  VAPID_KEY,
} from './oauth-shared';

function createApp(ctx: RequestContext): Reply {
  const p = ctx.body;
  const name = p.str('client_name');
  const redirectUris = p.str('redirect_uris') ?? p.list('redirect_uris').join('\n');
  if (!name) return errorReply(422, "client_name: can't be blank");
  if (!redirectUris) return errorReply(422, "redirect_uris: can't be blank");
  const scopes = (p.str('scopes') ?? p.list('scopes').join(' ')) || 'read';
  const unknown = ctx.state.quirks.has('rejects-admin-scope') ? unknownScopes(scopes) : [];
  if (unknown.length > 0) {
    // Doorkeeper's answer (Mastodon, GoToSocial) to a scope it does not know, such as `admin`.
    return json(
      {
        error: 'invalid_request',
        error_description: `The requested scope is invalid, unknown, or malformed: ${unknown.join(' ')}`,
      },
      422,
    );
  }
  const app = ctx.state.createApp(name, redirectUris, scopes, p.str('website') ?? null);
  return json({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    id: app.id,
    name: app.name,
    redirect_uri: app.redirectUri,
    vapid_key: VAPID_KEY,
    website: app.website,
  });
}

function verifyApp(ctx: RequestContext): Reply {
  const app = ctx.token ? ctx.state.apps.get(ctx.token.appId) : undefined;
  if (!app) return errorReply(401, 'The access token is invalid');
  return json({
    name: app.name,
    vapid_key: VAPID_KEY,
    website: app.website,
  });
}

function exchangeToken(ctx: RequestContext): Reply {
  const p = ctx.body;
  const state = ctx.state;
  const app = clientApp(ctx);
  switch (p.str('grant_type')) {
    case 'password': {
      if (state.quirks.has('no-password-grant')) return unsupportedGrant();
      const user = checkPassword(state, p.str('username') ?? p.str('name'), p.str('password'));
      if (!user || !app) return invalid();
      const refused = accountRefusal(user);
      if (refused) return refused;
      if (user.passwordResetRequired) {
        return json(
          { error: 'Password reset is required', identifier: 'password_reset_required' },
          403,
        );
      }
      if (user.mfa) return mfaRequired(state, user, app, scopesFor(p, app));
      // A server that checks the password but forgets whose it was (quirk).
      const owner = state.quirks.has('token-without-user') ? null : user.id;
      return tokenJson(state, state.issueToken(app.id, owner, scopesFor(p, app)));
    }
    case 'client_credentials': {
      if (!app) return invalid();
      return tokenJson(state, state.issueToken(app.id, null, scopesFor(p, app)));
    }
    case 'authorization_code': {
      const code = state.authCodes.get(p.str('code') ?? '');
      if (!app || !code || code.appId !== app.id) return invalid();
      const redirectUri = p.str('redirect_uri');
      if (redirectUri !== undefined && redirectUri !== code.redirectUri) return invalid();
      state.authCodes.delete(code.code); // codes are single-use, even after a wrong verifier
      if (!pkceVerified(code, p.str('code_verifier'))) return invalid();
      return tokenJson(state, state.issueToken(app.id, code.userId, code.scopes));
    }
    case 'refresh_token': {
      const old = [...state.tokens.values()].find((t) => t.refreshToken === p.str('refresh_token'));
      if (!app || !old || old.appId !== app.id) return invalid();
      state.tokens.delete(old.token);
      return tokenJson(state, state.issueToken(app.id, old.userId, old.scopes));
    }
    default:
      // Pleroma answers an unknown grant with a 500 "Bad request".
      return errorReply(500, 'Bad request');
  }
}

/** RFC 6749's answer when a grant type is not offered (Doorkeeper's wording). */
function unsupportedGrant(): Reply {
  return json(
    {
      error: 'unsupported_grant_type',
      error_description:
        'The authorization grant type is not supported by the authorization server.',
    },
    400,
  );
}

function authorizeFieldsFrom(p: Params, app: AppRecord): AuthorizeFields {
  return {
    client_id: app.clientId,
    redirect_uri: p.str('redirect_uri') ?? app.redirectUri.split('\n')[0] ?? OOB,
    scope: scopesFor(p, app),
    state: p.str('state') ?? '',
    response_type: p.str('response_type') ?? 'code',
    code_challenge: p.str('code_challenge') ?? '',
    code_challenge_method: p.str('code_challenge_method') ?? '',
  };
}

/** The PKCE challenge to keep with the code; S256 unless the client asked for plain. */
function pkceOf(f: AuthorizeFields): Pick<AuthCodeRecord, 'codeChallenge' | 'codeChallengeMethod'> {
  if (!f.code_challenge) return {};
  return {
    codeChallenge: f.code_challenge,
    codeChallengeMethod: f.code_challenge_method === 'plain' ? 'plain' : 'S256',
  };
}

function redirectAllowed(app: AppRecord, uri: string): boolean {
  return app.redirectUri.split(/\s+/).includes(uri);
}

function showAuthorize(ctx: RequestContext): Reply {
  const app = ctx.state.findAppByClientId(ctx.query.str('client_id') ?? '');
  if (!app) return html(authorizeErrorPage('Unknown client_id.'), 400);
  const fields = authorizeFieldsFrom(ctx.query, app);
  if (!redirectAllowed(app, fields.redirect_uri)) {
    return html(
      authorizeErrorPage('The redirect_uri is not registered for this application.'),
      400,
    );
  }
  return html(authorizeForm(app.name, fields));
}

function submitAuthorize(ctx: RequestContext): Reply {
  const p = ctx.body.sub('authorization');
  const app = ctx.state.findAppByClientId(p.str('client_id') ?? '');
  if (!app) return html(authorizeErrorPage('Unknown client_id.'), 400);
  const fields = authorizeFieldsFrom(p, app);
  if (!redirectAllowed(app, fields.redirect_uri)) {
    return html(
      authorizeErrorPage('The redirect_uri is not registered for this application.'),
      400,
    );
  }
  const user = checkPassword(ctx.state, p.str('name'), p.str('password'));
  if (!user) return html(authorizeForm(app.name, fields, 'Invalid Username/Password'), 401);
  const refused = accountRefusal(user);
  if (refused) {
    const why = user.deactivated
      ? 'Your account is currently disabled'
      : 'Your account is awaiting approval.';
    return html(authorizeForm(app.name, fields, why), 403);
  }
  if (user.mfa) return mfaFormFor(ctx.state, user, app, fields);
  return finishAuthorization(
    ctx.state,
    app.id,
    user.id,
    fields.redirect_uri,
    fields.scope,
    fields.state,
    pkceOf(fields),
  );
}

function revoke(ctx: RequestContext): Reply {
  const token = ctx.body.str('token');
  if (token) {
    const rec = ctx.state.tokens.get(token);
    const app = clientApp(ctx);
    // Pleroma checks the client when one is given; a bare token is still revoked.
    if (rec && (!app || app.id === rec.appId)) ctx.state.tokens.delete(token);
  }
  return json({});
}

export const oauthRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v1/apps', access: 'public', handler: createApp },
  { method: 'GET', path: '/api/v1/apps/verify_credentials', access: 'public', handler: verifyApp },
  { method: 'POST', path: '/oauth/token', access: 'public', handler: exchangeToken },
  { method: 'GET', path: '/oauth/authorize', access: 'public', handler: showAuthorize },
  { method: 'POST', path: '/oauth/authorize', access: 'public', handler: submitAuthorize },
  { method: 'POST', path: '/oauth/revoke', access: 'public', handler: revoke },
];
