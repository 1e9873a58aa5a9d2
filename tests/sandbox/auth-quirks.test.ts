/**
 * The sandbox's sign-in quirks (servers that are not Pleroma) and PKCE on the
 * authorization-code flow: switched per test through the secret-guarded hook.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { authorizeAs } from '../support/oauth-user';
import { asRecord, send, useSandbox } from './helpers';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';

describe('sandbox sign-in quirks', () => {
  const sandbox = useSandbox();

  afterEach(async () => {
    const res = await fetch(`${sandbox().url}/__sandbox/quirks`, {
      method: 'DELETE',
      headers: sandbox().hookHeaders,
    });
    expect(res.status).toBe(200);
  });

  async function quirk(body: Record<string, boolean>): Promise<void> {
    const res = await send(sandbox(), 'POST', '/__sandbox/quirks', body, undefined, {
      ...sandbox().hookHeaders,
    });
    expect(res.status).toBe(200);
  }

  async function app(scopes = 'read write follow push') {
    const res = await send(
      sandbox(),
      'POST',
      '/api/v1/apps',
      new URLSearchParams({ client_name: 'quirks', redirect_uris: OOB, scopes }),
    );
    return res;
  }

  async function credentials(scopes?: string) {
    const body = asRecord((await app(scopes)).body);
    return { client_id: String(body.client_id), client_secret: String(body.client_secret) };
  }

  it('the quirk hook needs the secret', async () => {
    const res = await fetch(`${sandbox().url}/__sandbox/quirks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ no_password_grant: true }),
    });
    expect(res.status).toBe(403);
    expect(sandbox().state.quirks.noPasswordGrant).toBe(false);
  });

  it('no_password_grant: the password grant answers 400 unsupported_grant_type', async () => {
    await quirk({ no_password_grant: true });
    const res = await send(sandbox(), 'POST', '/oauth/token', {
      ...(await credentials()),
      grant_type: 'password',
      username: 'alice',
      password: 'sandbox',
    });
    expect(res.status).toBe(400);
    expect(asRecord(res.body).error).toBe('unsupported_grant_type');
  });

  it('no_admin_scope: an app asking for admin is refused with 422 invalid_request', async () => {
    await quirk({ no_admin_scope: true });
    const refused = await app('read write follow push admin');
    expect(refused.status).toBe(422);
    expect(asRecord(refused.body).error).toBe('invalid_request');
    expect((await app('read write follow push')).status).toBe(200);
  });

  it('userless_password_token: the token verifies to 422', async () => {
    await quirk({ userless_password_token: true });
    const token = await send(sandbox(), 'POST', '/oauth/token', {
      ...(await credentials()),
      grant_type: 'password',
      username: 'alice',
      password: 'sandbox',
    });
    expect(token.status).toBe(200);
    const me = await fetch(`${sandbox().url}/api/v1/accounts/verify_credentials`, {
      headers: { authorization: `Bearer ${String(asRecord(token.body).access_token)}` },
    });
    expect(me.status).toBe(422);
  });

  it('PKCE: a code issued for an S256 challenge needs the matching verifier', async () => {
    const client = await credentials();
    const verifier = 'a-long-enough-code-verifier-for-the-pkce-test-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = new URL('/oauth/authorize', sandbox().url);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: OOB,
      scope: 'read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(k, v);
    const exchange = async (code_verifier?: string) => {
      const { code } = await authorizeAs(authorize.href, 'alice');
      return send(sandbox(), 'POST', '/oauth/token', {
        ...client,
        grant_type: 'authorization_code',
        code,
        redirect_uri: OOB,
        ...(code_verifier ? { code_verifier } : {}),
      });
    };
    expect((await exchange()).status).toBe(400);
    expect((await exchange(`${verifier}x`)).status).toBe(400);
    expect((await exchange(verifier)).status).toBe(200);
  });
});
