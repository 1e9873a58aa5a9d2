/**
 * `petrel web` against a hostile server: what it proxies into the app's origin is fenced
 * (sandbox CSP, nosniff, downloads for what is not image/video/audio), the app page has
 * its strict CSP and names the real server, and it listens on loopback only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NonLoopbackHostError, startWebServer, type WebServer } from '../../src/cli/web-host/serve';
import { type HostileServer, startHostileServer } from '../support/hostile-server';

let hostile: HostileServer;
let web: WebServer;
let dist: string;

const EVIL_HTML = '<!doctype html><script>fetch("/x?" + JSON.stringify(localStorage))</script>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'petrel-web-sec-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body>');
  hostile = await startHostileServer({
    handler: (req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const typed: Record<string, Record<string, string>> = {
        '/media/evil.html': {
          'content-type': 'text/html',
          'content-security-policy': "script-src 'unsafe-inline'",
        },
        '/proxy/remote/evil': {},
        '/media/pic.png': { 'content-type': 'image/png' },
        '/media/clip.webm': { 'content-type': 'video/webm' },
        '/media/doc.pdf': { 'content-type': 'application/pdf', 'content-disposition': 'inline' },
        '/oauth/authorize': { 'content-type': 'text/html; charset=utf-8' },
        '/api/v1/instance': { 'content-type': 'application/json' },
      };
      res.writeHead(200, typed[path] ?? { 'content-type': 'text/html' });
      res.end(path === '/api/v1/instance' ? '{"uri":"hostile.example"}' : EVIL_HTML);
    },
  });
  web = await startWebServer({ port: 0, apiServer: hostile.url, distDir: dist });
});

afterAll(async () => {
  await web?.close();
  await hostile?.close();
  await rm(dist, { recursive: true, force: true });
});

async function headersOf(path: string): Promise<Headers> {
  const res = await fetch(`${web.url}${path}`);
  await res.arrayBuffer();
  return res.headers;
}

describe('petrel web fences what it proxies', () => {
  it('serves uploaded HTML as a sandboxed, unsniffed download (its own CSP replaced)', async () => {
    for (const path of ['/media/evil.html', '/proxy/remote/evil', '/media/doc.pdf']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toMatch(/^sandbox; default-src 'none'/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('content-disposition'), path).toBe('attachment');
    }
  });

  it('shows images and video inline, still sandboxed and unsniffed', async () => {
    for (const path of ['/media/pic.png', '/media/clip.webm']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toMatch(/^sandbox/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('content-disposition'), path).toBeNull();
    }
  });

  it('fences API answers too (a server can answer HTML anywhere), but not its login pages', async () => {
    const api = await fetch(`${web.url}/api/v1/instance`);
    expect(await api.json()).toEqual({ uri: 'hostile.example' });
    expect(api.headers.get('content-security-policy')).toMatch(/^sandbox/);
    const login = await headersOf('/oauth/authorize?client_id=1');
    expect(login.get('content-security-policy')).toBeNull();
  });
});

describe('petrel web app page', () => {
  it('has a strict CSP, no framing, and a referrer policy', async () => {
    for (const path of ['/', '/main/friends']) {
      const headers = await headersOf(path);
      const csp = headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        `connect-src 'self' ${web.url.replace('http', 'ws')}`,
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('names the server it proxies to, so accounts are not named after the proxy', async () => {
    for (const path of ['/', '/users/1']) {
      const html = await (await fetch(`${web.url}${path}`)).text();
      expect(html, path).toContain(`<meta name="petrel-server" content="${hostile.origin}" />`);
    }
  });
});

describe('petrel web binds loopback only', () => {
  it('refuses a non-loopback host unless allowRemote is given', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) {
      await expect(
        startWebServer({ port: 0, host, apiServer: hostile.url, distDir: dist }),
      ).rejects.toBeInstanceOf(NonLoopbackHostError);
    }
    const local = await startWebServer({
      port: 0,
      host: 'localhost',
      apiServer: hostile.url,
      distDir: dist,
    });
    await local.close();
  });
});
