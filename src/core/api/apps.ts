import { FULL_SCOPES, OOB_REDIRECT, type RegisteredApp } from '../auth/oauth-flow';
import { MalformedResponseError } from '../errors';
import { isObject, str } from '../normalize/read';
import type { Query } from './http';
import { type ApiContext, expectObject } from './resource';

/** Spec part 1 §6: scopes requested (fewer where the server refuses `admin`). */
export const OAUTH_SCOPES = FULL_SCOPES;
export { OOB_REDIRECT };

export type OAuthApp = RegisteredApp;

export interface TokenAnswer {
  accessToken: string;
  scope: string;
  createdAt: number;
}

export type TokenGrant =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'client_credentials' }
  | { grantType: 'authorization_code'; code: string; codeVerifier?: string | null };

/** A two-factor code for `/oauth/mfa/challenge`. */
export interface MfaChallenge {
  mfaToken: string;
  code: string;
  type: 'totp' | 'recovery';
}

function tokenAnswerOf(data: unknown, app: OAuthApp): TokenAnswer {
  const record = expectObject(data, 'token');
  const accessToken = str(record.access_token);
  if (!accessToken) {
    throw new MalformedResponseError(
      'The token answer carried no access token',
      JSON.stringify(data),
    );
  }
  return {
    accessToken,
    scope: str(record.scope, app.scopes ?? OAUTH_SCOPES),
    createdAt: typeof record.created_at === 'number' ? record.created_at : 0,
  };
}

/** `/api/v1/apps`: registering this client with a server. */
export function appsResource({ http }: ApiContext) {
  return {
    create: async (
      clientName: string,
      redirectUri = OOB_REDIRECT,
      scopes = OAUTH_SCOPES,
    ): Promise<OAuthApp> => {
      const { data } = await http.request('POST', '/api/v1/apps', {
        form: { client_name: clientName, redirect_uris: redirectUri, scopes },
        auth: false,
      });
      const record = expectObject(data, 'app registration');
      const clientId = str(record.client_id);
      const clientSecret = str(record.client_secret);
      if (!clientId || !clientSecret) {
        throw new MalformedResponseError(
          'The app registration gave no client id',
          JSON.stringify(data),
        );
      }
      return { clientId, clientSecret, redirectUri, scopes };
    },
  };
}

/** `/oauth/*`: tokens for an app. */
export function oauthResource({ http }: ApiContext) {
  return {
    /** Password, client-credentials and authorization-code grants. */
    token: async (app: OAuthApp, grant: TokenGrant): Promise<TokenAnswer> => {
      const form: Query = {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uri: app.redirectUri,
        grant_type: grant.grantType,
        scope: app.scopes ?? OAUTH_SCOPES,
      };
      if (grant.grantType === 'password') {
        form.username = grant.username;
        form.password = grant.password;
      } else if (grant.grantType === 'authorization_code') {
        form.code = grant.code;
        if (grant.codeVerifier) form.code_verifier = grant.codeVerifier;
      }
      const { data } = await http.request('POST', '/oauth/token', { form, auth: false });
      return tokenAnswerOf(data, app);
    },
    /**
     * Spec part 1 §7 MFA challenge: the `mfa_token` of a password grant that answered
     * `mfa_required`, plus a TOTP or recovery code, traded for the access token.
     */
    mfaChallenge: async (app: OAuthApp, challenge: MfaChallenge): Promise<TokenAnswer> => {
      const { data } = await http.request('POST', '/oauth/mfa/challenge', {
        form: {
          client_id: app.clientId,
          client_secret: app.clientSecret,
          mfa_token: challenge.mfaToken,
          code: challenge.code.trim(),
          challenge_type: challenge.type,
        },
        auth: false,
      });
      return tokenAnswerOf(data, app);
    },
    revoke: async (app: OAuthApp, token: string): Promise<void> => {
      await http.request('POST', '/oauth/revoke', {
        form: { client_id: app.clientId, client_secret: app.clientSecret, token },
        auth: false,
      });
    },
    /** Where a browser goes to log in (parameters from `startAuthorization`). */
    authorizeUrl: (params: Record<string, string>): string => http.url('/oauth/authorize', params),
    /**
     * RFC 8414 metadata (`code_challenge_methods_supported`); null when the server has none
     * or it cannot be read: it only decides PKCE, so a failure must not stop a login.
     */
    serverMetadata: async (): Promise<Record<string, unknown> | null> => {
      try {
        const { data } = await http.request('GET', '/.well-known/oauth-authorization-server', {
          auth: false,
        });
        return isObject(data) ? data : null;
      } catch {
        return null;
      }
    },
  };
}
