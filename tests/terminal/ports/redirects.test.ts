import type { ServerResponse } from 'node:http';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { RefusedAnswerError } from '../../../src/core/errors';
import { createNodeFetch, type NodeFetch } from '../../../src/terminal/ports/fetch';
import { type HostileServer, startHostileServer } from '../../support/hostile-server';

/**
 * The token must never follow a redirect to another origin. Two loopback origins stand in
 * for "the user's server" (127.0.0.1) and "somewhere else" (127.0.0.2), on both engines:
 * node:http (no proxy) and undici (what a proxy or custom dispatcher uses).
 */

const TOKEN = 'Bearer s3cret-token';
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function origins(): Promise<{ home: HostileServer; other: HostileServer }> {
  const home = await startHostileServer({ host: '127.0.0.1' });
  const other = await startHostileServer({ host: '127.0.0.2' });
  cleanups.push(
    () => home.close(),
    () => other.close(),
  );
  other.handle((_req, res) => ok(res, 'elsewhere'));
  return { home, other };
}

function ok(res: ServerResponse, text: string): void {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(text);
}

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location });
  res.end();
}

const engines: Array<[string, () => NodeFetch]> = [
  ['node:http', () => createNodeFetch()],
  ['undici', () => createNodeFetch({ dispatcher: new Agent() })],
];

function track(fetch: NodeFetch): NodeFetch {
  cleanups.push(() => fetch.close());
  return fetch;
}

describe.each(engines)('redirects on the %s engine', (_name, make) => {
  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin arrives there without the token or cookies',
    async (status) => {
      const { home, other } = await origins();
      home.handle((_req, res) => redirect(res, status, `${other.url}/landing?x=1`));
      const fetch = track(make());
      const response = await fetch(`${home.url}/api/v1/timelines/home`, {
        headers: { Authorization: TOKEN, Cookie: 'session=abc', Accept: 'application/json' },
      });
      expect(await response.text()).toBe('elsewhere');
      expect(home.seen[0]?.headers.authorization).toBe(TOKEN);
      expect(other.seen).toHaveLength(1);
      expect(other.seen[0]?.url).toBe('/landing?x=1');
      expect(other.seen[0]?.headers.authorization).toBeUndefined();
      expect(other.seen[0]?.headers.cookie).toBeUndefined();
      expect(other.seen[0]?.headers.accept).toBe('application/json');
    },
  );

  it('a different port on the same host is another origin too', async () => {
    const { home } = await origins();
    const sibling = await startHostileServer({ host: '127.0.0.1' });
    cleanups.push(() => sibling.close());
    sibling.handle((_req, res) => ok(res, 'sibling'));
    home.handle((_req, res) => redirect(res, 302, `${sibling.url}/x`));
    const fetch = track(make());
    await (await fetch(`${home.url}/a`, { headers: { Authorization: TOKEN } })).text();
    expect(sibling.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps the token on a same-origin redirect', async () => {
    const { home } = await origins();
    home.handle((req, res) =>
      req.url === '/old' ? redirect(res, 301, '/new') : ok(res, `at ${req.url}`),
    );
    const fetch = track(make());
    const response = await fetch(`${home.url}/old`, { headers: { Authorization: TOKEN } });
    expect(await response.text()).toBe('at /new');
    expect(home.seen.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/old', TOKEN],
      ['/new', TOKEN],
    ]);
  });

  it('does not give the token back after the chain left the origin', async () => {
    const { home, other } = await origins();
    home.handle((req, res) =>
      req.url === '/start' ? redirect(res, 302, `${other.url}/bounce`) : ok(res, 'back'),
    );
    other.handle((_req, res) => redirect(res, 302, `${home.url}/back`));
    const fetch = track(make());
    await (await fetch(`${home.url}/start`, { headers: { Authorization: TOKEN } })).text();
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
    expect(home.seen[1]?.url).toBe('/back');
    expect(home.seen[1]?.headers.authorization).toBeUndefined();
  });

  it.each([307, 308])(
    'refuses a %i that would resend a POST body to another origin',
    async (status) => {
      const { home, other } = await origins();
      home.handle((_req, res) => redirect(res, status, `${other.url}/steal`));
      const fetch = track(make());
      const error = await fetch(`${home.url}/api/v1/statuses`, {
        method: 'POST',
        headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
        body: '{"status":"private words"}',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RefusedAnswerError);
      expect((error as RefusedAnswerError).reason).toBe('unsafe-redirect');
      expect((error as Error).message).toContain('127.0.0.2');
      expect((error as Error).message).not.toContain('/steal');
      expect(other.seen).toEqual([]);
    },
  );

  it('resends a POST body on a same-origin 307 (with the token)', async () => {
    const { home } = await origins();
    home.handle((req, res) =>
      req.url === '/a' ? redirect(res, 307, '/b') : ok(res, `${req.method} ${req.url}`),
    );
    const fetch = track(make());
    const response = await fetch(`${home.url}/a`, {
      method: 'POST',
      headers: { Authorization: TOKEN },
      body: 'x=1',
    });
    expect(await response.text()).toBe('POST /b');
    expect(home.seen[1]?.body).toBe('x=1');
    expect(home.seen[1]?.headers.authorization).toBe(TOKEN);
  });

  it.each([301, 302, 303])(
    'turns a POST answered %i into a GET without body, also across origins',
    async (status) => {
      const { home, other } = await origins();
      home.handle((_req, res) => redirect(res, status, `${other.url}/done`));
      const fetch = track(make());
      await (
        await fetch(`${home.url}/a`, {
          method: 'POST',
          headers: { Authorization: TOKEN, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'secret=1',
        })
      ).text();
      expect(other.seen).toHaveLength(1);
      expect(other.seen[0]).toMatchObject({ method: 'GET', body: '' });
      expect(other.seen[0]?.headers.authorization).toBeUndefined();
      expect(other.seen[0]?.headers['content-type']).toBeUndefined();
    },
  );

  it('follows 5 redirects and refuses the 6th with a clear error', async () => {
    const { home } = await origins();
    home.handle((req, res) => {
      const n = Number((req.url ?? '/0').slice(1));
      if (n < Number(req.headers['x-hops'])) redirect(res, 302, `/${n + 1}`);
      else ok(res, `end ${n}`);
    });
    const fetch = track(make());
    const five = await fetch(`${home.url}/0`, { headers: { 'X-Hops': '5' } });
    expect(await five.text()).toBe('end 5');
    const error = await fetch(`${home.url}/0`, { headers: { 'X-Hops': '6' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RefusedAnswerError);
    expect((error as Error).message).toMatch(/too many redirects/);
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    const { home } = await origins();
    home.handle((_req, res) => redirect(res, 302, 'file:///etc/passwd'));
    const fetch = track(make());
    const error = await fetch(`${home.url}/a`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
  });
});

describe('redirects of a multipart upload', () => {
  it('never sends the file or the token to another origin', async () => {
    const { home, other } = await origins();
    home.handle((_req, res) => redirect(res, 307, `${other.url}/upload`));
    const fetch = track(createNodeFetch());
    const form = new FormData();
    form.append('file', new Blob(['private picture']), 'a.png');
    const error = await fetch(`${home.url}/api/v1/media`, {
      method: 'POST',
      headers: { Authorization: TOKEN },
      body: form,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedAnswerError);
    expect(other.seen).toEqual([]);
  });
});
