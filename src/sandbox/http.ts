import type { IncomingMessage } from 'node:http';
import { SandboxError } from './errors';
import { addEntry, Params, type ParamTree, treeFromSearch } from './params';
import type { TokenRecord, UserRecord } from './records';
import type { SandboxState } from './state';

/** Everything a route handler gets. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly method: string;
  readonly url: URL;
  readonly path: string;
  /** Values of `{placeholders}` in the route path. */
  readonly pathParams: Record<string, string>;
  readonly query: Params;
  readonly body: Params;
  readonly state: SandboxState;
  /** The token the request carried, if valid (user or app token). */
  readonly token: TokenRecord | null;
  /** The signed-in user, if any. */
  readonly viewer: UserRecord | null;
}

/** What a handler answers; the server writes it. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function errorReply(status: number, message: string): Reply {
  return json({ error: message }, status);
}

export function html(body: string, status = 200): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

export function redirect(location: string): Reply {
  return {
    status: 302,
    headers: { location, 'content-type': 'text/html; charset=utf-8' },
    body: '',
  };
}

const MAX_BODY = 50 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new SandboxError(413, 'File is too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Reads JSON, urlencoded or multipart bodies into one parameter tree. */
export async function parseBody(req: IncomingMessage): Promise<Params> {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Params();
  const raw = await readBody(req);
  if (raw.length === 0) return new Params();
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new SandboxError(400, 'Invalid JSON');
    }
    return new Params(
      parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as ParamTree)
        : {},
    );
  }
  if (type.includes('multipart/form-data')) {
    // The platform's Response parses multipart for us (files arrive as File objects); a
    // body it cannot parse is the client's mistake (Pleroma answers 400 too), not ours.
    let form: FormData;
    try {
      // The header as sent: the boundary is case-sensitive (Chromium's has capitals).
      form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': req.headers['content-type'] ?? type },
      }).formData();
    } catch {
      throw new SandboxError(400, 'Invalid multipart body');
    }
    const tree: ParamTree = {};
    for (const [k, v] of form) addEntry(tree, k, v);
    return new Params(tree);
  }
  return new Params(treeFromSearch(new URLSearchParams(raw.toString('utf8'))));
}

/** The bearer token from the Authorization header or `access_token` parameter. */
export function bearerToken(req: IncomingMessage, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth) {
    const m = auth.match(/^Bearer\s+(.+)$/i);
    if (m) return m[1]!.trim();
  }
  return url.searchParams.get('access_token');
}
