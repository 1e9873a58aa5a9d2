import type { Dispatcher, FormData as UndiciFormData } from 'undici';
import type { FetchInit, FetchPort } from '../../core/ports';
import { type ByteStream, MAX_ANSWER_BYTES, readAnswerText, streamChunks } from './answer-limit';
import { closeHttpEngine, type EngineResponse, httpFetch } from './http-engine';
import { ALWAYS_DIRECT } from './loopback';
import { followRedirects, MAX_REDIRECTS } from './redirects';
import { shouldResend } from './stale-socket';
import { describeNetworkFailure, TransportError } from './transport-error';

export interface NodeFetchOptions {
  /** Limit for a whole exchange (connect, answer, body); default 30 000 ms. */
  timeoutMs?: number;
  /** Limit for multipart uploads, which may legitimately take minutes; default 600 000 ms. */
  uploadTimeoutMs?: number;
  /** Replaces the proxy-aware agent (tests, custom TLS). Closed by `close()` all the same. */
  dispatcher?: Dispatcher;
  /** Largest decoded answer read before refusing it; default 64 MiB (answer-limit.ts). */
  maxAnswerBytes?: number;
  /** Redirects followed before refusing the chain; default 5 (redirects.ts). */
  maxRedirects?: number;
}

/** The fetch port plus a way to drop pooled connections so a CLI command exits promptly. */
export type NodeFetch = FetchPort & { close(): Promise<void> };

const NETWORK_FAILURES = new Set(['fetch failed', 'terminated']);

/**
 * The fetch port on Node: `node:http` with keep-alive, or undici's fetch over a proxy-aware
 * agent when a proxy is configured.
 *
 * - `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY` (and lower-case forms) are read when the port is
 *   created. Loopback always goes direct. Plain-http targets are forwarded in absolute form
 *   rather than CONNECT-tunnelled, as curl does, because many proxies allow CONNECT to 443 only.
 * - Every request gets a time limit combined with the caller's signal. A timeout rejects with
 *   `TransportError` (name `TimeoutError`), a failed connection with `TransportError`
 *   (name `NetworkError`, the undici error kept as `cause`), a caller's abort with the
 *   caller's `AbortError`. The limit also covers reading the body.
 * - Redirects follow one policy for both engines (redirects.ts): the token and cookies never
 *   go to another origin, a body is never resent there, chains are capped. Answers are
 *   refused past `maxAnswerBytes` decoded (answer-limit.ts). Both refusals reject with the
 *   core's `RefusedAnswerError`.
 */
export function createNodeFetch(options: NodeFetchOptions = {}): NodeFetch {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? 600_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let engine: Promise<Engine> | undefined;
  const getEngine = () => {
    engine ??= loadEngine(options.dispatcher);
    return engine;
  };

  const nodeFetch: FetchPort = async (input, init = {}) => {
    const origin = originOf(input);
    // Only multipart bodies are uploads; JSON and urlencoded bodies are strings.
    const isUpload = init.body !== undefined && typeof init.body !== 'string';
    const timeout = AbortSignal.timeout(isUpload ? uploadTimeoutMs : timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    const fail = (error: unknown): never => {
      if (init.signal?.aborted) throw error;
      if (timeout.aborted) {
        throw new TransportError(
          'timeout',
          origin,
          `Request to ${origin} timed out after ${isUpload ? uploadTimeoutMs : timeoutMs} ms`,
          { cause: error },
        );
      }
      // undici's wording: "fetch failed" before an answer, "terminated" when the body breaks off.
      if (error instanceof TypeError && NETWORK_FAILURES.has(error.message)) {
        throw new TransportError(
          'network',
          origin,
          describeNetworkFailure(origin, error, configuredProxies()),
          {
            cause: error,
          },
        );
      }
      throw error;
    };

    try {
      const engine = await getEngine();
      const first = {
        url: new URL(input),
        method: (init.method ?? 'GET').toUpperCase(),
        headers: init.headers ?? {},
        body: init.body,
      };
      const response = await followRedirects(
        first,
        async (hop) => ({
          ...(await engine.send(hop.url.href, { ...hop, signal })),
          host: hop.url.host,
        }),
        maxRedirects,
      );
      let read: Promise<string> | undefined;
      return {
        status: response.status,
        ok: response.ok,
        headers: response.headers,
        // A stalled body is still under the request's time limit; give it the same errors.
        // The body can be read once, so a second call gets the first one's result.
        text: () => {
          read ??= readAnswerText(response.body, maxAnswerBytes, response.host).catch(fail);
          return read;
        },
      };
    } catch (error) {
      return fail(error);
    }
  };

  return Object.assign(nodeFetch, {
    close: async () => {
      if (engine) await (await engine).close();
    },
  });
}

/** What sends requests: `node:http`, or the bundled undici with a proxy-aware agent. */
interface Engine {
  send(
    input: string,
    init: {
      method?: string;
      headers?: Record<string, string>;
      body: FetchInit['body'];
      signal: AbortSignal;
    },
  ): Promise<EngineResponse>;
  close(): Promise<void>;
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

/** The proxy URLs the environment names (empty values are unset). */
function configuredProxies(): string[] {
  return PROXY_VARIABLES.map((name) => process.env[name]?.trim() ?? '').filter(Boolean);
}

/**
 * Without a proxy, requests go through `node:http` (see http-engine.ts for why), and the
 * rare multipart upload through Node's fetch. The bundled undici (~1 MB of code) is loaded
 * only when a proxy variable or a custom dispatcher asks for its agent.
 */
async function loadEngine(custom: Dispatcher | undefined): Promise<Engine> {
  const proxied = configuredProxies().length > 0;
  if (!custom && !proxied) {
    return {
      send: (input, init) =>
        typeof init.body === 'string' || init.body === undefined
          ? httpFetch(input, { ...init, body: init.body })
          : globalThis.fetch(input, { ...init, redirect: 'manual' }).then(fromFetchResponse),
      close: async () => closeHttpEngine(),
    };
  }
  const undici = await import('undici');
  const dispatcher = custom ?? createProxyAwareAgent(undici);
  const once = (input: string, init: Parameters<Engine['send']>[1]) =>
    undici
      .fetch(input, {
        ...init,
        body: toUndiciBody(init.body, undici.FormData),
        dispatcher,
        // Redirects are answers: redirects.ts follows them, with its origin rules.
        redirect: 'manual',
      })
      .then(fromFetchResponse);
  return {
    // A dead pooled connection fails the request before its answer; undici then drops
    // that connection, so the second try goes out on a fresh one (stale-socket.ts).
    send: (input, init) =>
      once(input, init).catch((error: unknown) => {
        if (init.signal.aborted || !shouldResend(init.method, error)) throw error;
        return once(input, init);
      }),
    close: () => dispatcher.close(),
  };
}

/**
 * A proxy variable as curl reads it: the lower-case spelling first, the upper-case one
 * after; an empty value counts as unset (undici alone would let an empty `http_proxy` hide
 * a set `HTTP_PROXY`).
 */
function proxyVariable(lower: string): string | undefined {
  for (const name of [lower, lower.toUpperCase()]) {
    const value = process.env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

function createProxyAwareAgent(undici: typeof import('undici')): Dispatcher {
  const { EnvHttpProxyAgent } = undici;
  const fromEnv = proxyVariable('no_proxy') ?? '';
  return new EnvHttpProxyAgent({
    httpProxy: proxyVariable('http_proxy'),
    httpsProxy: proxyVariable('https_proxy'),
    // `*` means "never proxy" only when it is the whole value, so it must stay alone.
    noProxy: fromEnv === '*' ? '*' : [fromEnv, ...ALWAYS_DIRECT].filter(Boolean).join(','),
    proxyTunnel: false,
    keepAliveTimeout: 10_000,
    connect: { timeout: 10_000 },
  });
}

/** A fetch Response (undici's or Node's) as an engine answer. */
function fromFetchResponse(response: {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  body: ByteStream | null;
}): EngineResponse {
  return {
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    body: streamChunks(response.body),
    discard: () => {
      response.body?.cancel().catch(() => undefined);
    },
  };
}

/**
 * Core builds uploads with the global FormData, which on Node 20 comes from Node's bundled
 * undici; undici 7 does not recognise it and would send "[object FormData]". Copy the
 * entries into undici's own FormData (files keep their names and types).
 */
function toUndiciBody(
  body: FetchInit['body'],
  UndiciFormDataClass: typeof UndiciFormData,
): string | UndiciFormData | undefined {
  if (body === undefined || typeof body === 'string') return body;
  if ((body as unknown) instanceof UndiciFormDataClass) return body as unknown as UndiciFormData;
  const copy = new UndiciFormDataClass();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, value, value.name);
  }
  return copy;
}

function originOf(input: string): string {
  try {
    return new URL(input).origin;
  } catch {
    // undici rejects the URL itself with a clear error; never echo a malformed URL into messages.
    return '(invalid URL)';
  }
}
