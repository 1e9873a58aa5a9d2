/**
 * The reverse proxy of `petrel web`: requests (bodies streamed both ways) and WebSocket
 * upgrades (piped raw) go to the server with hop-by-hop headers dropped and Host, Origin
 * and Referer retargeted; answers come back with Location and cookies localized, and
 * fenced (./fence.ts) so that nothing the server sends runs as a page in the app's origin.
 *
 * NODE-ONLY CODE, loaded by serve.ts.
 */
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestOptions,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { shouldResend } from '../../terminal/ports/stale-socket';
import { fenceHeaders, isFenced } from './fence';

/** Headers that concern one connection only (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function upstreamPath(target: URL, requestUrl: string | undefined): string {
  const base = target.pathname.replace(/\/+$/, '');
  return `${base}${requestUrl ?? '/'}`;
}

/** Request headers for the upstream: hop-by-hop dropped, Host/Origin/Referer retargeted. */
export function forwardRequestHeaders(
  incoming: IncomingHttpHeaders,
  target: URL,
  localOrigin: string,
  remoteAddress: string | undefined,
  keepUpgrade = false,
): OutgoingHttpHeaders {
  const listed = new Set(
    String(incoming.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (!keepUpgrade && (HOP_BY_HOP.has(lower) || listed.has(lower))) continue;
    if (keepUpgrade && lower !== 'connection' && lower !== 'upgrade' && HOP_BY_HOP.has(lower)) {
      continue;
    }
    out[lower] = value;
  }
  out.host = target.host;
  if (typeof incoming.origin === 'string') out.origin = target.origin;
  if (typeof incoming.referer === 'string' && localOrigin) {
    out.referer = incoming.referer.startsWith(localOrigin)
      ? target.origin + incoming.referer.slice(localOrigin.length)
      : incoming.referer;
  }
  const forwardedFor = incoming['x-forwarded-for'];
  out['x-forwarded-for'] = [forwardedFor, remoteAddress].flat().filter(Boolean).join(', ');
  out['x-forwarded-host'] = incoming.host ?? '';
  out['x-forwarded-proto'] = 'http';
  return out;
}

/** Response headers for the browser: hop-by-hop dropped, Location and cookies localized. */
export function rewriteResponseHeaders(
  incoming: IncomingHttpHeaders,
  target: URL,
  localOrigin: string,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower)) continue;
    out[lower] = value;
  }
  const location = incoming.location;
  if (typeof location === 'string' && localOrigin) {
    out.location = rewriteLocation(location, target, localOrigin);
  }
  const cookies = incoming['set-cookie'];
  if (cookies) {
    const plainHttp = !localOrigin.startsWith('https:');
    out['set-cookie'] = cookies.map((cookie) => {
      const local = cookie.replace(/;\s*domain=[^;]*/gi, '');
      return plainHttp ? local.replace(/;\s*secure(?=;|$)/gi, '') : local;
    });
  }
  return out;
}

/** `https://server/oauth/x` -> `http://127.0.0.1:8080/oauth/x`; other URLs unchanged. */
export function rewriteLocation(location: string, target: URL, localOrigin: string): string {
  let absolute: URL;
  try {
    absolute = new URL(location, target);
  } catch {
    return location;
  }
  if (absolute.origin !== target.origin) return location;
  const base = target.pathname.replace(/\/+$/, '');
  const path = absolute.pathname.startsWith(base)
    ? absolute.pathname.slice(base.length) || '/'
    : absolute.pathname;
  return `${localOrigin}${path}${absolute.search}${absolute.hash}`;
}

function requestOptions(
  req: IncomingMessage,
  target: URL,
  headers: OutgoingHttpHeaders,
): RequestOptions {
  return {
    protocol: target.protocol,
    hostname: target.hostname.replace(/^\[|\]$/g, ''),
    port: target.port || (target.protocol === 'https:' ? 443 : 80),
    method: req.method,
    path: upstreamPath(target, req.url),
    headers,
    ...(target.protocol === 'https:' ? { servername: target.hostname } : {}),
  };
}

function sendFor(target: URL): typeof httpRequest {
  return target.protocol === 'https:' ? httpsRequest : httpRequest;
}

/** Largest request body kept for a resend; a larger upload is never sent twice. */
const REPLAY_LIMIT = 1024 * 1024;

/**
 * Forward one request. One whose pooled upstream connection turns out dead before any
 * byte of the answer (the server closed it while idle) is sent once more on a fresh
 * connection, as browsers do (rules in stale-socket.ts), instead of answering the browser
 * 502. Its body, if any, is kept while it streams through so it can be sent again.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  localOrigin: string,
): void {
  const headers = forwardRequestHeaders(req.headers, target, localOrigin, req.socket.remoteAddress);
  const replay = recordBody(req);
  let upstream = send(false);
  // The browser went away: stop the upstream request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);

  function send(fresh: boolean): ClientRequest {
    let answered = false;
    const options = requestOptions(req, target, headers);
    const request = sendFor(target)(fresh ? { ...options, agent: false } : options, (answer) => {
      answered = true;
      relay(answer);
    });
    request.on('error', (error) => {
      const body = replay();
      if (!answered && !fresh && body && shouldResend(req.method, error, request.reusedSocket)) {
        upstream = send(true);
        upstream.end(body);
      } else if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: `Bad gateway: ${target.host} (${error.message})` }));
      } else {
        res.destroy();
      }
    });
    return request;
  }

  function relay(upstreamRes: IncomingMessage): void {
    const headers = rewriteResponseHeaders(upstreamRes.headers, target, localOrigin);
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    res.writeHead(
      upstreamRes.statusCode ?? 502,
      upstreamRes.statusMessage,
      isFenced(pathname) ? fenceHeaders(headers) : headers,
    );
    upstreamRes.pipe(res);
    upstreamRes.on('error', () => res.destroy());
  }
}

/**
 * Keeps a copy of the request body as it streams. The returned function gives the whole
 * body once the browser has sent all of it, or undefined (still arriving, or too large).
 */
function recordBody(req: IncomingMessage): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= REPLAY_LIMIT) chunks.push(chunk);
    else chunks.length = 0;
  });
  return () => (req.readableEnded && size <= REPLAY_LIMIT ? Buffer.concat(chunks) : undefined);
}

function rawHeaderBlock(statusLine: string, rawHeaders: string[], skip: Set<string>): string {
  let block = `${statusLine}\r\n`;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    if (skip.has(name.toLowerCase())) continue;
    block += `${name}: ${rawHeaders[i + 1] ?? ''}\r\n`;
  }
  return `${block}\r\n`;
}

export function proxyUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: URL,
  localOrigin: string,
  track: (peer: Duplex) => void,
): void {
  const headers = forwardRequestHeaders(
    req.headers,
    target,
    localOrigin,
    req.socket.remoteAddress,
    true,
  );
  const upstream = sendFor(target)(requestOptions(req, target, headers));
  upstream.on('upgrade', (upstreamRes, upstreamSocket, upstreamHead) => {
    track(upstreamSocket);
    socket.write(
      rawHeaderBlock(
        `HTTP/1.1 ${upstreamRes.statusCode ?? 101} ${upstreamRes.statusMessage ?? 'Switching Protocols'}`,
        upstreamRes.rawHeaders,
        new Set(),
      ),
    );
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
    upstreamSocket.on('close', () => socket.destroy());
    socket.on('close', () => upstreamSocket.destroy());
    upstreamSocket.pipe(socket);
    socket.pipe(upstreamSocket);
  });
  // The server refused the upgrade: pass its answer on and close.
  upstream.on('response', (upstreamRes) => {
    socket.write(
      rawHeaderBlock(
        `HTTP/1.1 ${upstreamRes.statusCode ?? 502} ${upstreamRes.statusMessage ?? ''}`,
        upstreamRes.rawHeaders,
        new Set(['connection', 'transfer-encoding', 'keep-alive']),
      ).replace(/\r\n\r\n$/, '\r\nConnection: close\r\n\r\n'),
    );
    upstreamRes.pipe(socket);
  });
  upstream.on('error', () => {
    socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
  });
  socket.on('error', () => upstream.destroy());
  upstream.end();
}
