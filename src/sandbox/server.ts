import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { SandboxError } from './errors';
import type { Fault } from './faults';
import { bearerToken, errorReply, parseBody, type Reply, type RequestContext } from './http';
import { Params, treeFromSearch } from './params';
import { Router } from './router';
import { ROUTES } from './routes';
import type { SandboxState } from './state';
import type { StreamingHub } from './streaming';

const router = new Router(ROUTES);

// Browsers (the web client, e2e) call the sandbox from another origin, as they do Pleroma.
const CORS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key',
  'access-control-expose-headers': 'link, x-total-count',
};

/** The request header that must carry the sandbox's hook secret on /__sandbox/ calls. */
export const HOOK_SECRET_HEADER = 'x-petrel-sandbox-secret';

const HOOKS = '/__sandbox/';

/**
 * Uploaded files are the users' (anyone's) content: never a page in the sandbox's origin.
 * Images, video and audio are shown; everything else is a download of opaque bytes.
 */
function fileHeaders(mime: string): Record<string, string> {
  const inline = /^(image|video|audio)\//i.test(mime);
  return {
    'content-type': inline ? mime : 'application/octet-stream',
    'cache-control': 'max-age=3600',
    'content-security-policy': "sandbox; default-src 'none'",
    'x-content-type-options': 'nosniff',
    ...(inline ? {} : { 'content-disposition': 'attachment' }),
  };
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface HttpApp {
  server: Server;
  /** Set once the port is known and the state seeded; requests before that get 503. */
  attach(state: SandboxState, hub: StreamingHub, hookSecret: string): void;
  /** Ends the server and every open connection (HTTP keep-alive and WebSocket). */
  close(): Promise<void>;
}

export function createHttpApp(log: (line: string) => void): HttpApp {
  let state: SandboxState | null = null;
  let hub: StreamingHub | null = null;
  let hookSecret = '';
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    if (!state) {
      send(res, errorReply(503, 'Starting'));
      return;
    }
    if (state.quirks.has('closes-connections') && !oneRequestPerConnection(req, res)) return;
    handle(state, hookSecret, req, res).catch((err: unknown) => {
      log(`sandbox: ${String(err)}`);
      if (!res.headersSent) send(res, errorReply(500, 'Internal server error'));
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub) {
      socket.destroy();
      return;
    }
    if (state?.quirks.has('no-streaming')) {
      // A plain HTTP server: the upgrade is just an unknown path.
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    hub.handleUpgrade(req, socket, head);
  });
  return {
    server,
    attach(s, h, secret) {
      state = s;
      hub = h;
      hookSecret = secret;
    },
    close() {
      hub?.close();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

async function handle(
  state: SandboxState,
  hookSecret: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = state.quirks.requestUrl(new URL(req.url ?? '/', state.baseUrl));
  const path = url.pathname;
  if (path.startsWith(HOOKS)) {
    // Test hooks hand out tokens and inject faults: only for the process that started the
    // sandbox (it holds the secret), and never for a web page (no CORS, no preflight).
    if (method === 'OPTIONS' || !sameSecret(req.headers[HOOK_SECRET_HEADER], hookSecret)) {
      send(res, errorReply(403, `Sandbox test hooks need the ${HOOK_SECRET_HEADER} header`), {});
      return;
    }
  } else if (method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  } else {
    const fault = state.faults.take(method, path);
    if (fault?.hold) await state.faults.held();
    else if (fault) return injectFault(fault, req, res);
  }
  const file = method === 'GET' || method === 'HEAD' ? state.readFile(path) : undefined;
  if (file) {
    send(res, { status: 200, headers: fileHeaders(file.mime), body: file.bytes });
    return;
  }
  const match = state.quirks.hidesPath(path) ? null : router.match(method, path);
  if (match === null || match === 'wrong-method') {
    // Pleroma's fallback for unknown API paths; other paths are plain 404s.
    send(res, errorReply(404, path.startsWith('/api/') ? 'Not implemented' : 'Not found'));
    return;
  }
  try {
    const tokenText = bearerToken(req, url);
    // Pleroma treats an unknown token as no token: public routes still answer.
    const token = tokenText ? (state.tokens.get(tokenText) ?? null) : null;
    const owner = token?.userId ? (state.users.get(token.userId) ?? null) : null;
    // Pleroma's UserEnabledPlug: a deactivated (or not yet approved) account's tokens stop working.
    const viewer = owner && !owner.deactivated && owner.approved !== false ? owner : null;
    const refusal = state.quirks.refusal({
      path,
      access: match.route.access,
      carried: tokenText !== null,
      known: token !== null,
      userBound: viewer !== null,
    });
    if (refusal) throw refusal;
    if (match.route.access === 'user' && !viewer)
      throw new SandboxError(403, 'Invalid credentials.');
    const ctx: RequestContext = {
      req,
      method,
      url,
      path,
      pathParams: match.params,
      query: new Params(treeFromSearch(url.searchParams)),
      body: await parseBody(req),
      state,
      token,
      viewer,
    };
    const reply = await match.route.handler(ctx);
    send(
      res,
      path.startsWith(HOOKS) ? reply : state.quirks.reply(reply),
      path.startsWith(HOOKS) ? {} : CORS,
    );
  } catch (err) {
    if (err instanceof SandboxError) send(res, errorReply(err.status, err.message));
    else throw err;
  }
}

const answeredOn = new WeakMap<Socket, number>();

/**
 * The `closes-connections` quirk: one answer per connection, without `Connection: close`.
 * A second request on the same socket finds it closed before any byte of an answer (what a
 * client reusing a pooled socket meets); idle sockets close shortly after their answer.
 * Test hooks are answered anyway, with an honest `Connection: close`.
 */
function oneRequestPerConnection(req: IncomingMessage, res: ServerResponse): boolean {
  const socket = req.socket;
  if ((req.url ?? '').startsWith(HOOKS)) {
    res.shouldKeepAlive = false;
    return true;
  }
  const count = answeredOn.get(socket) ?? 0;
  answeredOn.set(socket, count + 1);
  if (count > 0) {
    socket.destroy();
    return false;
  }
  // Late enough that a client reusing the socket at once meets the closed one, as users did.
  res.on('finish', () => setTimeout(() => socket.end(), CLOSE_AFTER_MS).unref());
  return true;
}

const CLOSE_AFTER_MS = 1000;

function send(res: ServerResponse, reply: Reply, cors: Record<string, string> = CORS): void {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body;
  res.writeHead(reply.status, { ...cors, ...reply.headers, 'content-length': String(body.length) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

async function injectFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Drain the request first so a destroyed socket looks like a dropped answer, not an upload error.
  for await (const _ of req) {
    // discard
  }
  if (fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
  if (fault.status === 0) {
    res.socket?.destroy();
    return;
  }
  let type = 'text/plain; charset=utf-8';
  try {
    JSON.parse(fault.body);
    type = 'application/json; charset=utf-8';
  } catch {
    // raw text stays text/plain
  }
  send(res, {
    status: fault.status,
    headers: { 'content-type': type, ...fault.headers },
    body: fault.body,
  });
}
