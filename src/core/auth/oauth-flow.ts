/**
 * The OAuth sign-in sequence every face shares, as pure functions over injected pieces:
 * app registration with a scope retry, the authorization-code flow (PKCE S256, state),
 * and when a failed password login must go on in the browser. The session store runs it;
 * the faces only show the URL, open it and bring the code back.
 *
 * PKCE and state values come from oauth4webapi (panva's maintained OAuth client, Web
 * Crypto only, so it runs in Node and the browser alike); the rest is protocol glue too
 * small and too Mastodon-specific for that library's full client.
 */
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomState,
} from 'oauth4webapi';
import { ApiError } from '../errors';

/** Spec part 1 §6: what Petrel asks for; `admin` only where the server knows it. */
export const FULL_SCOPES = 'read write follow push admin';
/** Mastodon-family servers refuse an app asking for a scope they do not know (`admin`). */
export const BASIC_SCOPES = 'read write follow push';

export const OOB_REDIRECT = 'urn:ietf:wg:oauth:2.0:oob';

/** An app registered with a server; `scopes` is what the server accepted. */
export interface RegisteredApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Absent on apps stored before the scope retry: they were registered with FULL_SCOPES. */
  scopes?: string;
}

export type AppRegistrar = (scopes: string) => Promise<RegisteredApp>;

/**
 * Register with every scope; on a refusal about scopes register again without `admin`.
 * Mastodon answers 422 `invalid_request` ("Scopes admin is not a valid scope"), others a
 * bare 422 or 400 `invalid_scope`: the name and redirect Petrel sends are always valid, so
 * any of those means the scopes.
 */
export async function registerApp(register: AppRegistrar): Promise<RegisteredApp> {
  try {
    return await register(FULL_SCOPES);
  } catch (error) {
    if (!isScopeRefusal(error)) throw error;
    return register(BASIC_SCOPES);
  }
}

export function isScopeRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 422) return true;
  return error.status === 400 && /scope/i.test(oauthErrorText(error));
}

/** Why a password login must continue in the browser (the faces word each one). */
export type BrowserLoginReason = 'password_grant_refused' | 'token_without_user';

/**
 * Whether a failed password login should fall back to the authorization-code flow.
 * `token`: the token request failed; `verify`: a token came but verify_credentials failed.
 * A server without the grant answers `unsupported_grant_type` (Doorkeeper, RFC 6749 §5.2) or
 * `unauthorized_client`; `invalid_grant` stays a wrong password, which is what Mastodon
 * answers for one while it still offers the grant. A token that verify_credentials answers
 * with 422 is bound to no user (Mastodon: "This method requires an authenticated user").
 */
export function browserFallbackReason(
  error: unknown,
  stage: 'token' | 'verify',
): BrowserLoginReason | null {
  if (!(error instanceof ApiError)) return null;
  if (stage === 'verify') return error.status === 422 ? 'token_without_user' : null;
  if (error.status !== 400 && error.status !== 401) return null;
  return /unsupported_grant_type|unauthorized_client/i.test(oauthErrorText(error))
    ? 'password_grant_refused'
    : null;
}

/** What an authorization in progress remembers until its code comes back. */
export interface PendingAuthorization {
  server: string;
  redirectUri: string;
  /** Sent with the authorize link; the redirect must bring it back unchanged. */
  state: string;
  /** PKCE: the secret whose S256 hash went with the link; null when the server lacks PKCE. */
  codeVerifier: string | null;
}

/** Randomness and hashing for PKCE and state; tests pass fixed values. */
export interface PkceTools {
  verifier(): string;
  challenge(verifier: string): Promise<string>;
  state(): string;
}

export const webCryptoPkce: PkceTools = {
  verifier: generateRandomCodeVerifier,
  challenge: calculatePKCECodeChallenge,
  state: generateRandomState,
};

/**
 * RFC 8414 metadata decides PKCE: a server that lists its methods without S256 gets none;
 * one that lists S256, or publishes no metadata (Pleroma), gets S256, because a server
 * ignores parameters it does not know (RFC 6749 §3.1) and the verifier costs nothing there.
 */
export function serverTakesPkce(metadata: unknown): boolean {
  if (typeof metadata !== 'object' || metadata === null) return true;
  const methods = (metadata as Record<string, unknown>).code_challenge_methods_supported;
  if (!Array.isArray(methods)) return true;
  return methods.includes('S256');
}

export interface AuthorizeRequest {
  pending: PendingAuthorization;
  /** Query parameters of `{server}/oauth/authorize`. */
  params: Record<string, string>;
}

/** A fresh state (and PKCE pair) and the authorize link's parameters for `app`. */
export async function startAuthorization(
  server: string,
  app: RegisteredApp,
  options: { pkce: boolean; tools?: PkceTools },
): Promise<AuthorizeRequest> {
  const tools = options.tools ?? webCryptoPkce;
  const state = tools.state();
  const codeVerifier = options.pkce ? tools.verifier() : null;
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    scope: app.scopes ?? FULL_SCOPES,
    state,
  };
  if (codeVerifier) {
    params.code_challenge = await tools.challenge(codeVerifier);
    params.code_challenge_method = 'S256';
  }
  return { pending: { server, redirectUri: app.redirectUri, state, codeVerifier }, params };
}

/** A code as the user brings it back: pasted alone, or the whole redirect address. */
export interface ReturnedCode {
  code: string;
  /** Present when the redirect carried it (the web callback, a pasted redirect URL). */
  state?: string;
}

/** Accepts `abc123` or `https://…/oauth-callback?code=abc123&state=…` (trimmed). */
export function parseReturnedCode(text: string): ReturnedCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      const code = url.searchParams.get('code');
      if (!code) return null;
      const state = url.searchParams.get('state');
      return state === null ? { code } : { code, state };
    } catch {
      return null;
    }
  }
  return { code: trimmed };
}

/**
 * The code belongs to the authorization this client started: same server, and the state
 * came back unchanged when it came back at all (an out-of-band code is pasted alone).
 */
export function codeMatches(
  pending: PendingAuthorization | undefined,
  server: string,
  returned: ReturnedCode,
): pending is PendingAuthorization {
  if (!pending || pending.server !== server) return false;
  return returned.state === undefined || returned.state === pending.state;
}

function oauthErrorText(error: ApiError): string {
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    return [record.error, record.error_description].filter((v) => typeof v === 'string').join(' ');
  }
  return typeof body === 'string' ? body : '';
}
