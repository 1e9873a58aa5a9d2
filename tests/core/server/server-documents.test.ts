import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, type FetchPort, memoryStorage, silentLogger } from '../../../src/core';
import { HttpClient } from '../../../src/core/api/http';
import { fetchNodeinfo, nodeinfoPath } from '../../../src/core/api/server-documents';
import {
  type HostileServer,
  hostileAccount,
  sendJson,
  startHostileServer,
} from '../../support/hostile-server';
import { fakeSockets } from '../helpers/fake-socket';
import { terminalRoot } from '../support/terminal-root';
import { SERVER_DOCUMENTS, serverFixture } from './server-fixtures';

const fetchPort: FetchPort = (input, init) => fetch(input, init);
const servers: HostileServer[] = [];
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host?: string,
): Promise<HostileServer> {
  const server = await startHostileServer({ handler, host });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const paths = (server: HostileServer) => server.seen.map((r) => r.url);

describe('nodeinfo discovery', () => {
  it('follows the newest schema link on the same origin, without the token', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/.well-known/nodeinfo') {
        const base = `http://${req.headers.host}`;
        return sendJson(res, 200, {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
              href: `${base}/nodeinfo/2.0.json`,
            },
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
              href: `${base}/nodeinfo/2.1.json`,
            },
          ],
        });
      }
      if (req.url === '/nodeinfo/2.1.json')
        return sendJson(res, 200, serverFixture(SERVER_DOCUMENTS.akkoma.nodeinfo));
      sendJson(res, 404, { error: 'Not found' });
    });
    const http = new HttpClient(fetchPort, server.url, 'secret-token');
    const nodeinfo = await fetchNodeinfo(http);
    expect(nodeinfo?.software).toMatchObject({ name: 'akkoma' });
    expect(paths(server)).toEqual(['/.well-known/nodeinfo', '/nodeinfo/2.1.json']);
    expect(server.seen.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('never follows a link to another origin: only its path, asked of the same server', async () => {
    const elsewhere = await serve(
      (_req, res) => sendJson(res, 200, { software: { name: 'evil' } }),
      '127.0.0.2',
    );
    const server = await serve((req, res) => {
      if (req.url === '/.well-known/nodeinfo') {
        return sendJson(res, 200, {
          links: [
            {
              rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
              href: `${elsewhere.url}/nodeinfo/2.0`,
            },
          ],
        });
      }
      // Behind the web client's proxy the links name the upstream; the path still works.
      if (req.url === '/nodeinfo/2.0') return sendJson(res, 200, { software: { name: 'pleroma' } });
      sendJson(res, 404, { error: 'Not found' });
    });
    const nodeinfo = await fetchNodeinfo(new HttpClient(fetchPort, server.url, 'secret-token'));
    expect(nodeinfo?.software).toMatchObject({ name: 'pleroma' });
    expect(elsewhere.seen).toHaveLength(0);
    expect(paths(server)).toEqual(['/.well-known/nodeinfo', '/nodeinfo/2.0']);
  });

  it('without discovery asks the spec path once, and tolerates its absence too', async () => {
    const server = await serve((_req, res) => sendJson(res, 404, { error: 'Not found' }));
    expect(await fetchNodeinfo(new HttpClient(fetchPort, server.url))).toBeNull();
    expect(paths(server)).toEqual(['/.well-known/nodeinfo', '/nodeinfo/2.0.json']);
  });

  it('picks the newest schema and keeps only its path', () => {
    const discovery = serverFixture(SERVER_DOCUMENTS.akkoma.discovery);
    expect(nodeinfoPath(discovery, 'http://127.0.0.1:8080')).toBe('/nodeinfo/2.1.json');
    const mastodon = serverFixture(SERVER_DOCUMENTS.mastodon.discovery);
    expect(nodeinfoPath(mastodon, 'http://127.0.0.1:8080')).toBe('/nodeinfo/2.0');
    expect(nodeinfoPath({ links: 'nope' }, 'https://x.example')).toBeNull();
    expect(nodeinfoPath({ links: [{ rel: 'other', href: '/x' }] }, 'https://x.example')).toBeNull();
  });
});

/** A signed-in root against a server answering `instance` as its instance document. */
async function signedInRoot(instance: Record<string, unknown>, nodeinfo?: Record<string, unknown>) {
  const server = await serve((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/api/v1/instance') return sendJson(res, 200, instance);
    if (path === '/nodeinfo/2.0.json' && nodeinfo) return sendJson(res, 200, nodeinfo);
    if (path === '/api/v1/accounts/verify_credentials') return sendJson(res, 200, hostileAccount());
    if (path === '/api/v1/markers') return sendJson(res, 200, {});
    if (path === '/api/v1/mutes' || path === '/api/v1/notifications') return sendJson(res, 200, []);
    sendJson(res, 404, { error: 'Not found' });
  });
  const key = `1@${new URL(server.url).host}`;
  const { factory, sockets } = fakeSockets();
  const root = terminalRoot({
    fetch: fetchPort,
    socket: factory,
    storage: memoryStorage({
      'session.accounts': [{ key, server: server.url, acct: 'alice', accountId: '1' }],
      'session.current': key,
    }),
    secrets: memoryStorage({ tokens: { [key]: 'tok' } }),
    clock: new FakeClock(),
    logger: silentLogger,
  });
  await root.session.restore();
  await root.afterSignIn();
  return { root, server, sockets };
}

describe('what the root does with the capabilities', () => {
  it('snac: no socket is opened; its timelines poll from the start', async () => {
    const { root, sockets } = await signedInRoot(serverFixture(SERVER_DOCUMENTS.snac.instance));
    expect(root.instance.capabilities.family).toBe('snac');
    expect(sockets).toHaveLength(0);
    root.dispose();
  });

  it('Mastodon before 3.0: reading positions stay local, with no request that must fail', async () => {
    const instance = { ...serverFixture(SERVER_DOCUMENTS.mastodon.instance), version: '2.9.3' };
    const { root, server } = await signedInRoot(instance, {
      software: { name: 'mastodon', version: '2.9.3' },
    });
    expect(root.instance.capabilities).toMatchObject({ family: 'mastodon', markers: false });
    expect(root.markers.supported).toBe(false);
    expect(paths(server).some((p) => p.startsWith('/api/v1/markers'))).toBe(false);
    root.dispose();
  });

  it('Pleroma: the user stream starts and the markers are asked for', async () => {
    const instance = { ...serverFixture(SERVER_DOCUMENTS.pleroma.instance), urls: {} };
    const { root, server, sockets } = await signedInRoot(instance);
    expect(root.instance.capabilities.family).toBe('pleroma');
    expect(sockets).toHaveLength(1);
    await expect.poll(() => paths(server).some((p) => p.startsWith('/api/v1/markers'))).toBe(true);
    root.dispose();
  });
});
