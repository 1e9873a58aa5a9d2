import { describe, expect, it } from 'vitest';
import {
  BASIC_SCOPES,
  browserFallbackReason,
  FULL_SCOPES,
  type PkceTools,
  parseReturnedCode,
  registerApp,
  serverTakesPkce,
} from '../../../src/core/auth/oauth-flow';
import { ApiError } from '../../../src/core/errors';
import { EntityStore } from '../../../src/core/model/entities';
import { SessionStore } from '../../../src/core/model/session';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeHttp } from '../helpers/fake-http';

const SERVER = 'https://mastodon.example';
const FIXED: PkceTools = {
  verifier: () => 'verifier-123',
  challenge: async (v) => `challenge-of-${v}`,
  state: () => 'state-abc',
};

function server(options: { metadata?: unknown; refuseAdmin?: boolean } = {}) {
  const http = new FakeHttp();
  http.on('POST', '/api/v1/apps', (req) => {
    const scopes = new URLSearchParams(req.body).get('scopes') ?? '';
    if (options.refuseAdmin && scopes.includes('admin'))
      return { status: 422, body: { error: 'invalid_request' } };
    return { body: { client_id: 'cid', client_secret: 'secret' } };
  });
  if (options.metadata !== undefined)
    http.on('GET', '/.well-known/oauth-authorization-server', { body: options.metadata });
  http.on('POST', '/oauth/token', { body: { access_token: 'tok', scope: BASIC_SCOPES } });
  http.on('GET', '/api/v1/accounts/verify_credentials', {
    body: { id: '1', username: 'alice', acct: 'alice', display_name: '', url: `${SERVER}/@alice` },
  });
  const session = new SessionStore({
    fetch: http.fetch,
    storage: memoryStorage(),
    secrets: memoryStorage(),
    logger: silentLogger,
    entities: new EntityStore(),
    clientName: 'Petrel tests',
    pkce: FIXED,
  });
  const root = { session };
  return { http, root };
}

describe('oauth-flow', () => {
  it('retries app registration once without admin on a scope refusal', async () => {
    const asked: string[] = [];
    const app = await registerApp(async (scopes) => {
      asked.push(scopes);
      if (scopes.includes('admin')) throw new ApiError(422, { error: 'invalid_request' }, 'no');
      return { clientId: 'c', clientSecret: 's', redirectUri: 'r', scopes };
    });
    expect(asked).toEqual([FULL_SCOPES, BASIC_SCOPES]);
    expect(app.scopes).toBe(BASIC_SCOPES);
    await expect(
      registerApp(async () => {
        throw new ApiError(500, 'boom', 'boom');
      }),
    ).rejects.toThrow('boom');
  });

  it('falls back to the browser only for a refused grant or a user-less token', () => {
    const refused = new ApiError(400, { error: 'unsupported_grant_type' }, 'x');
    expect(browserFallbackReason(refused, 'token')).toBe('password_grant_refused');
    const wrongPassword = new ApiError(400, { error: 'invalid_grant' }, 'x');
    expect(browserFallbackReason(wrongPassword, 'token')).toBeNull();
    expect(browserFallbackReason(new ApiError(422, {}, 'x'), 'verify')).toBe('token_without_user');
    expect(browserFallbackReason(new ApiError(401, {}, 'x'), 'verify')).toBeNull();
  });

  it('uses PKCE unless the server lists methods without S256', () => {
    expect(serverTakesPkce(null)).toBe(true);
    expect(serverTakesPkce({ code_challenge_methods_supported: ['S256'] })).toBe(true);
    expect(serverTakesPkce({ code_challenge_methods_supported: ['plain'] })).toBe(false);
  });

  it('reads a pasted code or a whole redirect address', () => {
    expect(parseReturnedCode('  abc \n')).toEqual({ code: 'abc' });
    expect(parseReturnedCode('http://x/cb?code=abc&state=s')).toEqual({ code: 'abc', state: 's' });
    expect(parseReturnedCode('http://x/cb?error=denied')).toBeNull();
    expect(parseReturnedCode('')).toBeNull();
  });
});

describe('session: the authorization-code sign-in', () => {
  it('sends state and the S256 challenge, then the verifier with the code', async () => {
    const { http, root } = server({ refuseAdmin: true });
    const url = new URL(await root.session.beginBrowserLogin(SERVER));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      state: 'state-abc',
      code_challenge: 'challenge-of-verifier-123',
      code_challenge_method: 'S256',
      scope: BASIC_SCOPES,
    });
    expect(await root.session.loginWithCode(SERVER, { code: 'c0de', state: 'state-abc' })).toBe(
      true,
    );
    const form = new URLSearchParams(http.calls('POST', '/oauth/token')[0]?.body);
    expect(form.get('code_verifier')).toBe('verifier-123');
    expect(form.get('scope')).toBe(BASIC_SCOPES);
    expect(root.session.isSignedIn).toBe(true);
  });

  it('refuses a code whose state does not match, without asking the server', async () => {
    const { http, root } = server();
    await root.session.beginBrowserLogin(SERVER);
    expect(await root.session.loginWithCode(SERVER, { code: 'c0de', state: 'forged' })).toBe(false);
    expect(root.session.loginError?.code).toBe('code_rejected');
    expect(http.calls('POST', '/oauth/token')).toHaveLength(0);
    // No sign-in started at all: also refused.
    const fresh = server();
    expect(await fresh.root.session.loginWithCode(SERVER, 'c0de')).toBe(false);
    expect(fresh.root.session.loginError?.code).toBe('code_rejected');
  });

  it('sends no challenge to a server whose metadata lacks S256', async () => {
    const { root } = server({ metadata: { code_challenge_methods_supported: ['plain'] } });
    const url = new URL(await root.session.beginBrowserLogin(SERVER));
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.get('state')).toBe('state-abc');
  });
});
