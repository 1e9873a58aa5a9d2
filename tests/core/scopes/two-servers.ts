import { expect } from 'vitest';
import type { FetchPort } from '../../../src/core/ports';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { FakeHttp, settle } from '../helpers/fake-http';
import { fakeSockets } from '../helpers/fake-socket';
import { terminalRoot } from '../support/terminal-root';

export const SERVER = 'https://pleroma.example';

const USERS: Record<string, { id: string; password: string; token: string; home: string[] }> = {
  alice: { id: 'A1', password: 'right', token: 'TOKEN-alice', home: ['a-2', 'a-1'] },
  bob: { id: 'B1', password: 'right', token: 'TOKEN-bob', home: ['b-2', 'b-1'] },
};

function wire(id: string, author: string) {
  return {
    id,
    content: `<p>post ${id}</p>`,
    created_at: '2026-11-21T12:00:00.000Z',
    account: { id: USERS[author]!.id, username: author, acct: author },
  };
}

function userOf(authorization: string | undefined): string | undefined {
  const token = authorization?.replace('Bearer ', '');
  return Object.keys(USERS).find((name) => USERS[name]!.token === token);
}

/** A Pleroma-like server with two users, each with a home timeline of their own. */
export function twoUserServer(): FakeHttp & { fetch: FetchPort } {
  return new FakeHttp()
    .on('POST', '/api/v1/apps', { body: { client_id: 'cid', client_secret: 'csecret' } })
    .on('POST', '/oauth/token', (request) => {
      const form = new URLSearchParams(request.body);
      const user = USERS[form.get('username') ?? ''];
      return user && user.password === form.get('password')
        ? { body: { access_token: user.token, scope: 'read write follow push' } }
        : { status: 400, body: { error: 'Invalid credentials' } };
    })
    .on('POST', '/oauth/revoke', { body: {} })
    .on('GET', '/api/v1/instance', {
      body: { uri: 'pleroma.example', title: 'P', version: '2.7.0 (compatible; Pleroma 2.7.0)' },
    })
    .on('GET', '/api/v1/accounts/verify_credentials', (request) => {
      const name = userOf(request.headers.Authorization);
      return name
        ? { body: { id: USERS[name]!.id, username: name, acct: name, display_name: name } }
        : { status: 401, body: { error: 'The access token is invalid' } };
    })
    .on('GET', '/api/v1/mutes', { body: [] })
    .on('GET', '/api/v1/markers', { body: {} })
    .on('GET', '/api/v1/notifications', { body: [] })
    .on('GET', '/api/v1/timelines/home', (request) => {
      const name = userOf(request.headers.Authorization);
      if (!name) return { status: 401, body: { error: 'no' } };
      return { body: USERS[name]!.home.map((id) => wire(id, name)) };
    });
}

/**
 * A root store on a fake server, with a fake clock and in-memory storage, and a password
 * sign-in that waits for the sign-in's follow-up requests (the scope tests' harness).
 */
export function rootOn(http: { fetch: FetchPort }) {
  const clock = new FakeClock();
  const storage = memoryStorage();
  const root = terminalRoot({
    fetch: http.fetch,
    socket: fakeSockets().factory,
    storage,
    secrets: memoryStorage(),
    clock,
    logger: silentLogger,
  });
  const signIn = async (username: string) => {
    const result = await root.signIn({
      method: 'password',
      server: SERVER,
      username,
      password: 'right',
    });
    expect(result.ok).toBe(true);
    await settle();
    await settle();
    return root.scope;
  };
  return { root, clock, storage, signIn };
}
