import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, PleromaClient } from '../../src/core/api/client';
import { encodeQuery } from '../../src/core/api/http';
import { parseLinkHeader } from '../../src/core/api/link';
import {
  ApiError,
  describeError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
} from '../../src/core/errors';
import type { FetchPort } from '../../src/core/ports';
import { FakeHttp } from './helpers/fake-http';
import { fixtureFiles, readFixture, readFixtureText } from './helpers/fixtures';

const BASE = 'https://pleroma.example';
const APP = { clientId: 'cid', clientSecret: 'csecret', redirectUri: 'urn:ietf:wg:oauth:2.0:oob' };

function status(id: string) {
  return { id, content: `<p>${id}</p>`, account: { id: 'a1', username: 'alice', acct: 'alice' } };
}

function clientWith(http: FakeHttp, token?: string) {
  return new PleromaClient({ fetch: http.fetch, baseUrl: BASE, token });
}

function failingFetch(error: unknown): FetchPort {
  return async () => {
    throw error;
  };
}

describe('requests', () => {
  it('sends the bearer token on authenticated calls', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/accounts/verify_credentials', {
      body: { id: '1', username: 'alice', acct: 'alice' },
    });
    const account = await clientWith(http, 'tok-123').accounts.verifyCredentials();
    expect(account.acct).toBe('alice');
    expect(http.requests[0]!.headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends no token where the call is anonymous (app registration, instance)', async () => {
    const http = new FakeHttp()
      .on('POST', '/api/v1/apps', { body: { client_id: 'c', client_secret: 's' } })
      .on('GET', '/api/v1/instance', {
        body: { uri: 'pleroma.example', title: 'P', version: '2.7.2 (compatible; Pleroma 2.6)' },
      });
    const client = clientWith(http, 'tok-123');
    await client.apps.create('Petrel');
    await client.instance.fetch();
    for (const request of http.requests) expect(request.headers.Authorization).toBeUndefined();
  });

  it('form-encodes the password grant to /oauth/token', async () => {
    const http = new FakeHttp().on('POST', '/oauth/token', {
      body: { access_token: 'T', scope: 'read write', created_at: 1700000000 },
    });
    const password = 'p&ss=w+rd ü';
    const token = await clientWith(http).oauth.token(APP, {
      grantType: 'password',
      username: 'alice',
      password,
    });
    expect(token).toEqual({ accessToken: 'T', scope: 'read write', createdAt: 1700000000 });
    const request = http.requests[0]!;
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request.body);
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('username')).toBe('alice');
    expect(form.get('password')).toBe(password);
    expect(form.get('client_id')).toBe('cid');
    expect(form.get('client_secret')).toBe('csecret');
    expect(form.get('scope')).toBe('read write follow push admin');
  });

  it('a token answer without a token is a malformed response', async () => {
    const http = new FakeHttp().on('POST', '/oauth/token', { body: { token_type: 'Bearer' } });
    await expect(
      clientWith(http).oauth.token(APP, { grantType: 'client_credentials' }),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('revokes a token with a form POST to /oauth/revoke', async () => {
    const http = new FakeHttp().on('POST', '/oauth/revoke', { body: {} });
    await clientWith(http, 'T').oauth.revoke(APP, 'T');
    const form = new URLSearchParams(http.calls('POST', '/oauth/revoke')[0]!.body);
    expect(form.get('token')).toBe('T');
    expect(form.get('client_id')).toBe('cid');
  });

  it('sends notification types as a `types[]` query array', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/notifications', { body: [] });
    await clientWith(http, 'T').notifications.fetch({
      types: ['mention', 'pleroma:emoji_reaction'],
    });
    const query = http.requests[0]!.query;
    expect(query.getAll('types[]')).toEqual(['mention', 'pleroma:emoji_reaction']);
    // snac needs an explicit limit.
    expect(query.get('limit')).toBe(String(PAGE_SIZE));
  });

  it('encodeQuery repeats array keys with [] and drops missing values', () => {
    const query = new URLSearchParams(
      encodeQuery({
        'types[]': ['a', 'b'],
        exclude_types: ['c'],
        local: true,
        max_id: undefined,
        x: null,
      }),
    );
    expect(query.getAll('types[]')).toEqual(['a', 'b']);
    expect(query.getAll('exclude_types[]')).toEqual(['c']);
    expect(query.get('local')).toBe('true');
    expect(query.has('max_id')).toBe(false);
    expect(query.has('x')).toBe(false);
  });

  it('asks a timeline for a page of 20 with the paging ids it is given', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/timelines/public', { body: [status('5')] });
    const page = await clientWith(http).timelines.fetch(
      { type: 'public', local: true },
      { maxId: '9' },
    );
    expect(page.ids).toEqual(['5']);
    const query = http.requests[0]!.query;
    expect(query.get('local')).toBe('true');
    expect(query.get('max_id')).toBe('9');
    expect(query.get('limit')).toBe('20');
    expect(query.has('since_id')).toBe(false);
  });

  it('posts a status as JSON with an idempotency key, sending a reply id rather than a quote id', async () => {
    const http = new FakeHttp().on('POST', '/api/v1/statuses', { body: status('77') });
    const { status: posted } = await clientWith(http, 'T').statuses.create({
      status: 'hello',
      inReplyToId: '5',
      quoteId: '6',
      idempotencyKey: 'k1',
    });
    expect(posted.id).toBe('77');
    const request = http.requests[0]!;
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.headers['Idempotency-Key']).toBe('k1');
    const body = JSON.parse(request.body!) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'hello', in_reply_to_id: '5' });
    expect(body.quote_id).toBeUndefined();
  });
});

describe('typed errors', () => {
  it('401 with a JSON body → ApiError with status, body and the server message', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/accounts/verify_credentials', {
      status: 401,
      body: { error: 'Invalid token' },
    });
    const error = await clientWith(http, 'bad')
      .accounts.verifyCredentials()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ error: 'Invalid token' });
    expect(error.serverMessage).toBe('Invalid token');
    expect(describeError(error)).toBe('Invalid token (HTTP 401)');
  });

  it('Pleroma validation errors are worded per field', async () => {
    const http = new FakeHttp().on('POST', '/api/v1/statuses', {
      status: 422,
      body: { error: { spoiler_text: ['is too long'] } },
    });
    const error = await clientWith(http, 'T')
      .statuses.create({ status: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.serverMessage).toBe('spoiler text. is too long');
  });

  it('502 with an HTML page → ApiError whose message names the status', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
    const http = new FakeHttp().on('GET', '/api/v1/timelines/home', { status: 502, body: html });
    const error = await clientWith(http, 'T')
      .timelines.fetch({ type: 'home' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toContain('502');
    expect(error.body).toBe(html);
  });

  it('200 with a body that is not JSON → MalformedResponseError keeping the text', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/timelines/home', { body: '{"id": ' });
    const error = await clientWith(http, 'T')
      .timelines.fetch({ type: 'home' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error.bodyText).toBe('{"id": ');
  });

  it('200 with JSON of the wrong shape → MalformedResponseError', async () => {
    const http = new FakeHttp()
      .on('GET', '/api/v1/timelines/home', { body: { error: 'not a list' } })
      .on('GET', '/api/v1/statuses/1', { body: { id: '1' } });
    const client = clientWith(http, 'T');
    await expect(client.timelines.fetch({ type: 'home' })).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    await expect(client.statuses.fetch('1')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('a refused connection → NetworkError naming the host and the cause', async () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const client = new PleromaClient({
      fetch: failingFetch(refused),
      baseUrl: 'https://down.example:8443',
    });
    const error = await client.instance.fetch().catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error.message).toContain('down.example:8443');
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.cause).toBe(refused);
  });

  it('an AbortSignal timeout → TimeoutError (a kind of NetworkError)', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const client = new PleromaClient({ fetch: failingFetch(timeout), baseUrl: BASE });
    const error = await client.timelines.fetch({ type: 'public' }).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain('pleroma.example');
  });

  it('a body that breaks off while being read → NetworkError', async () => {
    const fetch: FetchPort = async () => ({
      status: 200,
      ok: true,
      headers: { get: () => null },
      text: async () => {
        throw new TypeError('terminated', { cause: { code: 'ECONNRESET' } });
      },
    });
    const client = new PleromaClient({ fetch, baseUrl: BASE });
    const error = await client.timelines.fetch({ type: 'public' }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain('ECONNRESET');
  });

  it('notifications: unreadable items are skipped, the rest are kept', async () => {
    const http = new FakeHttp().on('GET', '/api/v1/notifications', {
      body: [
        { id: '1', type: 'follow', account: { id: 'b', username: 'bob', acct: 'bob' } },
        { id: '2', type: 'follow' },
        null,
      ],
    });
    const page = await clientWith(http, 'T').notifications.fetch();
    expect(page.notifications.map((n) => n.id)).toEqual(['1']);
  });
});

describe('parseLinkHeader', () => {
  it('reads next and prev queries of a Mastodon/Pleroma header', () => {
    expect(
      parseLinkHeader(
        '<https://p.example/api/v1/timelines/home?max_id=AbC&limit=20>; rel="next", <https://p.example/api/v1/timelines/home?min_id=XyZ>; rel="prev"',
      ),
    ).toEqual({ next: { max_id: 'AbC', limit: '20' }, prev: { min_id: 'XyZ' } });
  });

  it('accepts an unquoted rel, odd spacing and capitals', () => {
    expect(parseLinkHeader('<https://h/x?max_id=5>;rel=NEXT')).toEqual({ next: { max_id: '5' } });
    expect(parseLinkHeader('<https://h/x?since_id=5> ; rel="prev"')).toEqual({
      prev: { since_id: '5' },
    });
  });

  it('keeps commas inside a target and decodes escaped values', () => {
    expect(parseLinkHeader('<https://h/x?max_id=1&tags=a,b&q=caf%C3%A9>; rel="next"').next).toEqual(
      { max_id: '1', tags: 'a,b', q: 'café' },
    );
  });

  it('ignores other relations and garbage', () => {
    expect(parseLinkHeader('<https://h/x?a=1>; rel="self"')).toEqual({});
    expect(parseLinkHeader('not a link header')).toEqual({});
    expect(parseLinkHeader('')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader(undefined)).toEqual({});
  });

  it('a target without a query gives an empty page query', () => {
    expect(parseLinkHeader('<https://h/x>; rel="next"')).toEqual({ next: {} });
  });

  it('reads the snac home timeline header (hex ids, since_id as prev)', () => {
    const headers = readFixtureText('snac2/timeline_home_alice.headers');
    const link = /^link:\s*(.*)$/im.exec(headers)?.[1]?.trim();
    expect(parseLinkHeader(link)).toEqual({
      next: { max_id: '1795278181e172b03d71b9be02f32863c3d06d5376' },
      prev: { since_id: '1795278181d2c5160e00f6fcbdda3df3d66e2a13d9' },
    });
  });

  it.each(fixtureFiles('.headers').filter((file) => file.startsWith('snac2/')))(
    '%s: the Link header (if any) parses to page queries',
    (file) => {
      const link = /^link:\s*(.*)$/im.exec(readFixtureText(file))?.[1]?.trim() ?? null;
      const parsed = parseLinkHeader(link);
      if (link === null) {
        expect(parsed).toEqual({});
      } else {
        expect(Object.keys(parsed).length).toBeGreaterThan(0);
        for (const query of Object.values(parsed)) {
          expect(Object.keys(query).some((k) => /^(max|min|since)_id$/.test(k))).toBe(true);
        }
      }
    },
  );

  it('through the client, a page carries its parsed links', async () => {
    const headers = readFixtureText('snac2/timeline_home_alice.headers');
    const link = /^link:\s*(.*)$/im.exec(headers)![1]!.trim();
    const http = new FakeHttp().on('GET', '/api/v1/timelines/home', {
      body: readFixture('snac2/timeline_home_alice.json'),
      headers: { Link: link },
    });
    const page = await new PleromaClient({
      fetch: http.fetch,
      baseUrl: 'http://127.0.0.1:8001',
      token: 'T',
    }).timelines.fetch({ type: 'home' });
    expect(page.ids).toHaveLength(3);
    expect(page.links.next).toEqual({ max_id: '1795278181e172b03d71b9be02f32863c3d06d5376' });
    // The client knows the server host, so snac's own accounts come out local.
    expect(page.bundle.accounts.every((a) => a.isLocal && a.acct === 'alice')).toBe(true);
  });
});
