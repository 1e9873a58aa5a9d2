/**
 * `petrel web`: serves the built web client and reverse-proxies the server's API through
 * the same origin, so the browser needs no CORS and the client can use `location.origin`
 * as its API base.
 *
 * NODE-ONLY CODE. This file imports node:http/node:fs and must never be imported by the
 * browser bundle (src/web/main.tsx and everything it reaches); only the CLI loads it.
 *
 * - Static files from `distDir`: hashed `/assets/*` are cached for a year (immutable),
 *   index.html is revalidated every time. Unknown paths that do not look like assets get
 *   index.html (the client's router decides); missing assets get 404.
 * - Proxied to `apiServer`: /api, /oauth, /nodeinfo, /.well-known, /media, /proxy, /emoji,
 *   /instance, /images, /socket, /main/ostatus, /auth, and /static when no built file has the
 *   path. Bodies are streamed both ways (uploads). WebSocket upgrades (streaming at
 *   /api/v1/streaming, the shoutbox at /socket) are piped raw.
 * - `Location` headers pointing at the API server are rewritten to the local origin (OAuth
 *   authorize redirects); cookies lose their Domain (and Secure, over plain http). The
 *   proxy is ./proxy.ts; its answers are fenced, the app page gets a strict CSP (./fence.ts).
 * - Loopback only, unless `allowRemote`; and only for requests that name it in `Host`
 *   (./host-check.ts: another page reaching it through DNS rebinding is refused).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { isLoopbackHost } from '../../shared/net/loopback';
import { appHeaders, inlineScriptHashes } from './fence';
import { acceptedHosts, isAcceptedHost, MISDIRECTED_STATUS, MISDIRECTED_TEXT } from './host-check';
import { proxyRequest, proxyUpgrade } from './proxy';

export { forwardRequestHeaders, rewriteLocation, rewriteResponseHeaders } from './proxy';

export interface WebServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Address to bind; default 127.0.0.1. Only loopback unless `allowRemote`. */
  host?: string;
  /**
   * Listen on a non-loopback address. Off by default: the proxy puts the server's API,
   * and whatever a browser stores for it, on this address for anyone who can reach it.
   */
  allowRemote?: boolean;
  /** The fediverse server to proxy to, e.g. http://127.0.0.1:4000 or https://example.social. */
  apiServer: string;
  /** The built client (dist/web). */
  distDir: string;
}

export interface WebServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  close(): Promise<void>;
}

/** `host` is not a loopback address and `allowRemote` was not given. */
export class NonLoopbackHostError extends Error {
  constructor(readonly host: string) {
    super(
      `Refusing to serve on ${host}: not a loopback address (use 127.0.0.1, ::1 or localhost, or --allow-remote to serve a network)`,
    );
    this.name = 'NonLoopbackHostError';
  }
}

/** Path prefixes that belong to the server, not to the client bundle. */
export const PROXIED_PREFIXES: readonly string[] = [
  '/api/',
  '/oauth/',
  '/nodeinfo/',
  '/.well-known/',
  '/media/',
  '/proxy/',
  '/emoji/',
  '/instance/',
  '/images/',
  '/socket/',
  '/main/ostatus',
  // Pleroma's password-reset request (`POST /auth/password?email=`, spec part 1 §7).
  '/auth/',
];

/** Proxied only when the bundle has no file of that name. */
const PROXIED_IF_NOT_BUILT = ['/static/'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Extensions that mark a request as an asset: missing ones are 404, not index.html. */
const ASSET_EXTENSIONS = new Set(Object.keys(CONTENT_TYPES).filter((e) => e !== '.html'));

const IMMUTABLE = 'public, max-age=31536000, immutable';

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
  );
}

export async function startWebServer(o: WebServerOptions): Promise<WebServer> {
  const target = new URL(o.apiServer);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`The API server must be an http:// or https:// URL, not ${o.apiServer}`);
  }
  const distDir = resolve(o.distDir);
  const indexFile = resolve(distDir, 'index.html');
  const indexStat = await stat(indexFile).catch(() => undefined);
  if (!indexStat?.isFile()) {
    throw new Error(`The web client is not built (${indexFile} is missing); run \`npm run build\``);
  }
  const host = o.host ?? '127.0.0.1';
  if (!o.allowRemote && !isLoopbackHost(host)) throw new NonLoopbackHostError(host);
  let selfOrigin = '';
  /** Filled once bound; with `allowRemote` the names it is reached by are not known. */
  let accepted: ReadonlySet<string> | undefined;
  const misdirected = (req: IncomingMessage): boolean =>
    accepted !== undefined && !isAcceptedHost(req.headers.host, accepted);

  /** The origin the browser used, when it is a loopback name; else the bound address. */
  const localOrigin = (req: IncomingMessage): string => {
    const hostHeader = req.headers.host;
    return hostHeader && LOOPBACK_HOST.test(hostHeader) ? `http://${hostHeader}` : selfOrigin;
  };

  const upgraded = new Set<Duplex>();
  const connections = new Set<Socket>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        sendText(res, 500, `Internal error: ${error instanceof Error ? error.message : error}`);
      } else {
        res.destroy();
      }
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (misdirected(req)) {
      sendText(res, MISDIRECTED_STATUS, MISDIRECTED_TEXT);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = url.pathname;
    if (isProxiedPath(pathname)) {
      proxyRequest(req, res, target, localOrigin(req));
      return;
    }
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      if (PROXIED_IF_NOT_BUILT.some((p) => pathname.startsWith(p))) {
        proxyRequest(req, res, target, localOrigin(req));
        return;
      }
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const file = await findFile(distDir, pathname);
    if (file?.path === indexFile) {
      await serveIndex(req, res, indexFile, target, localOrigin(req));
      return;
    }
    if (file) {
      serveFile(req, res, file.path, file.size, cacheControlFor(pathname));
      return;
    }
    if (PROXIED_IF_NOT_BUILT.some((p) => pathname.startsWith(p))) {
      proxyRequest(req, res, target, localOrigin(req));
      return;
    }
    if (pathname.startsWith('/assets/') || ASSET_EXTENSIONS.has(extname(pathname).toLowerCase())) {
      sendText(res, 404, 'Not found');
      return;
    }
    // Client-side route: the app's router takes it from here.
    await serveIndex(req, res, indexFile, target, localOrigin(req));
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (misdirected(req)) {
      socket.end(`HTTP/1.1 ${MISDIRECTED_STATUS} Misdirected Request\r\nConnection: close\r\n\r\n`);
      return;
    }
    if (!isProxiedPath(pathname)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    proxyUpgrade(req, socket, head, target, localOrigin(req), (peer) => {
      upgraded.add(peer);
      peer.on('close', () => upgraded.delete(peer));
    });
  });

  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(o.port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  selfOrigin = `http://${shownHost}:${address.port}`;
  if (!o.allowRemote) accepted = acceptedHosts(address);

  return {
    url: selfOrigin,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolveClose());
        server.closeAllConnections();
        for (const socket of connections) socket.destroy();
      }),
  };
}

// --- static files ---------------------------------------------------------------------

async function findFile(
  distDir: string,
  pathname: string,
): Promise<{ path: string; size: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = decoded === '/' ? 'index.html' : `.${decoded}`;
  const path = resolve(distDir, relative);
  // Never leave the bundle directory (`/../../etc/passwd`).
  if (path !== distDir && !path.startsWith(distDir + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { path, size: info.size };
}

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  // The service worker (and the push code it imports) too: a new build's worker must be seen.
  if (pathname === '/' || /\.html$|(?:^|\/)(?:push-)?sw\.js$/.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * index.html, with the server it talks to in a `<meta name="petrel-server">`: the page
 * calls the API on its own origin, but accounts are named after the server (a local
 * account without `fqn` is user@server, never user@127.0.0.1:8080).
 */
async function serveIndex(
  req: IncomingMessage,
  res: ServerResponse,
  indexFile: string,
  target: URL,
  origin: string,
): Promise<void> {
  const meta = `<meta name="petrel-server" content="${escapeAttribute(target.origin)}" />`;
  const html = (await readFile(indexFile, 'utf8')).replace(/<head>/i, (head) => `${head}${meta}`);
  const body = Buffer.from(html, 'utf8');
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    ...appHeaders(origin, target.origin, inlineScriptHashes(html)),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  size: number,
  cacheControl: string,
  extra: OutgoingHttpHeaders = {},
): void {
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const headers: OutgoingHttpHeaders = {
    'content-type': type,
    'content-length': size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    ...(type.startsWith('text/html') ? appHeaders('') : {}),
    ...extra,
  };
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
