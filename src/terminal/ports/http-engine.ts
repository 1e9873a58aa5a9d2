import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { pipeline } from 'node:stream';
import { shouldResend } from './stale-socket';

/**
 * A minimal fetch over `node:http`/`node:https`, used when no proxy is configured.
 *
 * Written by hand on purpose: Node 20's built-in fetch loads its internal undici and
 * compiles undici's WebAssembly HTTP parser on first use, which measured 100-140 ms per
 * CLI command plus a stall at exit (bench/cli-startup.mjs: `petrel timeline --json` CPU
 * went from 0.27-0.31 s to 0.15-0.16 s with this engine). `node:http` uses the native
 * parser already in the binary. It covers what the API client needs: string bodies,
 * keep-alive (a request whose pooled connection turns out dead is sent once more on a
 * fresh one, see stale-socket.ts), gzip/deflate/br answers, abort signals. Multipart uploads and
 * proxies go through fetch/undici instead (see fetch.ts).
 */

export interface EngineInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface EngineResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  /**
   * The decoded body, read once. Leaving the iteration early closes the connection;
   * a broken-off body throws `TypeError('terminated')` as fetch's does.
   */
  body: AsyncIterable<Uint8Array> | null;
  /** Drop the body unread (a redirect's). */
  discard(): void;
}

const KEEP_ALIVE = { keepAlive: true, keepAliveMsecs: 10_000 };

// TLS and zlib are loaded on first use: a command talking to an http:// server (the
// sandbox) or getting an uncompressed answer does not pay for compiling them at start.
const agents: { http: HttpAgent; https?: HttpsAgent } = { http: new HttpAgent(KEEP_ALIVE) };

/** Drop pooled connections so a finished command exits at once. */
export function closeHttpEngine(): void {
  agents.http.destroy();
  agents.https?.destroy();
  agents.http = new HttpAgent(KEEP_ALIVE);
  agents.https = undefined;
}

function transport(secure: boolean): {
  request: typeof httpRequest;
  agent: HttpAgent | HttpsAgent;
} {
  if (!secure) return { request: httpRequest, agent: agents.http };
  const https = process.getBuiltinModule('node:https');
  agents.https ??= new https.Agent(KEEP_ALIVE);
  return { request: https.request, agent: agents.https };
}

/**
 * Send one request and return its answer; redirects are answers here (the one redirect
 * policy is redirects.ts). Transport failures reject like fetch does (`TypeError('fetch
 * failed')` with the system error as `cause`), so fetch.ts maps both engines alike.
 */
export async function httpFetch(input: string, init: EngineInit = {}): Promise<EngineResponse> {
  const method = (init.method ?? 'GET').toUpperCase();
  const answer = await send(new URL(input), method, init.headers ?? {}, init.body, init.signal);
  return toResponse(answer);
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal | undefined,
  fresh = false,
): Promise<IncomingMessage> {
  const { request, agent } = transport(url.protocol === 'https:');
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      url,
      {
        method,
        // `false`: a one-off connection, never a pooled one that may be dead as well.
        agent: fresh ? false : agent,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (answer) => {
        answered = true;
        resolve(answer);
      },
    );
    req.on('error', (error: Error) => {
      const stale =
        !answered && !fresh && !signal?.aborted && shouldResend(method, error, req.reusedSocket);
      if (stale) resolve(send(url, method, headers, body, signal, true));
      else reject(asFetchError(error, signal));
    });
    // The signal is watched here rather than handed to http.request, whose own handling
    // loads and wires Node's stream-abort helpers on every request (~1 ms of a CLI start).
    // An abort ends the exchange whenever it comes, also while the body is being read.
    if (signal) {
      const onAbort = () => req.destroy(abortError(signal));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      req.once('close', () => signal.removeEventListener('abort', onAbort));
    }
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted', { cause: signal.reason }), {
    name: 'AbortError',
    code: 'ABORT_ERR',
  });
}

function asFetchError(error: Error, signal: AbortSignal | undefined): Error {
  if (signal?.aborted || error.name === 'AbortError') return error;
  return new TypeError('fetch failed', { cause: error });
}

function toResponse(answer: IncomingMessage): EngineResponse {
  const status = answer.statusCode ?? 0;
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: {
      get: (name) => {
        const value = answer.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    body: decodedBody(answer),
    discard: () => {
      answer.resume();
    },
  };
}

async function* decodedBody(answer: IncomingMessage): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    for await (const chunk of decode(answer)) yield chunk as Uint8Array;
    finished = true;
  } catch (error) {
    throw new TypeError('terminated', { cause: error });
  } finally {
    // Left early (the size limit): close the connection rather than read the rest.
    if (!finished) answer.destroy();
  }
}

/**
 * The answer's body stream, decompressed as its content-encoding says. `pipeline` carries
 * a reset connection into the decoder as an error (a plain pipe would leave it waiting).
 */
function decode(answer: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding !== 'gzip' && encoding !== 'x-gzip' && encoding !== 'br' && encoding !== 'deflate') {
    return answer;
  }
  const zlib = process.getBuiltinModule('node:zlib');
  const decoder =
    encoding === 'br'
      ? zlib.createBrotliDecompress()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : zlib.createGunzip();
  return pipeline(answer, decoder, () => undefined);
}
