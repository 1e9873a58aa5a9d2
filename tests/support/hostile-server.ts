import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the hostile server saw it (headers lower-cased, body as text). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type HostileHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
) => void | Promise<void>;

/**
 * A loopback server whose answers each test chooses: the hostile-server test double.
 * It records every request (so a test can prove a token never arrived) and answers with
 * whatever `handle` says; `instance` answers as a minimal Pleroma instance unless the
 * handler answers first. Bind `host` (127.0.0.1 by default; 127.0.0.2 gives a second
 * origin on the same machine).
 */
export interface HostileServer {
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly seen: SeenRequest[];
  handle(handler: HostileHandler): void;
  close(): Promise<void>;
}

export async function startHostileServer(
  options: { host?: string; handler?: HostileHandler } = {},
): Promise<HostileServer> {
  const host = options.host ?? '127.0.0.1';
  let handler: HostileHandler = options.handler ?? defaultHandler;
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body });
      Promise.resolve(handler(req, res, body)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    url: origin,
    origin,
    port,
    seen,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answer JSON with a status (and extra headers). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** A minimal account, enough for the normalizer (override any field). */
export function hostileAccount(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '1',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    url: 'http://127.0.0.1/users/alice',
    avatar: '',
    avatar_static: '',
    header: '',
    header_static: '',
    note: '',
    locked: false,
    bot: false,
    created_at: '2024-01-01T00:00:00.000Z',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    fields: [],
    emojis: [],
    ...over,
  };
}

/** A minimal status (override any field). */
export function hostileStatus(
  id: string,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    uri: `http://127.0.0.1/objects/${id}`,
    url: `http://127.0.0.1/notice/${id}`,
    created_at: '2024-01-01T00:00:00.000Z',
    account: hostileAccount(),
    content: `<p>status ${id}</p>`,
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    reblog: null,
    ...over,
  };
}

/** Answers the calls every face makes on start (instance, verify_credentials); 404 otherwise. */
const defaultHandler: HostileHandler = (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/api/v1/instance') {
    sendJson(res, 200, {
      uri: 'hostile.example',
      title: 'Hostile',
      version: '2.7.2 (compatible; Pleroma 2.6.0)',
      urls: {},
      stats: {},
    });
    return;
  }
  if (path === '/api/v1/accounts/verify_credentials') {
    sendJson(res, 200, hostileAccount());
    return;
  }
  sendJson(res, 404, { error: 'Not found' });
};
