import { MalformedResponseError } from '../errors';
import { str } from '../normalize/read';
import type { Query } from './http';
import { type ApiContext, expectObject } from './resource';

/** Spec part 1 §6: scopes requested. */
export const OAUTH_SCOPES = 'read write follow push admin';
export const OOB_REDIRECT = 'urn:ietf:wg:oauth:2.0:oob';

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TokenAnswer {
  accessToken: string;
  scope: string;
  createdAt: number;
}

export type TokenGrant =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'client_credentials' }
  | { grantType: 'authorization_code'; code: string };

/** `/api/v1/apps`: registering this client with a server. */
export function appsResource({ http }: ApiContext) {
  return {
    create: async (clientName: string, redirectUri = OOB_REDIRECT): Promise<OAuthApp> => {
      const { data } = await http.request('POST', '/api/v1/apps', {
        form: { client_name: clientName, redirect_uris: redirectUri, scopes: OAUTH_SCOPES },
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
      return { clientId, clientSecret, redirectUri };
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
        scope: OAUTH_SCOPES,
      };
      if (grant.grantType === 'password') {
        form.username = grant.username;
        form.password = grant.password;
      } else if (grant.grantType === 'authorization_code') {
        form.code = grant.code;
      }
      const { data } = await http.request('POST', '/oauth/token', { form, auth: false });
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
        scope: str(record.scope, OAUTH_SCOPES),
        createdAt: typeof record.created_at === 'number' ? record.created_at : 0,
      };
    },
    revoke: async (app: OAuthApp, token: string): Promise<void> => {
      await http.request('POST', '/oauth/revoke', {
        form: { client_id: app.clientId, client_secret: app.clientSecret, token },
        auth: false,
      });
    },
    /** Where a browser goes to log in with the authorization-code flow. */
    authorizeUrl: (app: OAuthApp): string =>
      http.url('/oauth/authorize', {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: app.redirectUri,
        scope: OAUTH_SCOPES,
      }),
  };
}
