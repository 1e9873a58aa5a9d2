import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { rewriteLocation, startWebServer, type WebServer } from '../../src/cli/web-host/serve';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

let upstream: Server;
let upstreamUrl: string;
let web: WebServer;
let dist: string;
const seen: Seen[] = [];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'petrel-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'logo.svg'), '<svg/>');
  await writeFile(join(dist, 'sw.js'), 'importScripts("push-sw.js")');
  await writeFile(join(dist, 'push-sw.js'), '// push');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Petrel"}');

  upstream = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes });
      if (req.url?.startsWith('/oauth/authorize')) {
        res.writeHead(302, {
          location: `${upstreamUrl}/oauth/login?x=1`,
          'set-cookie': 'sid=1; Domain=example.test; Path=/; Secure; HttpOnly',
        });
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json',
        link: '<https://x/next>; rel="next"',
      });
      res.end(JSON.stringify({ path: req.url, bytes: bodyBytes }));
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  upstream.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(`hello ${new URL(req.url ?? '/', 'http://x').searchParams.get('stream')}`);
      ws.on('message', (data) => ws.send(`echo ${data.toString()}`));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  web = await startWebServer({ port: 0, apiServer: upstreamUrl, distDir: dist });
});

afterAll(async () => {
  await web?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

describe('startWebServer', () => {
  it('listens on loopback', () => {
    expect(web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const res = await fetch(`${web.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes, uncached, with a CSP', async () => {
    for (const path of ['/', '/main/all', '/notice/abc', '/remote-users/example.social/bob']) {
      const res = await fetch(`${web.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('id="app"');
    }
  });

  it('serves the PWA manifest with its type, and the service worker revalidated every time', async () => {
    const manifest = await fetch(`${web.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'Petrel' });
    for (const path of ['/sw.js', '/push-sw.js']) {
      const res = await fetch(`${web.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      // A new build's worker is seen at once (an hour's cache would keep the old shell).
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await fetch(`${web.url}/logo.svg`)).headers.get('cache-control')).toContain('max-age');
  });

  it('answers 404 for missing assets and refuses to leave the bundle', async () => {
    expect((await fetch(`${web.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${web.url}/missing.png`)).status).toBe(404);
    const outside = await fetch(`${web.url}/..%2f..%2fetc%2fpasswd`);
    expect(await outside.text()).not.toContain('root:');
  });

  it('proxies the API with query, headers and Link', async () => {
    const res = await fetch(`${web.url}/api/v1/timelines/public?local=true`, {
      headers: { authorization: 'Bearer tok', origin: web.url },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe('<https://x/next>; rel="next"');
    expect(await res.json()).toEqual({ path: '/api/v1/timelines/public?local=true', bytes: 0 });
    const last = seen.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer tok');
    expect(last.headers.host).toBe(new URL(upstreamUrl).host);
    expect(last.headers.origin).toBe(upstreamUrl);
  });

  it('streams request bodies (uploads)', async () => {
    const body = new Uint8Array(3 * 1024 * 1024).fill(7);
    const res = await fetch(`${web.url}/api/v1/media`, { method: 'POST', body });
    expect(await res.json()).toEqual({ path: '/api/v1/media', bytes: body.length });
  });

  it('rewrites Location headers that point at the API server, and localizes cookies', async () => {
    const res = await fetch(`${web.url}/oauth/authorize?client_id=1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${web.url}/oauth/login?x=1`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('sid=1');
    expect(cookie.toLowerCase()).not.toContain('domain=');
    expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('proxies /nodeinfo, /.well-known and /static when no built file has the path', async () => {
    for (const path of ['/nodeinfo/2.0.json', '/.well-known/nodeinfo', '/static/config.json']) {
      const res = await fetch(`${web.url}${path}`);
      expect(await res.json(), path).toEqual({ path, bytes: 0 });
    }
  });

  it('proxies the streaming WebSocket', async () => {
    const ws = new WebSocket(`${web.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        messages.push(data.toString());
        if (messages.length === 1) ws.send('ping');
        if (messages.length === 2) resolve();
      });
      ws.on('error', reject);
    });
    ws.close();
    expect(messages).toEqual(['hello public', 'echo ping']);
  });

  it('answers 502 with a JSON error when the server is down', async () => {
    const dead = await startWebServer({ port: 0, apiServer: 'http://127.0.0.1:9', distDir: dist });
    try {
      const res = await fetch(`${dead.url}/api/v1/instance`);
      expect(res.status).toBe(502);
      expect((await res.json()).error).toMatch(/Bad gateway/);
    } finally {
      await dead.close();
    }
  });

  it('refuses to start without a build', async () => {
    await expect(
      startWebServer({ port: 0, apiServer: upstreamUrl, distDir: join(dist, 'nope') }),
    ).rejects.toThrow(/not built/);
  });
});

describe('rewriteLocation', () => {
  const target = new URL('https://social.example');
  it('maps the server origin to the local one and leaves others alone', () => {
    expect(
      rewriteLocation('https://social.example/oauth/x?a=1', target, 'http://127.0.0.1:8080'),
    ).toBe('http://127.0.0.1:8080/oauth/x?a=1');
    expect(rewriteLocation('/relative', target, 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/relative',
    );
    expect(rewriteLocation('https://elsewhere.example/', target, 'http://127.0.0.1:8080')).toBe(
      'https://elsewhere.example/',
    );
  });
});
