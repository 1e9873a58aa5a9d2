import { describe, expect, it } from 'vitest';
import { asRecord, getJson, send, useSandbox } from './helpers';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';

describe('sandbox OAuth', () => {
  const sandbox = useSandbox();

  async function registerApp(
    redirect = OOB,
  ): Promise<{ client_id: string; client_secret: string }> {
    const form = new URLSearchParams({
      client_name: 'Petrel tests',
      redirect_uris: redirect,
      scopes: 'read write follow push',
    });
    const res = await send(sandbox(), 'POST', '/api/v1/apps', form);
    expect(res.status).toBe(200);
    const app = asRecord(res.body);
    expect(Object.keys(app).sort()).toEqual(
      ['client_id', 'client_secret', 'id', 'name', 'redirect_uri', 'vapid_key', 'website'].sort(),
    );
    expect(app.name).toBe('Petrel tests');
    return { client_id: String(app.client_id), client_secret: String(app.client_secret) };
  }

  it('password grant gives a token that verify_credentials accepts', async () => {
    const app = await registerApp();
    const res = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'password',
      username: 'alice',
      password: 'sandbox',
    });
    expect(res.status).toBe(200);
    const tok = asRecord(res.body);
    expect(tok.token_type).toBe('Bearer');
    expect(typeof tok.access_token).toBe('string');
    expect(typeof tok.created_at).toBe('number');
    expect(tok.scope).toBe('read write follow push');
    expect(tok.me).toBe(`${sandbox().url}/users/alice`);
    const me = await getJson(
      sandbox(),
      '/api/v1/accounts/verify_credentials',
      String(tok.access_token),
    );
    expect(me.status).toBe(200);
    const acct = asRecord(me.body);
    expect(acct.username).toBe('alice');
    expect(asRecord(acct.pleroma).is_admin).toBe(true);
    expect(asRecord(acct.source).privacy).toBe('public');
  });

  it('password grant with a wrong password answers 400 Invalid credentials', async () => {
    const app = await registerApp();
    const form = new URLSearchParams({
      ...app,
      grant_type: 'password',
      username: 'alice',
      password: 'nope',
    });
    const res = await send(sandbox(), 'POST', '/oauth/token', form);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid credentials' });
  });

  it('client_credentials gives an app token without a user', async () => {
    const app = await registerApp();
    const res = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'client_credentials',
    });
    expect(res.status).toBe(200);
    const tok = asRecord(res.body);
    expect(tok.me).toBeUndefined();
    const verify = await getJson(
      sandbox(),
      '/api/v1/apps/verify_credentials',
      String(tok.access_token),
    );
    expect(asRecord(verify.body).name).toBe('Petrel tests');
    const home = await getJson(sandbox(), '/api/v1/timelines/home', String(tok.access_token));
    expect(home.status).toBe(403);
  });

  it('authorization_code through the HTML form and redirect', async () => {
    const redirect = 'http://127.0.0.1:9/oauth-callback';
    const app = await registerApp(redirect);
    const authUrl = `${sandbox().url}/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent(redirect)}&scope=read+write&state=xyz`;
    const page = await fetch(authUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    expect(action).toBe('/oauth/authorize');
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields.set(m[1]!, m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
    }
    expect(html).toContain('name="authorization[name]"');
    expect(html).toContain('name="authorization[password]"');
    fields.set('authorization[name]', 'bob');
    fields.set('authorization[password]', 'sandbox');
    const submitted = await fetch(`${sandbox().url}${action}`, {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    const location = new URL(submitted.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const tok = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
    });
    expect(tok.status).toBe(200);
    const me = await getJson(
      sandbox(),
      '/api/v1/accounts/verify_credentials',
      String(asRecord(tok.body).access_token),
    );
    expect(asRecord(me.body).username).toBe('bob');
    // Codes are single-use.
    const again = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
    });
    expect(again.status).toBe(400);
  });

  it('the form rejects a wrong password and oob shows the code on the page', async () => {
    const app = await registerApp();
    const base = {
      'authorization[client_id]': app.client_id,
      'authorization[redirect_uri]': OOB,
      'authorization[scope]': 'read',
    };
    const bad = await fetch(`${sandbox().url}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        ...base,
        'authorization[name]': 'carol',
        'authorization[password]': 'x',
      }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('Invalid Username/Password');
    const ok = await fetch(`${sandbox().url}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        ...base,
        'authorization[name]': 'carol',
        'authorization[password]': 'sandbox',
      }),
    });
    expect(ok.status).toBe(200);
    const code = (await ok.text()).match(/<code id="authorization_code">([^<]+)<\/code>/)?.[1];
    expect(code).toBeTruthy();
    const tok = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'authorization_code',
      code,
    });
    expect(tok.status).toBe(200);
  });

  it('revoke makes the token stop working', async () => {
    const app = await registerApp();
    const tok = asRecord(
      (
        await send(sandbox(), 'POST', '/oauth/token', {
          ...app,
          grant_type: 'password',
          username: 'carol',
          password: 'sandbox',
        })
      ).body,
    );
    const token = String(tok.access_token);
    expect((await getJson(sandbox(), '/api/v1/accounts/verify_credentials', token)).status).toBe(
      200,
    );
    const revoked = await send(
      sandbox(),
      'POST',
      '/oauth/revoke',
      new URLSearchParams({ ...app, token }),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({});
    const after = await getJson(sandbox(), '/api/v1/accounts/verify_credentials', token);
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ error: 'Invalid credentials.' });
  });

  it('two-factor: password grant asks for MFA, the challenge gives the token', async () => {
    const app = await registerApp();
    const first = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'password',
      username: 'dana',
      password: 'sandbox',
    });
    expect(first.status).toBe(403);
    const mfa = asRecord(first.body);
    expect(mfa).toMatchObject({ error: 'mfa_required', supported_challenge_types: 'totp' });
    const wrong = await send(sandbox(), 'POST', '/oauth/mfa/challenge', {
      ...app,
      mfa_token: mfa.mfa_token,
      challenge_type: 'totp',
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Invalid code' });
    const ok = await send(sandbox(), 'POST', '/oauth/mfa/challenge', {
      ...app,
      mfa_token: mfa.mfa_token,
      challenge_type: 'totp',
      code: sandbox().state.totpCodeFor('dana'),
    });
    expect(ok.status).toBe(200);
    const me = await getJson(
      sandbox(),
      '/api/v1/accounts/verify_credentials',
      String(asRecord(ok.body).access_token),
    );
    expect(asRecord(me.body).username).toBe('dana');
    // A recovery code works once.
    const again = asRecord(
      (
        await send(sandbox(), 'POST', '/oauth/token', {
          ...app,
          grant_type: 'password',
          username: 'dana',
          password: 'sandbox',
        })
      ).body,
    );
    const recover = (code: string) =>
      send(sandbox(), 'POST', '/oauth/mfa/challenge', {
        ...app,
        mfa_token: again.mfa_token,
        challenge_type: 'recovery',
        code,
      });
    expect((await recover('sandbox-recovery-1')).status).toBe(200);
  });

  it('two-factor in the browser form', async () => {
    const app = await registerApp();
    const login = await fetch(`${sandbox().url}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': OOB,
        'authorization[scope]': 'read',
        'authorization[name]': 'dana',
        'authorization[password]': 'sandbox',
      }),
    });
    const form = await login.text();
    expect(form).toContain('action="/oauth/mfa/verify"');
    const token = form.match(/name="mfa\[mfa_token\]" value="([^"]+)"/)?.[1] ?? '';
    const verified = await fetch(`${sandbox().url}/oauth/mfa/verify`, {
      method: 'POST',
      body: new URLSearchParams({
        'mfa[mfa_token]': token,
        'mfa[challenge_type]': 'totp',
        'mfa[redirect_uri]': OOB,
        'mfa[code]': sandbox().state.totpCodeFor('dana'),
      }),
    });
    expect(verified.status).toBe(200);
    expect(await verified.text()).toMatch(/<code id="authorization_code">[^<]+<\/code>/);
  });

  it('remote accounts cannot log in', async () => {
    const app = await registerApp();
    const res = await send(sandbox(), 'POST', '/oauth/token', {
      ...app,
      grant_type: 'password',
      username: 'dave@remote.example',
      password: 'sandbox',
    });
    expect(res.status).toBe(400);
  });
});
